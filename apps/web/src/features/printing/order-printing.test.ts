import { DEFAULT_PRINT_SETTINGS, readEscPos, receiptDocument } from '@diancan/core';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { initialSession, useSession } from '../../lib/session';
import { printReceiptHere } from './order-printing';
import { closePreview, usePrintPreview } from './print-flow';
import { usePrinterLinks } from './printer-links';
import { connectBluetoothPrinter } from './transports/bluetooth';
import { fakePrinter } from './transports/fake-bluetooth-printer';

/** A receipt as the POS builds it for an order taken offline (pos/offline/offline-receipt.ts): numbered 離3. */
const receipt = receiptDocument({
  storeName: '示範餐廳',
  orderNo: '離3',
  orderType: 'TAKEOUT',
  tableNumber: null,
  time: '2026-11-26 12:05',
  lines: [{ name: '紅茶', count: 1, amount: 3000, entertain: false, options: [], combos: [], remark: '' }],
  subtotal: 3000,
  discounts: [],
  total: 3000,
  payments: [{ name: '現金', amount: 3000, tendered: 3000, change: 0 }],
  remark: '',
  openDrawer: true,
});

const NO_LINK = { link: null, connecting: false, retryLockedUntil: 0 };

beforeEach(() => {
  useSession.setState({
    ...initialSession,
    token: true,
    storeId: 1,
    hasPos: true,
    printClient: 'BLUETOOTH',
    printSwitch: true,
    printSettings: DEFAULT_PRINT_SETTINGS,
  });
});

afterEach(() => {
  usePrinterLinks.setState({ POS: NO_LINK, SECOND_POS: NO_LINK, TAG: NO_LINK });
  closePreview();
});

describe('a receipt built in the browser (an offline order)', () => {
  it('goes to the Bluetooth receipt printer in writes of 48 bytes, with no preview', async () => {
    const printer = fakePrinter();
    const link = await connectBluetoothPrinter(printer.bluetooth, () => undefined);
    usePrinterLinks.setState({ POS: { ...NO_LINK, link } });
    await printReceiptHere(receipt);
    expect(printer.writes.length).toBeGreaterThan(1);
    expect(printer.writes.slice(0, -1).every((write) => write.length === 48)).toBe(true);
    const printed = readEscPos(Uint8Array.from(printer.writes.flatMap((write) => [...write])));
    expect(printed.lines.join('\n')).toMatch(/單號 離3 +外帶/);
    expect([printed.cuts, printed.drawerKicks]).toEqual([1, 1]);
    expect(usePrintPreview.getState().printouts).toBeNull();
  });

  it('is shown in the preview when the printer is not connected', async () => {
    await printReceiptHere(receipt);
    expect(usePrintPreview.getState().printouts).toEqual([{ printer: 'POS', document: receipt }]);
  });

  it('is not printed where the store prints no receipt, routes it nowhere, or prints through a printer box', async () => {
    const printer = fakePrinter();
    const link = await connectBluetoothPrinter(printer.bluetooth, () => undefined);
    usePrinterLinks.setState({ POS: { ...NO_LINK, link } });
    const settings = { ...DEFAULT_PRINT_SETTINGS, documentPrinters: { ...DEFAULT_PRINT_SETTINGS.documentPrinters, receipt: 'NONE' as const } };
    for (const change of [{ printSwitch: false }, { printSettings: settings }, { printClient: 'PRINTER_BOX' }]) {
      useSession.setState({ printSwitch: true, printSettings: DEFAULT_PRINT_SETTINGS, printClient: 'BLUETOOTH', ...change });
      await printReceiptHere(receipt);
    }
    expect(printer.writes).toEqual([]);
    expect(usePrintPreview.getState().printouts).toBeNull();
  });
});
