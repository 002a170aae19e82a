import { fireEvent, screen, waitFor } from '@testing-library/react';
import { DEFAULT_PRINT_SETTINGS, DEFAULT_STORE_CONFIG, type StoreConfig } from '@diancan/core';
import { beforeEach, describe, expect, it } from 'vitest';
import { initialSession, useSession } from '../../../lib/session';
import { expectToast, ok, renderWithProviders, stubApi } from '../../../test/render';
import PrintSetPage from './PrintSetPage';

const STORE_ID = 11;

function config(): StoreConfig {
  return {
    switchSettings: {
      mobileOrderSwitch: false,
      printSwitch: true,
      tagSwitch: false,
      kitchenAreaSwitch: false,
      adminLinePaySwitch: false,
      idleOrderReminderSwitch: false,
      idleOrderReminderMinutes: 30,
      whatsEatSwitch: false,
      reportManagerCodeVerificationSwitch: false,
    },
    deviceSettings: {
      printMac: null,
      printMacSecond: null,
      tagMac: null,
      printDeviceId: null,
      printDeviceIdSecond: null,
      tagDeviceId: null,
      printerboxPrinterName: null,
      printerboxPrinterNameSecond: null,
      ...DEFAULT_PRINT_SETTINGS,
    },
    uiSettings: { backPosCheckoutMode: 'GENERAL', backPosTagMode: 'GENERAL', fontSizeSetting: 1, printClient: 'BLUETOOTH', quantityKeyboardType: 'GENERAL' },
    invoiceSettings: { adminInvoiceSwitch: false, storeInvoiceSwitch: false, deliveryPlatformSwitch: false },
    systemModules: { POS_ORDER: true, FRONT_ORDER: false, MOBILE_ORDER: false },
    payMethods: [],
    deliveryPlatforms: DEFAULT_STORE_CONFIG.deliveryPlatforms,
  };
}

beforeEach(() => {
  useSession.setState({ ...initialSession, token: true, storeId: STORE_ID });
  useSession.getState().applyStoreConfig(config());
});

describe('出單設定', () => {
  it('saves the printer box, its printer names and a paper width, and the session follows', async () => {
    const saved = config();
    const api = stubApi({
      'PUT /api/back/account/updateDeviceSetting': (body) => {
        const request = body as Record<string, unknown>;
        return ok({
          ...saved,
          uiSettings: { ...saved.uiSettings, printClient: request.printClient },
          deviceSettings: {
            ...saved.deviceSettings,
            printerboxPrinterName: request.printerboxPrinterName,
            printerboxPrinterNameSecond: request.printerboxPrinterNameSecond,
            paperWidthSecond: request.paperWidthSecond,
            documentPrinters: request.documentPrinters,
          },
        });
      },
    });
    renderWithProviders(<PrintSetPage />);
    fireEvent.click(screen.getByRole('radio', { name: '印表機盒（店內網路）' }));
    fireEvent.change(screen.getByRole('textbox', { name: '出單機 1 印表機盒名稱' }), { target: { value: '櫃台' } });
    fireEvent.change(screen.getByRole('textbox', { name: '出單機 2 印表機盒名稱' }), { target: { value: '廚房' } });
    fireEvent.click(screen.getAllByLabelText('出單機 2 紙張寬度')[0]!);
    fireEvent.click(await screen.findByRole('option', { name: '80 mm' }));
    fireEvent.click(screen.getByRole('button', { name: '儲存' }));
    await expectToast('出單設定已儲存');
    expect(api.callsTo('PUT', '/back/account/updateDeviceSetting').map((call) => call.body)).toEqual([
      {
        storeId: STORE_ID,
        printClient: 'PRINTER_BOX',
        printerboxPrinterName: '櫃台',
        printerboxPrinterNameSecond: '廚房',
        printerboxTagPrinterName: '',
        paperWidth: 58,
        paperWidthSecond: 80,
        documentPrinters: { receipt: 'POS', kitchen: 'POS', proof: 'POS', report: 'POS' },
        bluetoothChunkSize: null,
        serialBaudRate: 9600,
      },
    ]);
    // The session follows the answer: the header's dots now show (the store has a printer).
    await waitFor(() => expect(useSession.getState()).toMatchObject({ printClient: 'PRINTER_BOX', hasPos: true }));
    expect(useSession.getState().printSettings.paperWidthSecond).toBe(80);
  }, 20_000);
});
