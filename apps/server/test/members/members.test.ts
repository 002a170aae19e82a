import { randomUUID } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  type AddOrderResult,
  EINVOICE_OPERATION_PATHS,
  type Member,
  type MemberList,
  MEMBER_MSG,
  MEMBER_PATHS,
  ORDER_BOARD_PATHS,
  type OrderCard,
  type MemberReportMonth,
  type MemberSettings,
  type PointsClaimResult,
} from '@diancan/core';
import { memberPointClaims, memberPoints, members, orders } from '../../src/platform/db/schema/index.js';
import { dataOf, withQuery } from '../harness.js';
import { type CheckoutWorld, sendOrder, startCheckoutWorld } from '../pos/checkout-fixtures.js';
import { addMember, findMember, itemOf, ledgerOf, memberOrder, newPhone, placed, RULE, setRule } from './member-fixtures.js';
import { addTable, frontMenu, submit } from '../front-order/front-fixtures.js';

/**
 * Members and points (docs/members.md), over real HTTP on PGlite or PostgreSQL (TEST_DATABASE_URL): the member calls,
 * earning once under replays, redemptions that never overdraw under concurrent checkouts, refund reversal, the
 * receipt's claim, the nightly expiry and erasure.
 */

let world: CheckoutWorld;
/** NT$250 a bowl. */
let bowl: number;
beforeAll(async () => {
  world = await startCheckoutWorld();
  bowl = await itemOf(world, '牛肉麵', 25_000);
  await setRule(world);
});
afterAll(async () => {
  await world?.close();
});

const refused = async (reply: Promise<{ status: number; body: { message?: string | null } }>) => {
  const answer = await reply;
  return [answer.status, answer.body.message];
};
const balanceOf = async (memberId: number) => (await ledgerOf(world, memberId)).balance;
const ledgerAddsUp = async (memberId: number) => {
  const { balance, entries } = await ledgerOf(world, memberId);
  expect(entries.reduce((sum, entry) => sum + entry.points, 0)).toBe(balance);
  return balance;
};
/** Gives a member points the way a store does: a paid order (NT$250 x count earns 2 points a bowl... see rule). */
async function giveEarnedPoints(memberId: number, bowls: number): Promise<AddOrderResult> {
  return placed(world, await memberOrder(world, { itemId: bowl, unitPrice: 25_000, count: bowls }, { memberId }));
}

