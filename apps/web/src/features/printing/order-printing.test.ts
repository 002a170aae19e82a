import { BinaryBitmap, DecodeHintType, HybridBinarizer, QRCodeReader, RGBLuminanceSource } from '@zxing/library';
import {
  DEFAULT_PRINT_SETTINGS,
  invoiceProofContent,
  invoiceProofDocument,
  rasterToRgba,
  readEscPos,
  receiptDocument,
  type EscPosRaster,
} from '@diancan/core';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { initialSession, useSession } from '../../lib/session';
import { printOfflineOrder } from './order-printing';
import { closePreview, usePrintPreview } from './print-flow';
import { usePrinterLinks } from './printer-links';
import { connectBluetoothPrinter } from './transports/bluetooth';
import { fakePrinter } from './transports/fake-bluetooth-printer';

/** A receipt as the POS builds it for an order taken offline (pos/offline/offline-receipt.ts): numbered 離3. */
const RECEIPT_INPUT = {
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
};
const receipt = receiptDocument(RECEIPT_INPUT);

/**
 * The proof of an invoice issued offline as the POS builds it (pos/offline/offline-proof.ts): number, random code and
 * check code as the server reserved them with the block (the specification's test vector: number + random code
 * XF000012349876 under key FE05F029154F6AA67A78B338ED2F6601 is CamotDNRUN8bVyY5S1BhFQ==).
 */
const proof = invoiceProofDocument(
  invoiceProofContent(
    {
      invoiceNumber: 'XF00001234',
      periodKey: '11512',
      issueDate: '2026-11-26',
      issuedAt: new Date('2026-11-26T04:05:00Z'),
      randomCode: '9876',
      buyerTaxId: null,
      sellerTaxId: '24536806',
      sellerName: '示範餐廳',
      sellerAddress: null,
      salesCents: 3000,
      taxCents: 0,
      totalCents: 3000,
      items: [{ name: '紅茶', quantity: 1, unitPrice: 3000, amount: 3000 }],
    },
    { storeName: '示範餐廳', timeZone: 'Asia/Taipei', checkCode: 'CamotDNRUN8bVyY5S1BhFQ==', printCount: 1 },
  ),
);

