import { randomUUID } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ACCESS_MSG, addDays, DEVICE_SETTING_PATHS, PRINT_PATHS, type PrintJobSummary, BUSINESS_SETTING_PATHS, businessDateOf, REPORT_PATHS, type RevenueTotals, DEFAULT_MOBILE_ORDER_SETTING, defaultBusinessHours, type DiningTable, FRONT_MSG, FRONT_PATHS, ORDER_BOARD_PATHS, type OrderCard, type OrderDetail, type FrontOrderStatus } from '@diancan/core';
import { MENU_PATHS } from '@diancan/core/contracts/menu';
import { orderLines, orders, rateLimitCounters, storeConfigs } from '../../src/platform/db/schema/index.js';
import { addCategory, addItem, addOptionGroup } from '../menu/menu-fixtures.js';
import { dataOf, withQuery } from '../harness.js';
import { type CheckoutWorld, startCheckoutWorld } from '../pos/checkout-fixtures.js';
import { addTable, frontMenu, orderStatus, submit } from './front-fixtures.js';

let world: CheckoutWorld;
let table: DiningTable;
let tea: { id: number };
let noodles: { id: number };
let sizes: { id: number; options: { id: number; name: string; price: number }[] };
beforeAll(async () => {
  world = await startCheckoutWorld();
  const { owner, storeId } = world;
  table = await addTable(owner, storeId, 'A1');
  const category = await addCategory(owner, storeId, '手機點餐');
  sizes = await addOptionGroup(owner, storeId, '份量', [{ name: '小' }, { name: '大', price: 1500 }]);
  tea = await addItem(owner, storeId, category.id, '手機紅茶', 3000, { optionGroupIds: [sizes.id] });
  noodles = await addItem(owner, storeId, category.id, '手機牛肉麵', 18000);
});
afterAll(async () => {
  await world?.close();
});

const large = () => sizes.options.find((option) => option.name === '大')!.id;

describe('dining tables', () => {
  it('adds a table with a signed token and its order URL; list, update and remove it; names are unique per store', async () => {
    const { owner, storeId } = world;
    const added = await addTable(owner, storeId, 'B2');
    expect(added).toMatchObject({ name: 'B2', orderUrl: `/order/${added.token}` });
    expect(added.token).toMatch(/^t\d+\.[A-Za-z0-9_-]{43}$/);
    expect((await owner.post(FRONT_PATHS.diningTable.add.path, { storeId, name: 'B2' })).body.message).toBe(FRONT_MSG.TABLE_NAME_TAKEN);
    const renamed = dataOf(await owner.put<DiningTable>(FRONT_PATHS.diningTable.update.path, { storeId, id: added.id, name: 'B3' }));
    expect(renamed).toMatchObject({ name: 'B3', token: added.token });
    const listed = dataOf(await owner.get<DiningTable[]>(withQuery(FRONT_PATHS.diningTable.list.path, { storeId })));
    expect(listed.map((row) => row.name)).toEqual(expect.arrayContaining(['A1', 'B3']));
    dataOf(await owner.delete(withQuery(FRONT_PATHS.diningTable.remove.path, { storeId, id: added.id })));
    expect((await frontMenu(world.server.client(), added.token)).status).toBe(404);
  });

  it("keeps another store's user out of the store's tables", async () => {
    const { other, storeId } = world;
    expect((await other.get(withQuery(FRONT_PATHS.diningTable.list.path, { storeId }))).status).toBe(403);
    expect((await other.put(FRONT_PATHS.diningTable.rotateToken.path, { storeId, id: table.id })).status).toBe(403);
    expect((await other.put(FRONT_PATHS.diningTable.rotateToken.path, { storeId: world.otherStoreId, id: table.id })).status).toBe(404);
  });
});