describe('member settings and records', () => {
  it('saves the rule and checks it', async () => {
    const settings = dataOf(await world.owner.get<MemberSettings>(withQuery(MEMBER_PATHS.getSettings.path, { storeId: world.storeId })));
    expect(settings).toEqual(RULE);
    const { owner, staff } = world;
    expect(await refused(owner.put(MEMBER_PATHS.settings.path, { ...RULE, storeId: world.storeId, earnAmount: -100 }))).toEqual([400, '累點金額須至少1元']);
    expect(await refused(owner.put(MEMBER_PATHS.settings.path, { ...RULE, storeId: world.storeId, redeemPoints: 0 }))).toEqual([400, '折抵點數須至少1點']);
    expect((await staff.put(MEMBER_PATHS.settings.path, { ...RULE, storeId: world.storeId })).status).toBe(403);
    expect((await owner.put(MEMBER_PATHS.settings.path, { ...RULE, storeId: world.otherStoreId })).status).toBe(403);
  });

  it('adds, finds, lists masked with search and paging, updates, exports; refuses wrong numbers, duplicates and other stores', async () => {
    const { owner, other } = world;
    const phone = newPhone();
    const id = await addMember(world, phone);
    expect(await refused(owner.post(MEMBER_PATHS.add.path, { storeId: world.storeId, phone }))).toEqual([409, MEMBER_MSG.PHONE_TAKEN]);
    for (const wrong of ['0812345678', '091234567', '09123456789', 'abc']) {
      expect(await refused(owner.post(MEMBER_PATHS.add.path, { storeId: world.storeId, phone: wrong }))).toEqual([400, MEMBER_MSG.PHONE]);
    }
    expect((await owner.post(MEMBER_PATHS.add.path, { storeId: world.storeId, phone: '09\u00001234567' })).status).toBe(400);
    expect((await owner.post(MEMBER_PATHS.add.path, { storeId: world.storeId, phone: newPhone(), birthday: '2020-13-01' })).status).toBe(400);

    const found = dataOf(await findMember(owner, world.storeId, phone));
    expect(found).toMatchObject({ id, name: '王小明', phone, points: 0, visits: 0, totalSpent: 0, lastVisit: null });
    expect(await refused(findMember(owner, world.storeId, newPhone()))).toEqual([404, MEMBER_MSG.NOT_FOUND]);
    // Another store's owner sees nothing of this store, and this store's member is no member of the second store.
    expect((await findMember(other, world.storeId, phone)).status).toBe(403);
    expect((await findMember(owner, world.secondStoreId, phone)).status).toBe(404);

    for (let index = 0; index < 3; index += 1) await addMember(world);
    const page = dataOf(await owner.get<MemberList>(withQuery(MEMBER_PATHS.list.path, { storeId: world.storeId, page: 1, pageSize: 2 })));
    expect(page.members).toHaveLength(2);
    expect(page.total).toBeGreaterThanOrEqual(4);
    expect(page.members.every((member) => /^09\d{2}\*{3}\d{3}$/.test(member.phone))).toBe(true);
    const searched = dataOf(await owner.get<MemberList>(withQuery(MEMBER_PATHS.list.path, { storeId: world.storeId, search: phone.slice(3) })));
    expect(searched.members.map((member) => member.id)).toEqual([id]);
    expect(searched.members[0]?.phone).toBe(`${phone.slice(0, 4)}***${phone.slice(7)}`);
    expect((await owner.get(withQuery(MEMBER_PATHS.list.path, { storeId: world.storeId, pageSize: 1000 }))).status).toBe(400);

    const renamed = dataOf(await owner.put<Member>(MEMBER_PATHS.update.path, { storeId: world.storeId, id, phone, name: '王大明', birthday: '1990-05-01' }));
    expect(renamed).toMatchObject({ name: '王大明', birthday: '1990-05-01' });
    expect((await owner.put(MEMBER_PATHS.update.path, { storeId: world.secondStoreId, id, phone, name: 'x' })).status).toBe(404);

    const exported = dataOf(await owner.get<Member[]>(withQuery(MEMBER_PATHS.export.path, { storeId: world.storeId })));
    expect(exported.find((member) => member.id === id)?.phone).toBe(phone);
    expect((await other.get(withQuery(MEMBER_PATHS.export.path, { storeId: world.storeId }))).status).toBe(403);
    expect((await world.staff.get(withQuery(MEMBER_PATHS.export.path, { storeId: world.storeId }))).status).toBe(403);
  });
});

