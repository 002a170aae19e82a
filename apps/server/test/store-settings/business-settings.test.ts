import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  BUSINESS_SETTING_PATHS,
  defaultBusinessHours,
  MSG,
  zonedDateTime,
  type AvailabilityAnswer,
  type BusinessHours,
  type MobileOrderSetting,
  type StoreSetting,
} from '@diancan/core';
import { addCategory, type MenuWorld, startMenuWorld } from '../menu/menu-fixtures.js';
import { dataOf, subscribeStoreRefresh, type TestClient, withQuery } from '../harness.js';

const PATHS = {
  get: BUSINESS_SETTING_PATHS.getStoreSetting.path,
  hours: BUSINESS_SETTING_PATHS.updateBusinessHours.path,
  mobile: BUSINESS_SETTING_PATHS.updateMobileOrderSetting.path,
  available: BUSINESS_SETTING_PATHS.isAvailable.path,
};

let world: MenuWorld;
beforeAll(async () => {
  world = await startMenuWorld();
});
afterAll(async () => {
  await world?.close();
});

const settingOf = async (client: TestClient, storeId: number) =>
  dataOf(await client.get<StoreSetting>(withQuery(PATHS.get, { storeId })));
const saveHours = (client: TestClient, storeId: number, hours: BusinessHours) =>
  client.put<StoreSetting>(PATHS.hours, { storeId, ...hours });
const today = () => zonedDateTime(new Date(), 'Asia/Taipei').date;

const MOBILE: MobileOrderSetting = {
  dineIn: false,
  takeout: true,
  pickupLeadMinutes: 20,
  payAtCounter: false,
  customerNote: '週末人多，請提早點餐',
  hiddenCategoryIds: [],
};

describe('business hours and isAvailable', () => {
  it('answers open around the clock for a store that never set its hours', async () => {
    const { owner, otherStoreId, other } = world;
    const setting = await settingOf(other, otherStoreId);
    expect(setting.businessHours).toEqual(defaultBusinessHours());
    expect(setting.store).toMatchObject({ id: otherStoreId, name: '別人的店', timeZone: 'Asia/Taipei' });
    expect(setting.availability).toMatchObject({ available: true, state: 'OPEN', label: '營業中' });
    const anonymous = await world.server.client().get<AvailabilityAnswer>(withQuery(PATHS.available, { storeId: otherStoreId }));
    expect(dataOf(anonymous)).toMatchObject({ storeId: otherStoreId, available: true });
    expect(owner).toBeDefined();
  });

  it('stores the week, rests and closed days, and isAvailable follows them', async () => {
    const { owner, storeId, server } = world;
    const hours = defaultBusinessHours();
    hours.weekly[0] = { weekday: 1, open: true, start: '11:00', end: '21:00', rests: [{ start: '14:00', end: '17:00' }] };
    hours.weekly[4] = { weekday: 5, open: true, start: '17:00', end: '02:00', rests: [] };
    hours.closedDays = [today(), '2026-12-31', today()];
    const saved = dataOf(await saveHours(owner, storeId, hours));
    expect(saved.businessHours).toEqual({ ...hours, closedDays: [today(), '2026-12-31'].sort() });
    expect(saved.availability).toMatchObject({ available: false, state: 'CLOSED_DAY', label: '公休日' });
    expect((await settingOf(owner, storeId)).businessHours.weekly[4]).toEqual(hours.weekly[4]);
    const publicAnswer = dataOf(await server.client().get<AvailabilityAnswer>(withQuery(PATHS.available, { storeId })));
    expect(publicAnswer).toMatchObject({ available: false, state: 'CLOSED_DAY' });
    expect(publicAnswer.nextChangeAt).not.toBeNull();

    const switchedOff = dataOf(await saveHours(owner, storeId, { ...defaultBusinessHours(), businessSwitch: false }));
    expect(switchedOff.availability).toMatchObject({ available: false, state: 'SWITCHED_OFF', label: '暫停營業', nextChangeAt: null });
    expect(dataOf(await saveHours(owner, storeId, defaultBusinessHours())).availability.available).toBe(true);
  });

  it.each([
    [{ weekly: [] }, '請設定星期一至星期日的營業時間'],
    [{ weekly: 'all' }, '請設定星期一至星期日的營業時間'],
    [{ closedDays: ['2026-13-01'] }, '公休日格式須為yyyy-MM-dd'],
    [{ businessSwitch: 'yes' }, '營業開關須為開啟或關閉'],
  ])('answers 400 for %j and keeps the stored hours', async (change, message) => {
    const { owner, storeId } = world;
    const before = (await settingOf(owner, storeId)).businessHours;
    const refused = await owner.put(PATHS.hours, { storeId, ...defaultBusinessHours(), ...change });
    expect([refused.status, refused.body.message]).toEqual([400, message]);
    expect((await settingOf(owner, storeId)).businessHours).toEqual(before);
  });

  it('refuses a rest outside the hours and a time that is not HH:mm', async () => {
    const { owner, storeId } = world;
    const hours = defaultBusinessHours();
    hours.weekly[2] = { weekday: 3, open: true, start: '11:00', end: '14:00', rests: [{ start: '13:30', end: '15:00' }] };
    const outside = await saveHours(owner, storeId, hours);
    expect([outside.status, outside.body.message]).toEqual([400, '休息時間須在營業時間內']);
    hours.weekly[2] = { weekday: 3, open: true, start: '9:00', end: '14:00', rests: [] };
    expect((await saveHours(owner, storeId, hours)).body.message).toBe('時間格式須為HH:mm');
  });

  it('isAvailable answers 400 without a store, 404 for a store that does not exist, never 500', async () => {
    const anonymous = world.server.client();
    expect((await anonymous.get(PATHS.available)).status).toBe(400);
    expect((await anonymous.get(withQuery(PATHS.available, { storeId: 'abc' }))).status).toBe(400);
    expect((await anonymous.get(withQuery(PATHS.available, { storeId: 999999 }))).status).toBe(404);
    expect((await anonymous.get(withQuery(PATHS.available, { storeId: '99999999999999999999' }))).status).toBe(400);
  });

  it('only the store changes its hours: 401 without a session, 403 for staff and for another store', async () => {
    const { owner, staff, server, storeId, otherStoreId } = world;
    expect((await server.client().put(PATHS.hours, { storeId, ...defaultBusinessHours() })).status).toBe(401);
    const staffCall = await saveHours(staff, storeId, defaultBusinessHours());
    expect([staffCall.status, staffCall.body.message]).toEqual([403, MSG.FORBIDDEN]);
    const foreign = await saveHours(owner, otherStoreId, defaultBusinessHours());
    expect([foreign.status, foreign.body.message]).toEqual([403, MSG.STORE_FORBIDDEN]);
    expect((await owner.get(withQuery(PATHS.get, { storeId: otherStoreId }))).status).toBe(403);
    expect((await staff.get(withQuery(PATHS.get, { storeId }))).status).toBe(200);
  });

  it('tells the store’s devices (CONFIG_CHANGED BUSINESS_HOURS)', async () => {
    const { owner, server, storeId } = world;
    const { stomp, topic } = await subscribeStoreRefresh(server, owner, storeId);
    try {
      const next = stomp.nextMessage(topic);
      dataOf(await saveHours(owner, storeId, defaultBusinessHours()));
      expect(await next).toMatchObject({ type: 'CONFIG_CHANGED', data: { storeId, setting: 'BUSINESS_HOURS' } });
    } finally {
      await stomp.close();
    }
  });
});

