import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEFAULT_PRINT_SETTINGS, DEVICE_SETTING_PATHS, MSG, type StoreConfig } from '@diancan/core';
import { type MenuWorld, startMenuWorld } from '../menu/menu-fixtures.js';
import { dataOf, subscribeStoreRefresh, type TestClient, withQuery } from '../harness.js';

const PATH = DEVICE_SETTING_PATHS.updateDeviceSetting.path;

let world: MenuWorld;
beforeAll(async () => {
  world = await startMenuWorld();
});
afterAll(async () => {
  await world?.close();
});

const update = (client: TestClient, body: Record<string, unknown>) => client.put<StoreConfig>(PATH, body);
const configOf = async (client: TestClient, storeId: number) =>
  dataOf(await client.get<StoreConfig>(withQuery('/api/back/store/setting/getConfig', { storeId })));

describe('PUT /api/back/account/updateDeviceSetting', () => {
  it('changes only the fields sent and answers the store config, which getConfig then reads', async () => {
    const { owner, storeId } = world;
    const before = await configOf(owner, storeId);
    const answered = dataOf(
      await update(owner, {
        storeId,
        printClient: 'PRINTER_BOX',
        printerboxPrinterName: '  櫃台  ',
        printerboxPrinterNameSecond: '廚房',
        paperWidthSecond: 80,
        documentPrinters: { receipt: 'POS', kitchen: 'SECOND_POS', proof: 'POS', report: 'NONE' },
      }),
    );
    expect(answered.uiSettings).toEqual({ ...before.uiSettings, printClient: 'PRINTER_BOX' });
    expect(answered.deviceSettings).toEqual({
      ...before.deviceSettings,
      printerboxPrinterName: '櫃台',
      printerboxPrinterNameSecond: '廚房',
      paperWidthSecond: 80,
      documentPrinters: { receipt: 'POS', kitchen: 'SECOND_POS', proof: 'POS', report: 'NONE' },
    });
    expect(answered.switchSettings).toEqual(before.switchSettings);
    expect(await configOf(owner, storeId)).toEqual(answered);

    // A blank name clears it; the chunk size goes back to the spec's sizes with null.
    const cleared = dataOf(await update(owner, { storeId, printerboxPrinterNameSecond: ' ', bluetoothChunkSize: 20 }));
    expect(cleared.deviceSettings).toMatchObject({ printerboxPrinterNameSecond: null, bluetoothChunkSize: 20, printerboxPrinterName: '櫃台' });
    expect(dataOf(await update(owner, { storeId, bluetoothChunkSize: null })).deviceSettings.bluetoothChunkSize).toBeNull();
  });

  it('gives a store that never saved a config the defaults with the change applied', async () => {
    const { other, otherStoreId } = world;
    const config = dataOf(await update(other, { storeId: otherStoreId, printClient: 'SERIAL', serialBaudRate: 115200 }));
    expect(config.uiSettings.printClient).toBe('SERIAL');
    expect(config.deviceSettings).toMatchObject({ ...DEFAULT_PRINT_SETTINGS, serialBaudRate: 115200, printMac: null });
    expect(config.switchSettings.printSwitch).toBe(false);
  });

  it.each([
    [{ printClient: 'NETWORK' }, '出單方式不正確'],
    [{ paperWidth: 76 }, '紙張寬度須為 58 或 80 mm'],
    [{ paperWidth: '58' }, '紙張寬度須為 58 或 80 mm'],
    [{ bluetoothChunkSize: 19 }, '藍芽每次寫入須為 20 到 512 位元組的整數'],
    [{ bluetoothChunkSize: 48.5 }, '藍芽每次寫入須為 20 到 512 位元組的整數'],
    [{ serialBaudRate: 4800 }, '序列埠速率不正確'],
    [{ documentPrinters: { receipt: 'TAG', kitchen: 'POS', proof: 'POS', report: 'POS' } }, '出單機選擇不正確'],
    // NUL and unpaired surrogates are refused for every route before its own schema (platform/errors).
    [{ printerboxPrinterName: 'a\u0000b' }, '內容含有無法接受的字元'],
    [{ printerboxPrinterName: 'x\ud800' }, '內容含有無法接受的字元'],
    [{ printerboxPrinterName: '印'.repeat(65) }, '印表機名稱最多 64 字，不可含控制字元'],
    [{}, '沒有要修改的設定'],
  ])('answers 400 for %j and changes nothing', async (change, message) => {
    const { owner, storeId } = world;
    const before = await configOf(owner, storeId);
    const refused = await update(owner, { storeId, ...change });
    expect([refused.status, refused.body]).toEqual([400, { status: false, message, data: null }]);
    expect(await configOf(owner, storeId)).toEqual(before);
  });

  it('answers 401 without a session, 403 for another store and for staff, 400 for an id past the integer range', async () => {
    const { owner, staff, server, storeId, otherStoreId } = world;
    expect((await server.client().put(PATH, { storeId, printClient: 'SERIAL' })).status).toBe(401);
    const foreign = await update(owner, { storeId: otherStoreId, printClient: 'SERIAL' });
    expect([foreign.status, foreign.body.message]).toEqual([403, MSG.STORE_FORBIDDEN]);
    const staffCall = await update(staff, { storeId, printClient: 'SERIAL' });
    expect([staffCall.status, staffCall.body.message]).toEqual([403, MSG.FORBIDDEN]);
    expect((await update(owner, { storeId: 2 ** 40, printClient: 'SERIAL' })).status).toBeLessThan(500);
  });

  it('tells the store’s screens after a change (CONFIG_CHANGED, DEVICE_SETTING)', async () => {
    const { owner, server, storeId } = world;
    const { stomp, topic } = await subscribeStoreRefresh(server, owner, storeId);
    try {
      const next = stomp.nextMessage(topic);
      dataOf(await update(owner, { storeId, paperWidth: 80 }));
      expect(await next).toMatchObject({ type: 'CONFIG_CHANGED', data: { storeId, setting: 'DEVICE_SETTING' } });
    } finally {
      await stomp.close();
    }
  });
});