describe('points at the checkout', () => {
  it('earns once on the payable after every discount, however often the checkout is replayed', async () => {
    const phone = newPhone();
    const memberId = await addMember(world, phone);
    // 3 bowls = NT$750, 9折 by the cashier = NT$675: 6 points (1 per whole NT$100 of the payable).
    const body = await memberOrder(world, { itemId: bowl, unitPrice: 25_000, count: 3 }, { memberId }, { manualDiscount: { type: 'RATIO', ratio: 0.9 } });
    expect(body.expectedTotals.payable).toBe(67_500);
    const key = randomUUID();
    const answers = await Promise.all([sendOrder(world.owner, body, key), sendOrder(world.owner, body, key), sendOrder(world.owner, body, key)]);
    const results = answers.map((answer) => dataOf(answer));
    expect(new Set(results.map((result) => result.orderId)).size).toBe(1);
    expect(results[0]?.member).toMatchObject({ memberId, pointsEarned: 6, pointsRedeemed: 0, balance: 6 });
    // Sent again later: the same answer, nothing earned.
    expect(dataOf(await sendOrder(world.owner, body, key)).member).toMatchObject({ pointsEarned: 6, balance: 6 });
    expect(await ledgerAddsUp(memberId)).toBe(6);
    const { entries } = await ledgerOf(world, memberId);
    expect(entries).toEqual([expect.objectContaining({ points: 6, reason: 'EARN', orderId: results[0]?.orderId })]);
    expect(dataOf(await findMember(world.owner, world.storeId, phone))).toMatchObject({ points: 6, visits: 1, totalSpent: 67_500 });
  });

  it('redeems points as money off before the cashier discount, and refuses more than the balance, wrong steps and other stores', async () => {
    const memberId = await addMember(world);
    await giveEarnedPoints(memberId, 8); // NT$2,000: 20 points
    expect(await balanceOf(memberId)).toBe(20);

    const refusedOrder = async (redeemPoints: number, pointsDiscount: number, extra: object = {}) =>
      refused(sendOrder(world.owner, await memberOrder(world, { itemId: bowl, unitPrice: 25_000 }, { memberId, redeemPoints, pointsDiscount }, extra)));
    expect(await refusedOrder(30, 3_000)).toEqual([400, MEMBER_MSG.NOT_ENOUGH]);
    expect(await refusedOrder(15, 1_500)).toEqual([400, MEMBER_MSG.REDEEM_STEP]);
    const negative = { ...(await memberOrder(world, { itemId: bowl, unitPrice: 25_000 }, { memberId })), redeemPoints: -10 };
    expect(await refused(sendOrder(world.owner, negative))).toEqual([400, MEMBER_MSG.REDEEM_NEGATIVE]);
    const otherStoreMember = await addMember(world, newPhone(), world.secondStoreId);
    expect(
      await refused(
        sendOrder(world.owner, await memberOrder(world, { itemId: bowl, unitPrice: 25_000 }, { memberId: otherStoreMember, redeemPoints: 10, pointsDiscount: 1_000 })),
      ),
    ).toEqual([404, MEMBER_MSG.NOT_FOUND]);
    expect((await sendOrder(world.owner, { ...(await memberOrder(world, { itemId: bowl, unitPrice: 25_000 }, { memberId: null })), redeemPoints: 10 })).status).toBe(400);
    expect(await ledgerAddsUp(memberId)).toBe(20);

    // NT$250 - NT$10 (10 points) = 240, then 9折 = 216: the points come before the cashier's discount.
    const body = await memberOrder(world, { itemId: bowl, unitPrice: 25_000 }, { memberId, redeemPoints: 10, pointsDiscount: 1_000 }, {
      manualDiscount: { type: 'RATIO', ratio: 0.9 },
    });
    const result = await placed(world, body);
    expect(result.totals).toMatchObject({ subtotal: 25_000, pointsDiscount: 1_000, total: 24_000, manualDiscount: 2_400, payable: 21_600 });
    expect(result.member).toMatchObject({ pointsRedeemed: 10, pointsEarned: 2, balance: 12 });
    expect(result.pointsClaim ?? null).toBeNull();
    const [row] = await world.server.db.select().from(orders).where(eq(orders.id, result.orderId));
    expect(row).toMatchObject({ memberId, pointsRedeemed: 10, pointsDiscountCents: 1_000, payableCents: 21_600 });
    expect(await ledgerAddsUp(memberId)).toBe(12);
  });

  it('never overdraws under five concurrent redemptions of one member (random balances and amounts)', async () => {
    await fc.assert(
      fc.asyncProperty(fc.integer({ min: 0, max: 5 }), fc.array(fc.integer({ min: 1, max: 3 }), { minLength: 5, maxLength: 5 }), async (tens, steps) => {
        const memberId = await addMember(world);
        if (tens > 0) await giveEarnedPoints(memberId, tens * 4); // 4 bowls = NT$1,000 = 10 points
        const start = await balanceOf(memberId);
        expect(start).toBe(tens * 10);
        // Five checkouts at once, each redeeming 10-30 points of a NT$250 bowl; none earns (payable 220-240 -> 2 points).
        const bodies = await Promise.all(
          steps.map((step) =>
            memberOrder(world, { itemId: bowl, unitPrice: 25_000 }, { memberId, redeemPoints: step * 10, pointsDiscount: step * 1_000 }),
          ),
        );
        const answers = await Promise.all(bodies.map((body) => sendOrder(world.owner, body)));
        const accepted = answers.filter((answer) => answer.status === 200).map((answer) => dataOf(answer));
        for (const answer of answers) if (answer.status !== 200) expect([answer.status, answer.body.message]).toEqual([400, MEMBER_MSG.NOT_ENOUGH]);
        const spent = accepted.reduce((sum, result) => sum + (result.member?.pointsRedeemed ?? 0), 0);
        const earned = accepted.reduce((sum, result) => sum + (result.member?.pointsEarned ?? 0), 0);
        expect(spent).toBeLessThanOrEqual(start);
        const balance = await ledgerAddsUp(memberId);
        expect(balance).toBe(start - spent + earned);
        expect(balance).toBeGreaterThanOrEqual(0);
        // Every refusal was a real shortage: what was left could not pay for it.
        const balances = await world.server.db.select({ points: members.points }).from(members).where(eq(members.id, memberId));
        expect(balances[0]?.points).toBe(balance);
      }),
      { numRuns: 4 },
    );
  });

  it('a refund takes earned points back in proportion and returns redeemed ones', async () => {
    const memberId = await addMember(world);
    await giveEarnedPoints(memberId, 4); // 10 points
    // 4 bowls NT$1,000 - 10 points (NT$10) = NT$990: earns 9 points; balance 10 - 10 + 9 = 9.
    const result = await placed(world, await memberOrder(world, { itemId: bowl, unitPrice: 25_000, count: 4 }, { memberId, redeemPoints: 10, pointsDiscount: 1_000 }));
    expect(result.member).toMatchObject({ pointsEarned: 9, balance: 9 });
    const refund = (amount: number | null) =>
      world.owner.post(EINVOICE_OPERATION_PATHS.refund.path, { storeId: world.storeId, orderId: result.orderId, amount, reason: '退貨' });
    // A third of the money back (NT$330 of 990): 3 of the 9 earned taken back, 3 of the 10 redeemed returned.
    dataOf(await refund(33_000));
    expect(await ledgerAddsUp(memberId)).toBe(9 - 3 + 3);
    // The rest: all of both.
    dataOf(await refund(null));
    expect(await ledgerAddsUp(memberId)).toBe(9 - 9 + 10);
    const reasons = (await ledgerOf(world, memberId)).entries.filter((entry) => entry.orderId === result.orderId).map((entry) => [entry.reason, entry.points]);
    expect(reasons).toEqual(
      expect.arrayContaining([
        ['EARN_REVERSAL', -3],
        ['REDEEM_RETURN', 3],
        ['EARN_REVERSAL', -6],
        ['REDEEM_RETURN', 7],
      ]),
    );
  });
});