describe('PUT back/store/setting/updateMobileOrderSetting', () => {
  it('stores what customers may do, with the hidden categories of the store', async () => {
    const { owner, storeId } = world;
    expect((await settingOf(owner, storeId)).mobileOrderSetting).toMatchObject({ dineIn: true, takeout: true });
    const drinks = await addCategory(owner, storeId, '手機隱藏分類');
    const saved = dataOf(await owner.put<StoreSetting>(PATHS.mobile, { storeId, setting: { ...MOBILE, hiddenCategoryIds: [drinks.id, drinks.id] } }));
    expect(saved.mobileOrderSetting).toEqual({ ...MOBILE, hiddenCategoryIds: [drinks.id] });
    expect((await settingOf(owner, storeId)).mobileOrderSetting).toEqual({ ...MOBILE, hiddenCategoryIds: [drinks.id] });
  });

  it.each([
    [{ dineIn: false, takeout: false }, '內用與外帶至少須開啟一項'],
    [{ pickupLeadMinutes: 241 }, '取餐準備時間須為0到240分鐘的整數'],
    [{ pickupLeadMinutes: 1.5 }, '取餐準備時間須為0到240分鐘的整數'],
    [{ customerNote: '字'.repeat(201) }, '顧客備註最多200字'],
    [{ hiddenCategoryIds: [999999] }, '分類不存在'],
  ])('answers 400 for %j', async (change, message) => {
    const { owner, storeId } = world;
    const before = (await settingOf(owner, storeId)).mobileOrderSetting;
    const refused = await owner.put(PATHS.mobile, { storeId, setting: { ...MOBILE, ...change } });
    expect([refused.status, refused.body.message]).toEqual([400, message]);
    expect((await settingOf(owner, storeId)).mobileOrderSetting).toEqual(before);
  });

  it('refuses another store’s category, staff and another store', async () => {
    const { owner, other, staff, storeId, otherStoreId } = world;
    const foreignCategory = await addCategory(other, otherStoreId, '別人的分類');
    const hidden = await owner.put(PATHS.mobile, { storeId, setting: { ...MOBILE, hiddenCategoryIds: [foreignCategory.id] } });
    expect([hidden.status, hidden.body.message]).toEqual([400, '分類不存在']);
    expect((await staff.put(PATHS.mobile, { storeId, setting: MOBILE })).status).toBe(403);
    expect((await owner.put(PATHS.mobile, { storeId: otherStoreId, setting: MOBILE })).status).toBe(403);
    expect((await owner.put(PATHS.mobile, { storeId })).status).toBe(400);
  });
});
