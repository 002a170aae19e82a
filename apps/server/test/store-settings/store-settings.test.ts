import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  MSG,
  STORE_SETTING_PATHS,
  type StoreConfig,
  type StoreSettingName,
  type SwitchSettings,
} from '@diancan/core';
import type { TestClient } from '../harness.js';
import { type MenuWorld, startMenuWorld } from '../menu/menu-fixtures.js';
import { dataOf, subscribeStoreRefresh, withQuery } from '../harness.js';

const PATH = STORE_SETTING_PATHS.updateStoreSetting.path;

let world: MenuWorld;
beforeAll(async () => {
  world = await startMenuWorld();
});
afterAll(async () => {
  await world?.close();
});

const update = (client: TestClient, storeId: number, setting: StoreSettingName | string, value: unknown) =>
  client.put<SwitchSettings>(PATH, { storeId, setting, value });

const switchesOf = async (client: TestClient, storeId: number) =>
  dataOf(await client.get<StoreConfig>(withQuery('/api/back/store/setting/getConfig', { storeId }))).switchSettings;

describe('PUT /api/back/account/updateStoreSetting', () => {
  it('switches the idle order reminder and sets its minutes, leaving every other switch as it was', async () => {
    const { owner, storeId } = world;
    const before = await switchesOf(owner, storeId);
    const off = dataOf(await update(owner, storeId, 'IDLE_ORDER_REMINDER_SWITCH', false));
    expect(off).toEqual({ ...before, idleOrderReminderSwitch: false });
    const minutes = dataOf(await update(owner, storeId, 'IDLE_ORDER_REMINDER_MINUTES', 45));
    expect(minutes).toEqual({ ...before, idleOrderReminderSwitch: false, idleOrderReminderMinutes: 45 });
    dataOf(await update(owner, storeId, 'IDLE_ORDER_REMINDER_SWITCH', true));
    expect(await switchesOf(owner, storeId)).toEqual({ ...before, idleOrderReminderSwitch: true, idleOrderReminderMinutes: 45 });
  });

  it.each([
    ['PRINT_SWITCH', 'printSwitch'],
    ['TAG_SWITCH', 'tagSwitch'],
    ['KITCHEN_AREA_SWITCH', 'kitchenAreaSwitch'],
    ['MOBILE_ORDER_SWITCH', 'mobileOrderSwitch'],
  ] as const)('flips %s both ways', async (setting, field) => {
    const { owner, storeId } = world;
    const start = (await switchesOf(owner, storeId))[field];
    expect(dataOf(await update(owner, storeId, setting, !start))[field]).toBe(!start);
    expect((await switchesOf(owner, storeId))[field]).toBe(!start);
    expect(dataOf(await update(owner, storeId, setting, start))[field]).toBe(start);
  });

  it('gives a store that never saved a config one made of the defaults, with the setting applied', async () => {
    const { other, otherStoreId } = world;
    const switches = dataOf(await update(other, otherStoreId, 'IDLE_ORDER_REMINDER_MINUTES', 15));
    expect(switches).toMatchObject({ idleOrderReminderMinutes: 15, idleOrderReminderSwitch: false, mobileOrderSwitch: false });
    const config = dataOf(await other.get<StoreConfig>(withQuery('/api/back/store/setting/getConfig', { storeId: otherStoreId })));
    expect(config.switchSettings.idleOrderReminderMinutes).toBe(15);
    // The menu world turns the POS module on for its stores (the server refuses POS calls without it); nothing else.
    expect(config.systemModules).toEqual({ POS_ORDER: true, FRONT_ORDER: false, MOBILE_ORDER: false });
  });

  it('refuses the mobile-order switch of a store without the mobile-order module (403)', async () => {
    const { other, otherStoreId } = world;
    const refused = await update(other, otherStoreId, 'MOBILE_ORDER_SWITCH', true);
    expect([refused.status, refused.body]).toEqual([403, { status: false, message: '商店未開通手機點餐模組，無法切換手機點餐', data: null }]);
    expect((await switchesOf(other, otherStoreId)).mobileOrderSwitch).toBe(false);
  });

  it('keeps two changes made at once to two different switches', async () => {
    const { owner, storeId } = world;
    await Promise.all([
      update(owner, storeId, 'IDLE_ORDER_REMINDER_MINUTES', 20).then(dataOf),
      update(owner, storeId, 'PRINT_SWITCH', true).then(dataOf),
      update(owner, storeId, 'TAG_SWITCH', true).then(dataOf),
    ]);
    expect(await switchesOf(owner, storeId)).toMatchObject({ idleOrderReminderMinutes: 20, printSwitch: true, tagSwitch: true });
  });

  it.each([
    ['IDLE_ORDER_REMINDER_MINUTES', 0, '提醒分鐘數須介於1到240分鐘'],
    ['IDLE_ORDER_REMINDER_MINUTES', 241, '提醒分鐘數須介於1到240分鐘'],
    ['IDLE_ORDER_REMINDER_MINUTES', 12.5, '提醒分鐘數須為整數'],
    ['IDLE_ORDER_REMINDER_MINUTES', '30', '提醒分鐘數須為整數'],
    ['IDLE_ORDER_REMINDER_MINUTES', undefined, '提醒分鐘數為必填'],
    ['IDLE_ORDER_REMINDER_SWITCH', 'true', '閒置訂單提醒須為開啟或關閉'],
    ['MOBILE_ORDER_SWITCH', 1, '手機點餐須為開啟或關閉'],
    ['REPORT_MANAGER_CODE_VERIFICATION_SWITCH', false, '設定項目不正確'],
    ['idleOrderReminderSwitch', false, '設定項目不正確'],
  ])('answers 400 for %s = %j', async (setting, value, message) => {
    const { owner, storeId } = world;
    const before = await switchesOf(owner, storeId);
    const refused = await update(owner, storeId, setting, value);
    expect([refused.status, refused.body]).toEqual([400, { status: false, message, data: null }]);
    expect(await switchesOf(owner, storeId)).toEqual(before);
  });

  it('answers 400 without a store id, 401 without a session, 403 for another store and for staff', async () => {
    const { owner, staff, server, storeId, otherStoreId } = world;
    const noStore = await owner.put(PATH, { setting: 'PRINT_SWITCH', value: true });
    expect([noStore.status, noStore.body.message]).toEqual([400, '商店編號為必填']);
    expect((await server.client().put(PATH, { storeId, setting: 'PRINT_SWITCH', value: true })).status).toBe(401);
    const foreign = await update(owner, otherStoreId, 'IDLE_ORDER_REMINDER_SWITCH', true);
    expect([foreign.status, foreign.body.message]).toEqual([403, MSG.STORE_FORBIDDEN]);
    const staffCall = await update(staff, storeId, 'IDLE_ORDER_REMINDER_SWITCH', true);
    expect([staffCall.status, staffCall.body.message]).toEqual([403, MSG.FORBIDDEN]);
  });

  it('tells the store’s devices after the change (CONFIG_CHANGED with the setting), nothing after a refused one', async () => {
    const { owner, server, storeId } = world;
    const { stomp, topic } = await subscribeStoreRefresh(server, owner, storeId);
    try {
      expect((await update(owner, storeId, 'IDLE_ORDER_REMINDER_MINUTES', 999)).status).toBe(400);
      const next = stomp.nextMessage(topic);
      dataOf(await update(owner, storeId, 'IDLE_ORDER_REMINDER_MINUTES', 25));
      expect(await next).toMatchObject({ type: 'CONFIG_CHANGED', data: { storeId, setting: 'IDLE_ORDER_REMINDER_MINUTES' } });
      const second = stomp.nextMessage(topic);
      dataOf(await update(owner, storeId, 'IDLE_ORDER_REMINDER_SWITCH', false));
      expect(await second).toMatchObject({ type: 'CONFIG_CHANGED', data: { storeId, setting: 'IDLE_ORDER_REMINDER_SWITCH' } });
      expect(stomp.received.filter((entry) => entry.destination === topic)).toHaveLength(2);
    } finally {
      await stomp.close();
    }
  });
});
