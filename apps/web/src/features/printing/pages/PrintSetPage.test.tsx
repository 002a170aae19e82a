import { fireEvent, screen, waitFor } from '@testing-library/react';
import { DEFAULT_STORE_CONFIG, type StoreConfig } from '@diancan/core';
import { beforeEach, describe, expect, it } from 'vitest';
import { initialSession, useSession } from '../../../lib/session';
import { expectToast, ok, renderWithProviders, stubApi } from '../../../test/render';
import PrintSetPage from './PrintSetPage';

const STORE_ID = 11;

/** The default configuration with printing on, for a store that sells at the POS. */
function config(): StoreConfig {
  return {
    ...DEFAULT_STORE_CONFIG,
    switchSettings: { ...DEFAULT_STORE_CONFIG.switchSettings, printSwitch: true },
    systemModules: { ...DEFAULT_STORE_CONFIG.systemModules, POS_ORDER: true },
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
