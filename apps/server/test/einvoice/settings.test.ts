import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { EINVOICE_MSG, EINVOICE_PATHS, type InvoiceTrack, type StoreInvoiceSetting } from '@diancan/core';
import { einvoiceSettings } from '../../src/platform/db/schema/index.js';
import { dataOf, signedIn, withQuery } from '../harness.js';
import { addTrack, type EinvoiceWorld, placeOrder, startEinvoiceWorld } from './einvoice-fixtures.js';

let world: EinvoiceWorld;

beforeAll(async () => {
  world = await startEinvoiceWorld();
});
afterAll(async () => {
  await world?.close();
});

const settingOf = async (storeId = world.storeId) =>
  dataOf(await world.owner.get<StoreInvoiceSetting>(withQuery(EINVOICE_PATHS.getStoreInvoiceSetting.path, { storeId })));

const track = { year: 2026, startMonth: 11, letters: 'AB', startNumber: '00000000', endNumber: '00000099' };

describe('e-invoice settings', () => {
  it('answers the switches, the seller, whether a key is set (never the key) and the seeded tracks', async () => {
    const setting = await settingOf(world.secondStoreId);
    expect(setting).toMatchObject({
      adminInvoiceSwitch: true,
      storeInvoiceSwitch: true,
      enabled: true,
      sellerTaxId: '12345675',
      sellerName: '示範餐廳 大安店',
      aesKeySet: true,
      currentPeriodKey: '11512',
      currentPeriodText: '115年11-12月',
    });
    expect(JSON.stringify(setting)).not.toContain('FE05F029');
    expect(setting.tracks.map((row) => [row.periodKey, row.state])).toContainEqual(['11512', 'CURRENT']);
  });

  it('shows the remaining numbers, and warns only when the supply runs out (under 10 % or a day’s rate)', async () => {
    const added = await addTrack(world, { ...track, endNumber: '00000049' });
    expect(added).toMatchObject({ firstNumber: 'AB00000000', lastNumber: 'AB00000049', size: 50, remaining: 50, removable: true, state: 'CURRENT' });
    expect(await settingOf()).toMatchObject({ currentRemaining: 50, lowOnNumbers: false });
    await placeOrder(world);
    const after = await settingOf();
    expect(after).toMatchObject({ currentRemaining: 49, lowOnNumbers: false, supply: { currentSize: 50, currentRemaining: 49, runningOut: false } });
    expect(after.tracks.find((row) => row.id === added.id)).toMatchObject({ used: 1, remaining: 49, nextNumber: 1, removable: false });
  });

  it('refuses ranges outside whole books, over, overlapping or in a period gone by', async () => {
    const add = (body: object) => world.owner.post(EINVOICE_PATHS.addTrack.path, { storeId: world.storeId, ...track, ...body });
    const refusal = async (body: object) => {
      const response = await add(body);
      return [response.status, (response.body as { message: string }).message];
    };
    expect(await refusal({ startNumber: '00000051' })).toEqual([400, '起始號碼須為每本第一號（50的倍數，尾數00或50）']);
    expect(await refusal({ endNumber: '00000098' })).toEqual([400, '結束號碼須為每本最後一號（尾數49或99）']);
    expect(await refusal({ startMonth: 9 })).toEqual([400, '發票期別已結束']);
    expect(await refusal({ startNumber: '00000000', endNumber: '00000099' })).toEqual([409, '號碼區間與已設定的字軌重疊']);
    // The same numbers in another period, or other letters, are another range.
    expect((await add({ year: 2027, startMonth: 1 })).status).toBe(200);
    expect((await add({ letters: 'AC' })).status).toBe(200);
  });

  it('removes a track entered by mistake, but not one whose numbers were used', async () => {
    const mistake = await addTrack(world, { ...track, letters: 'QQ' });
    const remove = (id: number) => world.owner.delete(withQuery(EINVOICE_PATHS.removeTrack.path, { storeId: world.storeId, id }));
    expect((await remove(mistake.id)).status).toBe(200);
    expect((await remove(mistake.id)).status).toBe(404);
    const used = (await settingOf()).tracks.find((row: InvoiceTrack) => !row.removable);
    if (!used) throw new Error('no used track');
    const refused = await remove(used.id);
    expect([refused.status, (refused.body as { message: string }).message]).toEqual([409, EINVOICE_MSG.TRACK_IN_USE]);
  });

  it('saves the seller and a new key, keeps the stored key when none is sent, and wants a key to switch on', async () => {
    const update = (body: object) => world.owner.put<StoreInvoiceSetting>(EINVOICE_PATHS.updateStoreInvoiceSetting.path, { storeId: world.storeId, ...body });
    const saved = dataOf(
      await update({ storeInvoiceSwitch: true, sellerTaxId: '24536806', sellerName: '信義小館', sellerAddress: '台北市信義路1號', aesKey: 'a'.repeat(32) }),
    );
    expect(saved).toMatchObject({ sellerName: '信義小館', sellerAddress: '台北市信義路1號', aesKeySet: true, enabled: true });
    expect(dataOf(await update({ storeInvoiceSwitch: false, sellerTaxId: '24536806', sellerName: '信義小館' }))).toMatchObject({
      storeInvoiceSwitch: false,
      enabled: false,
      aesKeySet: true,
      sellerAddress: null,
    });

    // A store that never had a key cannot switch invoices on without one.
    await world.server.db.update(einvoiceSettings).set({ aesKeyHex: null }).where(eq(einvoiceSettings.storeId, world.storeId));
    const refused = await update({ storeInvoiceSwitch: true, sellerTaxId: '24536806', sellerName: '信義小館' });
    expect([refused.status, (refused.body as { message: string }).message]).toEqual([400, EINVOICE_MSG.AES_KEY_REQUIRED]);
    const invalid = await update({ storeInvoiceSwitch: true, sellerTaxId: '24536806', sellerName: '信義小館', aesKey: 'XYZ' });
    expect(invalid.status).toBe(400);
    expect(dataOf(await update({ storeInvoiceSwitch: true, sellerTaxId: '24536806', sellerName: '信義小館', aesKey: 'b'.repeat(32) })).enabled).toBe(true);
  });

  it('keeps other stores and staff out', async () => {
    const other = await signedIn(world.server, 'manager');
    expect((await other.get(withQuery(EINVOICE_PATHS.getStoreInvoiceSetting.path, { storeId: world.storeId }))).status).toBe(403);
    const stranger = world.server.client();
    expect((await stranger.get(withQuery(EINVOICE_PATHS.getTrackList.path, { storeId: world.storeId }))).status).toBe(401);
  });
});