describe('the receipt claim', () => {
  it('an order without a member prints a claim, collected once with a number; twice, expired or unknown refused', async () => {
    const result = await placed(world, await memberOrder(world, { itemId: bowl, unitPrice: 25_000, count: 2 }, { memberId: null }));
    expect(result.pointsClaim).toMatchObject({ points: 5 });
    const token = result.pointsClaim!.token;
    const customer = world.server.client();
    const info = dataOf(await customer.get<{ points: number; claimed: boolean }>(withQuery(MEMBER_PATHS.claimInfo.path, { token })));
    expect(info).toMatchObject({ points: 5, claimed: false });
    const phone = newPhone();
    expect(await refused(customer.post(MEMBER_PATHS.claim.path, { token, phone: '12345' }))).toEqual([400, MEMBER_MSG.PHONE]);
    const claims = await Promise.all([customer.post<PointsClaimResult>(MEMBER_PATHS.claim.path, { token, phone }), customer.post(MEMBER_PATHS.claim.path, { token, phone })]);
    expect(claims.map((claim) => claim.status).sort()).toEqual([200, 409]);
    // The number became a member with the order's points.
    const member = dataOf(await findMember(world.owner, world.storeId, phone));
    expect(member.points).toBe(5);
    expect(await ledgerAddsUp(member.id)).toBe(5);
    expect(await refused(customer.post(MEMBER_PATHS.claim.path, { token, phone: newPhone() }))).toEqual([409, MEMBER_MSG.CLAIM_USED]);
    expect(await refused(customer.post(MEMBER_PATHS.claim.path, { token: 'A'.repeat(24), phone }))).toEqual([404, MEMBER_MSG.CLAIM_INVALID]);

    const late = await placed(world, await memberOrder(world, { itemId: bowl, unitPrice: 25_000 }, { memberId: null }));
    await world.server.db
      .update(memberPointClaims)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(memberPointClaims.orderId, late.orderId));
    expect(await refused(customer.post(MEMBER_PATHS.claim.path, { token: late.pointsClaim!.token, phone }))).toEqual([409, MEMBER_MSG.CLAIM_EXPIRED]);
    expect(await ledgerAddsUp(member.id)).toBe(5);
  });
});