/** Reads the left QR code of the proof's printed raster with ZXing, as a phone reads the paper. */
function readLeftQr(raster: EscPosRaster): string {
  const { pixels, width, height } = rasterToRgba(raster, 0, (raster.widthBytes * 8) / 2, 24);
  const luminance = new Uint8ClampedArray(width * height).map((_, index) => pixels[index * 4] ?? 255);
  const hints = new Map<DecodeHintType, unknown>([[DecodeHintType.CHARACTER_SET, 'UTF-8'], [DecodeHintType.TRY_HARDER, true]]);
  const bitmap = new BinaryBitmap(new HybridBinarizer(new RGBLuminanceSource(luminance, width, height)));
  return new QRCodeReader().decode(bitmap, hints).getText();
}

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
    await printOfflineOrder({ receipt, proof: null });
    expect(printer.writes.length).toBeGreaterThan(1);
    expect(printer.writes.slice(0, -1).every((write) => write.length === 48)).toBe(true);
    const printed = readEscPos(Uint8Array.from(printer.writes.flatMap((write) => [...write])));
    expect(printed.lines.join('\n')).toMatch(/單號 離3 +外帶/);
    expect([printed.cuts, printed.drawerKicks]).toEqual([1, 1]);
    expect(usePrintPreview.getState().printouts).toBeNull();
  });

  it('is shown in the preview when the printer is not connected', async () => {
    await printOfflineOrder({ receipt, proof: null });
    expect(usePrintPreview.getState().printouts).toEqual([{ printer: 'POS', document: receipt }]);
  });

  it("prints the offline invoice's proof after the receipt: barcode and a left QR code in the MOF format", async () => {
    const printer = fakePrinter();
    const link = await connectBluetoothPrinter(printer.bluetooth, () => undefined);
    usePrinterLinks.setState({ POS: { ...NO_LINK, link } });
    await printOfflineOrder({ receipt, proof });
    const printed = readEscPos(Uint8Array.from(printer.writes.flatMap((write) => [...write])));
    expect(printed.lines.join('\n')).toMatch(/單號 離3[\s\S]*電子發票證明聯[\s\S]*XF-00001234/);
    // 年 115, the period's even month 12, the number and the random code.
    expect(printed.barcodes).toEqual(['11512XF000012349876']);
    expect(printed.rasters).toHaveLength(1);
    const left = readLeftQr(printed.rasters[0]!);
    // number (10), ROC date (7), random code (4), sales (NT$29, tax excluded) and total (NT$30) in hex, buyer and
    // seller (8 + 8), check code (24); then the custom area, items recorded, items in all, UTF-8, the item.
    const head = /^([A-Z]{2}\d{8})(\d{7})(\d{4})([0-9a-f]{8})([0-9a-f]{8})(\d{8})(\d{8})([A-Za-z0-9+/]{22}==):\*{10}:1:1:1:紅茶:1:30$/.exec(left);
    expect(head?.slice(1)).toEqual(['XF00001234', '1151126', '9876', '0000001d', '0000001e', '00000000', '24536806', 'CamotDNRUN8bVyY5S1BhFQ==']);
    expect(usePrintPreview.getState().printouts).toBeNull();
  });

  it('shows the receipt and the proof in the preview when the printer is not connected; routed nowhere, no proof', async () => {
    await printOfflineOrder({ receipt, proof });
    expect(usePrintPreview.getState().printouts).toEqual([{ printer: 'POS', document: receipt }, { printer: 'POS', document: proof }]);
    closePreview();
    const settings = { ...DEFAULT_PRINT_SETTINGS, documentPrinters: { ...DEFAULT_PRINT_SETTINGS.documentPrinters, proof: 'NONE' as const } };
    useSession.setState({ printSettings: settings });
    await printOfflineOrder({ receipt, proof });
    expect(usePrintPreview.getState().printouts).toEqual([{ printer: 'POS', document: receipt }]);
  });

  it('routes kitchen tickets and labels as the server does: labels only with 結帳列印標籤 and not over web Bluetooth', async () => {
    const kitchen = receiptDocument({ ...RECEIPT_INPUT, orderNo: '離3 廚房' });
    const label = receiptDocument({ ...RECEIPT_INPUT, orderNo: '離3 標籤' });
    const settings = { ...DEFAULT_PRINT_SETTINGS, documentPrinters: { ...DEFAULT_PRINT_SETTINGS.documentPrinters, kitchen: 'SECOND_POS' as const } };
    useSession.setState({ printSettings: settings, tagSwitch: true, hasTag: true });
    await printOfflineOrder({ receipt, proof: null, kitchen: [kitchen], labels: [label] });
    expect(usePrintPreview.getState().printouts).toEqual([{ printer: 'POS', document: receipt }, { printer: 'SECOND_POS', document: kitchen }]);
    closePreview();
    useSession.setState({ printClient: 'SERIAL' });
    await printOfflineOrder({ receipt, proof: null, kitchen: [kitchen], labels: [label] });
    expect(usePrintPreview.getState().printouts?.map(({ printer }) => printer)).toEqual(['POS', 'SECOND_POS', 'TAG']);
  });

  it('is not printed where the store prints no receipt, routes it nowhere, or prints through a printer box', async () => {
    const printer = fakePrinter();
    const link = await connectBluetoothPrinter(printer.bluetooth, () => undefined);
    usePrinterLinks.setState({ POS: { ...NO_LINK, link } });
    const settings = { ...DEFAULT_PRINT_SETTINGS, documentPrinters: { ...DEFAULT_PRINT_SETTINGS.documentPrinters, receipt: 'NONE' as const } };
    for (const change of [{ printSwitch: false }, { printSettings: settings }, { printClient: 'PRINTER_BOX' }]) {
      useSession.setState({ printSwitch: true, printSettings: DEFAULT_PRINT_SETTINGS, printClient: 'BLUETOOTH', ...change });
      await printOfflineOrder({ receipt, proof: null });
    }
    expect(printer.writes).toEqual([]);
    expect(usePrintPreview.getState().printouts).toBeNull();
  });
});