describe('the customer API', () => {
  it('shows the mobile menu of the table token without a session', async () => {
    const menu = dataOf(await frontMenu(world.server.client(), table.token));
    expect(menu.store).toMatchObject({ open: true, orderTypes: ['INSIDE'] });
    expect(menu.table).toEqual({ id: table.id, name: 'A1' });
    const items = menu.categories.flatMap((category) => category.items);
    expect(items.find((item) => item.id === tea.id)).toMatchObject({ price: 3000, optionGroupIds: [sizes.id] });
    expect(menu.optionGroups.map((group) => group.id)).toContain(sizes.id);
  });

  it('prices every line itself, ignoring the prices a client sends, and lands an unpaid 手機 order with the table', async () => {
    const customer = world.server.client();
    const forged = {
      token: table.token,
      type: 'INSIDE',
      lines: [
        { itemId: tea.id, count: 2, unitPrice: 1, options: [{ optionId: large(), count: 1, price: 0 }] },
        { itemId: noodles.id, count: 1, unitPrice: 0, amount: 0 },
      ],
      remark: '不要香菜',
      total: 1,
    };
    const result = dataOf(await submit(customer, forged));
    expect(result.total).toBe(2 * (3000 + 1500) + 18000);
    const status = dataOf(await orderStatus(customer, result.statusToken));
    expect(status).toMatchObject({ orderNo: result.orderNo, status: 'NEW', statusLabel: '等待店家接單', paymentStatus: 'UNPAID', tableName: 'A1', total: 27000 });
    const [row] = await world.server.db.select().from(orders).where(and(eq(orders.storeId, world.storeId), eq(orders.payableCents, 27000), eq(orders.source, 'MOBILE')));
    expect(row).toMatchObject({ type: 'INSIDE', tableNumber: 'A1', paymentStatus: 'UNPAID', paidCents: 0, createdBy: null });
    const lines = await world.server.db.select().from(orderLines).where(eq(orderLines.orderId, row!.id));
    expect(lines.map((line) => line.unitPriceCents).sort()).toEqual([18000, 3000]);
  });

  it('answers a retried submit with the first order (same Idempotency-Key), never a second one', async () => {
    const customer = world.server.client();
    const body = { token: table.token, type: 'INSIDE', lines: [{ itemId: noodles.id, count: 3 }], remark: '重送測試' };
    const key = randomUUID();
    const answers = await Promise.all([submit(customer, body, key), submit(customer, body, key), submit(customer, body, key)]);
    const numbers = new Set(answers.map((answer) => dataOf(answer).orderNo));
    expect(numbers.size).toBe(1);
    const rows = await world.server.db.select().from(orders).where(and(eq(orders.storeId, world.storeId), eq(orders.remark, '重送測試')));
    expect(rows).toHaveLength(1);
    expect((await submit(customer, { ...body, remark: '另一張' }, key)).status).toBe(409);
  });

  it('refuses a rotated token at once', async () => {
    const { owner, storeId } = world;
    const doomed = await addTable(owner, storeId, 'C1');
    const rotated = dataOf(await owner.put<DiningTable>(FRONT_PATHS.diningTable.rotateToken.path, { storeId, id: doomed.id }));
    expect(rotated.token).not.toBe(doomed.token);
    const customer = world.server.client();
    const refused = await submit(customer, { token: doomed.token, type: 'INSIDE', lines: [{ itemId: noodles.id, count: 1 }] });
    expect([refused.status, refused.body.message]).toEqual([404, FRONT_MSG.TOKEN_INVALID]);
    expect((await frontMenu(customer, doomed.token)).status).toBe(404);
    expect(dataOf(await submit(customer, { token: rotated.token, type: 'INSIDE', lines: [{ itemId: noodles.id, count: 1 }] })).total).toBe(18000);
  });

  it("refuses an item of another store, a hidden item, a sold-out item and a forged token", async () => {
    const { other, otherStoreId, owner, storeId } = world;
    const theirs = await addItem(other, otherStoreId, (await addCategory(other, otherStoreId, '別人的')).id, '別人的麵', 100);
    const customer = world.server.client();
    const foreign = await submit(customer, { token: table.token, type: 'INSIDE', lines: [{ itemId: theirs.id, count: 1 }] });
    expect(foreign.status).toBe(404);
    const category = await addCategory(owner, storeId, '店內限定');
    const hidden = await addItem(owner, storeId, category.id, '店內限定湯', 5000, { mobileEnabled: false });
    const refusedHidden = await submit(customer, { token: table.token, type: 'INSIDE', lines: [{ itemId: hidden.id, count: 1 }] });
    expect([refusedHidden.status, refusedHidden.body.message]).toEqual([409, '店內限定湯目前未開放點餐，請重新選擇']);
    const menu = dataOf(await frontMenu(customer, table.token));
    expect(menu.categories.flatMap((entry) => entry.items).some((item) => item.id === hidden.id)).toBe(false);

    dataOf(await owner.put(MENU_PATHS.pos.updateItemStock.path, { storeId, itemId: noodles.id, availableQuantity: 1, availableForSale: true }));
    const two = await submit(customer, { token: table.token, type: 'INSIDE', lines: [{ itemId: noodles.id, count: 2 }] });
    expect([two.status, two.body.message]).toEqual([409, '手機牛肉麵庫存不足，剩餘1份']);
    dataOf(await submit(customer, { token: table.token, type: 'INSIDE', lines: [{ itemId: noodles.id, count: 1 }] }));
    dataOf(await owner.put(MENU_PATHS.pos.updateItemStock.path, { storeId, itemId: noodles.id, availableQuantity: null, availableForSale: false }));
    const soldOut = await submit(customer, { token: table.token, type: 'INSIDE', lines: [{ itemId: noodles.id, count: 1 }] });
    expect([soldOut.status, soldOut.body.message]).toEqual([409, '手機牛肉麵已售完']);
    dataOf(await owner.put(MENU_PATHS.pos.updateItemStock.path, { storeId, itemId: noodles.id, availableQuantity: null, availableForSale: true }));

    const forgedToken = `${table.token.slice(0, -1)}${table.token.endsWith('A') ? 'B' : 'A'}`;
    expect((await frontMenu(customer, forgedToken)).status).toBe(404);
    expect((await frontMenu(customer, `t${table.id + 1000}.${'x'.repeat(43)}`)).status).toBe(404);
    expect((await frontMenu(customer, 'nonsense')).status).toBe(404);
  });

  it('refuses orders while the mobile-order switch or module is off, and a 內用 order on the store code', async () => {
    const { owner, storeId, server } = world;
    const customer = server.client();
    const [config] = await server.db.select().from(storeConfigs).where(eq(storeConfigs.storeId, storeId));
    await server.db.update(storeConfigs).set({ switchSettings: { ...config!.switchSettings, mobileOrderSwitch: false } }).where(eq(storeConfigs.storeId, storeId));
    const off = await submit(customer, { token: table.token, type: 'INSIDE', lines: [{ itemId: tea.id, count: 1, options: [{ optionId: large() }] }] });
    expect([off.status, off.body.message]).toEqual([409, FRONT_MSG.MOBILE_ORDER_OFF]);
    expect(dataOf(await frontMenu(customer, table.token)).store).toMatchObject({ open: false, closedReason: FRONT_MSG.MOBILE_ORDER_OFF });
    await server.db.update(storeConfigs).set({ switchSettings: config!.switchSettings }).where(eq(storeConfigs.storeId, storeId));

    const links = dataOf(await owner.get<{ qrCodeHash: string; kioskHash: string }>(withQuery(FRONT_PATHS.links.path, { storeId })));
    const inside = await submit(customer, { token: links.qrCodeHash, type: 'INSIDE', lines: [{ itemId: noodles.id, count: 1 }] });
    expect([inside.status, inside.body.message]).toEqual([400, FRONT_MSG.TABLE_REQUIRED]);
    const kiosk = dataOf(await submit(customer, { token: links.kioskHash, type: 'TAKEOUT', lines: [{ itemId: noodles.id, count: 1 }] }));
    const card = dataOf(await owner.get<OrderCard[]>(withQuery(ORDER_BOARD_PATHS.getOrderCardList.path, { storeId }))).find((entry) => entry.orderNo === kiosk.orderNo);
    expect(card).toMatchObject({ source: 'KIOSK', paymentStatus: 'UNPAID' });

    await server.db.update(storeConfigs).set({ systemModules: { ...config!.systemModules, FRONT_ORDER: false } }).where(eq(storeConfigs.storeId, storeId));
    const kioskOff = await submit(customer, { token: links.kioskHash, type: 'TAKEOUT', lines: [{ itemId: noodles.id, count: 1 }] });
    expect([kioskOff.status, kioskOff.body.message]).toEqual([403, ACCESS_MSG.MODULE_OFF.FRONT_ORDER]);
    expect((await frontMenu(customer, links.kioskHash)).status).toBe(403);
    // The route declares both modules: the phone's code keeps working while only the kiosk's module is off.
    expect((await frontMenu(customer, table.token)).status).toBe(200);
    await server.db.update(storeConfigs).set({ systemModules: { ...config!.systemModules, MOBILE_ORDER: false } }).where(eq(storeConfigs.storeId, storeId));
    const phoneOff = await submit(customer, { token: table.token, type: 'INSIDE', lines: [{ itemId: noodles.id, count: 1 }] });
    expect([phoneOff.status, phoneOff.body.message]).toEqual([403, ACCESS_MSG.MODULE_OFF.MOBILE_ORDER]);
    await server.db.update(storeConfigs).set({ systemModules: config!.systemModules }).where(eq(storeConfigs.storeId, storeId));
  });

  it('refuses orders outside business hours and follows the mobile-order settings (types, hidden categories)', async () => {
    const { owner, storeId, server } = world;
    const customer = server.client();
    const hours = defaultBusinessHours();
    dataOf(await owner.put(BUSINESS_SETTING_PATHS.updateBusinessHours.path, { storeId, ...hours, businessSwitch: false }));
    const closed = await submit(customer, { token: table.token, type: 'INSIDE', lines: [{ itemId: noodles.id, count: 1 }] });
    expect([closed.status, closed.body.message]).toEqual([409, FRONT_MSG.STORE_CLOSED]);
    expect(dataOf(await frontMenu(customer, table.token)).store).toMatchObject({ open: false, closedReason: FRONT_MSG.STORE_CLOSED });
    dataOf(await owner.put(BUSINESS_SETTING_PATHS.updateBusinessHours.path, { storeId, ...hours }));

    const category = dataOf(await frontMenu(customer, table.token)).categories.find((entry) => entry.items.some((item) => item.id === tea.id))!;
    const setting = { ...DEFAULT_MOBILE_ORDER_SETTING, dineIn: false, hiddenCategoryIds: [category.id], customerNote: '請至櫃檯付款' };
    dataOf(await owner.put(BUSINESS_SETTING_PATHS.updateMobileOrderSetting.path, { storeId, setting }));
    const menu = dataOf(await frontMenu(customer, table.token));
    expect(menu.store).toMatchObject({ orderTypes: [], note: '請至櫃檯付款' });
    expect(menu.categories.some((entry) => entry.id === category.id)).toBe(false);
    const noDineIn = await submit(customer, { token: table.token, type: 'INSIDE', lines: [{ itemId: noodles.id, count: 1 }] });
    expect([noDineIn.status, noDineIn.body.message]).toEqual([400, FRONT_MSG.TABLE_REQUIRED]);
    dataOf(await owner.put(BUSINESS_SETTING_PATHS.updateMobileOrderSetting.path, { storeId, setting: DEFAULT_MOBILE_ORDER_SETTING }));
  });

  it('shows the store’s cancel reason on the status page', async () => {
    const { owner, storeId } = world;
    const customer = world.server.client();
    const placed = dataOf(await submit(customer, { token: table.token, type: 'INSIDE', lines: [{ itemId: noodles.id, count: 1 }] }));
    const card = dataOf(await owner.get<OrderCard[]>(withQuery(ORDER_BOARD_PATHS.getOrderCardList.path, { storeId }))).find((entry) => entry.orderNo === placed.orderNo)!;
    dataOf(await owner.put<OrderDetail>(ORDER_BOARD_PATHS.updateOrderStatus.path, { storeId, orderId: card.id, version: card.version, status: 'CANCELLED', reason: '今日牛肉麵已售完', deliveryOrder: null }));
    const status = dataOf(await orderStatus(customer, placed.statusToken));
    expect(status).toMatchObject({ status: 'CANCELLED', statusLabel: '已取消', cancelReason: '今日牛肉麵已售完' });
    const listed = dataOf(await customer.post<unknown[]>(FRONT_PATHS.getOrderByUser.path, { statusTokens: [placed.statusToken, 'o1.bad'] }));
    expect(listed).toHaveLength(1);
  });

  it('lets the customer change counts and take back the order until the store accepts it (updateCount, remove)', async () => {
    const { owner, storeId } = world;
    const customer = world.server.client();
    const lines = [{ itemId: tea.id, count: 1, options: [{ optionId: large() }] }, { itemId: noodles.id, count: 1 }];
    const placed = dataOf(await submit(customer, { token: table.token, type: 'INSIDE', lines }));
    const [teaLine, noodleLine] = dataOf(await orderStatus(customer, placed.statusToken)).lines;
    const update = (lineNo: number, count: number) => customer.put<FrontOrderStatus>(FRONT_PATHS.updateCount.path, { statusToken: placed.statusToken, lineNo, count });
    expect(dataOf(await update(teaLine!.lineNo, 3))).toMatchObject({ total: 3 * 4500 + 18000, removable: true });
    const oneLine = dataOf(await update(noodleLine!.lineNo, 0));
    expect([oneLine.total, oneLine.lines.length]).toEqual([13500, 1]);
    expect((await update(teaLine!.lineNo, 0)).status).toBe(409);
    expect((await update(99, 1)).status).toBe(404);

    const card = dataOf(await owner.get<OrderCard[]>(withQuery(ORDER_BOARD_PATHS.getOrderCardList.path, { storeId }))).find((entry) => entry.orderNo === placed.orderNo)!;
    dataOf(await owner.put(ORDER_BOARD_PATHS.updateOrderStatus.path, { storeId, orderId: card.id, version: card.version, status: 'ACCEPTED', deliveryOrder: null }));
    expect([(await update(teaLine!.lineNo, 1)).body.message]).toEqual([FRONT_MSG.NOT_EDITABLE]);
    const late = await customer.delete(withQuery(FRONT_PATHS.remove.path, { id: placed.statusToken }));
    expect([late.status, late.body.message]).toEqual([409, FRONT_MSG.NOT_REMOVABLE]);

    const second = dataOf(await submit(customer, { token: table.token, type: 'INSIDE', lines: [{ itemId: noodles.id, count: 1 }] }));
    const removed = dataOf(await customer.delete<FrontOrderStatus>(withQuery(FRONT_PATHS.remove.path, { id: second.statusToken })));
    expect(removed).toMatchObject({ status: 'CANCELLED', cancelReason: FRONT_MSG.CANCELLED_BY_CUSTOMER, removable: false });
    expect((await customer.delete(withQuery(FRONT_PATHS.remove.path, { id: 'o1.forged' }))).status).toBe(404);
  });

  it('splits the revenue by source (POS, 手機點餐, 出單點餐) in the reports', async () => {
    const { owner, storeId } = world;
    const today = businessDateOf(new Date(), 'Asia/Taipei');
    const range = { storeId, startDate: addDays(today, -1), endDate: addDays(today, 1) };
    const revenue = dataOf(await owner.post<RevenueTotals>(REPORT_PATHS.revenue.path, range));
    const net = (source: string) => revenue.bySource.find((entry) => entry.source === source)!;
    expect(revenue.bySource.map((entry) => entry.source)).toEqual(['POS', 'KIOSK', 'MOBILE', 'UBER_EATS', 'FOODPANDA']);
    expect(net('MOBILE').orderCount).toBeGreaterThan(3);
    expect(net('KIOSK').orderCount).toBe(1);
    expect(revenue.bySource.reduce((sum, entry) => sum + entry.net, 0)).toBe(revenue.net);
    expect(revenue.bySource.reduce((sum, entry) => sum + entry.orderCount, 0)).toBe(revenue.orderCount);
  });

  it("prints the kiosk's number ticket on the store's printer box (once per order), none for a phone order", async () => {
    const { owner, storeId } = world;
    const customer = world.server.client();
    // This file's customers all share one address and have used up its 20 submits of the minute.
    await world.server.db.delete(rateLimitCounters);
    const jobs = async () => dataOf(await owner.get<PrintJobSummary[]>(`${PRINT_PATHS.jobs.path}?storeId=${storeId}&printer=counter`));
    dataOf(await owner.put(DEVICE_SETTING_PATHS.updateDeviceSetting.path, { storeId, printClient: 'PRINTER_BOX', printerboxPrinterName: 'counter' }));
    const links = dataOf(await owner.get<{ kioskHash: string }>(withQuery(FRONT_PATHS.links.path, { storeId })));
    const key = randomUUID();
    const body = { token: links.kioskHash, type: 'TAKEOUT', lines: [{ itemId: tea.id, count: 1, options: [{ optionId: large() }] }] };
    const placed = dataOf(await submit(customer, body, key));
    dataOf(await submit(customer, body, key));
    const phone = dataOf(await submit(customer, { token: table.token, type: 'INSIDE', lines: [{ itemId: noodles.id, count: 1 }] }));
    const titles = (await jobs()).filter((job) => job.kind === 'NUMBER_TICKET').map((job) => job.title);
    expect(titles.filter((title) => title === `取餐號碼 ${placed.orderNo}`)).toHaveLength(1);
    expect(titles).not.toContain(`取餐號碼 ${phone.orderNo}`);
  });
});