describe('expiry, erasure and reports', () => {
  it('the nightly job expires points older than expireMonths, once, with ledger entries', async () => {
    await setRule(world, { expireMonths: 6 });
    try {
      const memberId = await addMember(world);
      const old = await giveEarnedPoints(memberId, 8); // 20 points, made 7 months old
      await giveEarnedPoints(memberId, 4); // 10 points, new
      await placed(world, await memberOrder(world, { itemId: bowl, unitPrice: 25_000 }, { memberId, redeemPoints: 10, pointsDiscount: 1_000 })); // -10, +2
      await world.server.db
        .update(memberPoints)
        .set({ at: new Date(Date.now() - 210 * 86_400_000) })
        .where(and(eq(memberPoints.orderId, old.orderId), eq(memberPoints.reason, 'EARN')));
      expect(await balanceOf(memberId)).toBe(22);
      const services = (world.server.app as unknown as { services: { members: { expirePoints(): Promise<number> } } }).services;
      await services.members.expirePoints();
      // Of the 20 old points, 10 were spent (first in, first out): 10 expire.
      expect(await ledgerAddsUp(memberId)).toBe(12);
      expect((await ledgerOf(world, memberId)).entries[0]).toMatchObject({ points: -10, reason: 'EXPIRE', orderId: null });
      await services.members.expirePoints();
      expect(await ledgerAddsUp(memberId)).toBe(12);
    } finally {
      await setRule(world);
    }
  });

  it('erasure: the personal data goes, the orders keep their amounts without the person', async () => {
    const phone = newPhone();
    const memberId = await addMember(world, phone);
    const order = await giveEarnedPoints(memberId, 2);
    expect(await refused(world.other.delete(withQuery(MEMBER_PATHS.remove.path, { storeId: world.storeId, id: memberId })))).toEqual([403, expect.any(String)]);
    expect(dataOf(await world.owner.delete(withQuery(MEMBER_PATHS.remove.path, { storeId: world.storeId, id: memberId })))).toBeNull();
    expect((await findMember(world.owner, world.storeId, phone)).status).toBe(404);
    expect((await world.owner.delete(withQuery(MEMBER_PATHS.remove.path, { storeId: world.storeId, id: memberId }))).status).toBe(404);
    const [row] = await world.server.db.select().from(members).where(eq(members.id, memberId));
    expect(row).toMatchObject({ phone: null, name: null, birthday: null, points: 0 });
    const [kept] = await world.server.db.select().from(orders).where(eq(orders.id, order.orderId));
    expect(kept).toMatchObject({ memberId: null, payableCents: 50_000 });
    // The number may join again as a new member.
    expect(await addMember(world, phone)).not.toBe(memberId);
  });

  it('reports new and active members and points issued and redeemed per month', async () => {
    const months = dataOf(await world.owner.get<MemberReportMonth[]>(withQuery(MEMBER_PATHS.report.path, { storeId: world.storeId })));
    expect(months).toHaveLength(12);
    const now = months.at(-1)!;
    expect(now.newMembers).toBeGreaterThan(5);
    expect(now.activeMembers).toBeGreaterThan(3);
    expect(now.pointsIssued).toBeGreaterThan(20);
    expect(now.pointsRedeemed).toBeGreaterThanOrEqual(30);
    expect((await world.owner.get(withQuery(MEMBER_PATHS.report.path, { storeId: world.storeId, from: '2026-13' }))).status).toBe(400);
  });
});

describe('self-ordering customers give their number', () => {
  it('the menu offers the field while points are on; the order names the member, who earns when the counter takes the payment', async () => {
    const { owner, storeId } = world;
    const customer = world.server.client();
    const table = await addTable(owner, storeId, '集點桌');
    expect(dataOf(await frontMenu(customer, table.token)).store.memberPoints).toBe(true);
    const phone = newPhone();
    const sent = await submit(customer, { token: table.token, type: 'INSIDE', lines: [{ itemId: bowl, count: 2 }], memberPhone: phone });
    expect(sent.status, JSON.stringify(sent.body)).toBe(200);
    const placedOrder = dataOf(sent);
    const member = dataOf(await findMember(owner, storeId, phone));
    expect(member.points).toBe(0);
    const card = dataOf(await owner.get<OrderCard[]>(withQuery(ORDER_BOARD_PATHS.getOrderCardList.path, { storeId }))).find(
      (entry) => entry.orderNo === placedOrder.orderNo,
    )!;
    dataOf(await owner.put(ORDER_BOARD_PATHS.updateOrderPaid.path, { storeId, orderId: card.id, version: card.version, payMethodId: world.cash.id, paid: 50_000 }));
    // RULE: 1 point per NT$100 of the payable (NT$500).
    expect(dataOf(await findMember(owner, storeId, phone)).points).toBe(5);
    expect((await ledgerOf(world, member.id)).entries.map((entry) => [entry.reason, entry.points])).toEqual([['EARN', 5]]);

    await setRule(world, { enabled: false });
    expect(dataOf(await frontMenu(customer, table.token)).store.memberPoints).toBe(false);
    await setRule(world);
  });
});
