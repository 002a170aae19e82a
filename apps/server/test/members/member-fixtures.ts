import { randomUUID } from 'node:crypto';
import { type AddOrderResult, type Member, MEMBER_PATHS, type MemberPoints, type MemberSettingsRequest } from '@diancan/core';
import { dataOf, type TestClient, withQuery } from '../harness.js';
import { addCategory, addItem } from '../menu/menu-fixtures.js';
import { type CheckoutWorld, orderBody, sendOrder } from '../pos/checkout-fixtures.js';

/** 1 point per NT$100 paid, 10 points = NT$10 off: the example rule. */
export const RULE: Omit<MemberSettingsRequest, 'storeId'> = {
  enabled: true,
  earnAmount: 10_000,
  earnPoints: 1,
  redeemPoints: 10,
  redeemAmount: 1_000,
  expireMonths: null,
};

let phoneSeq = 10_000_000 + Math.floor(Math.random() * 80_000_000);
/** A fresh Taiwanese mobile number. */
export const newPhone = () => `09${String(phoneSeq++).padStart(8, '0')}`;

export async function setRule(world: CheckoutWorld, rule: Partial<MemberSettingsRequest> = {}, storeId = world.storeId): Promise<void> {
  dataOf(await world.owner.put(MEMBER_PATHS.settings.path, { storeId, ...RULE, ...rule }));
}

export async function addMember(world: CheckoutWorld, phone = newPhone(), storeId = world.storeId): Promise<number> {
  return dataOf(await world.owner.post<{ id: number }>(MEMBER_PATHS.add.path, { storeId, phone, name: '王小明' })).id;
}

export async function findMember(client: TestClient, storeId: number, phone: string) {
  return client.get<Member>(withQuery(MEMBER_PATHS.find.path, { storeId, phone }));
}

export async function ledgerOf(world: CheckoutWorld, memberId: number): Promise<MemberPoints> {
  return dataOf(await world.owner.get<MemberPoints>(withQuery(MEMBER_PATHS.points.path, { storeId: world.storeId, memberId })));
}

/** A NT$ `price` item of its own category. */
export async function itemOf(world: CheckoutWorld, name: string, price: number): Promise<number> {
  const category = await addCategory(world.owner, world.storeId, `會員${name}`);
  return (await addItem(world.owner, world.storeId, category.id, name, price)).id;
}

/** A cash checkout of `count` x the item, naming the member and redeeming points as the POS sends it. */
export async function memberOrder(
  world: CheckoutWorld,
  line: { itemId: number; unitPrice: number; count?: number },
  member: { memberId: number | null; redeemPoints?: number; pointsDiscount?: number },
  extra: object = {},
) {
  return orderBody(world.owner, world.storeId, [{ itemId: line.itemId, count: line.count ?? 1, unitPrice: line.unitPrice }], {
    payMethod: world.cash,
    discounts: [],
    memberId: member.memberId,
    redeemPoints: member.redeemPoints ?? 0,
    pointsDiscount: member.pointsDiscount ?? 0,
    ...extra,
  });
}

export async function placed(world: CheckoutWorld, body: unknown, key = randomUUID()): Promise<AddOrderResult> {
  return dataOf(await sendOrder(world.owner, body, key));
}
