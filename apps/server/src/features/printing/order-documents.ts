import {
  type KitchenLine,
  labelDocuments,
  MEMBER_WEB_PATHS,
  type OrderDetail,
  type PrintDocument,
  type ReceiptInput,
  receiptDiscounts,
  zonedDateTime,
} from '@diancan/core';

/** What printing needs of each category of an order's lines. */
export type CategoryPrinting = Map<number, { kitchenAreaId: number | null; areaName: string | null; printTag: boolean }>;

/** 'yyyy-MM-dd HH:mm' in the store's time. */
export function storeTime(instant: Date, timeZone: string): string {
  const { date, time } = zonedDateTime(instant, timeZone);
  return `${date} ${time.slice(0, 5)}`;
}

/**
 * The receipt of an order as it stands; `openDrawer` when the checkout took cash. `publicOrigin`: where the points
 * claim's QR sends the customer's phone (docs/members.md); without it the claim prints as a code.
 */
export function receiptInputOf(order: OrderDetail, storeName: string, timeZone: string, openDrawer: boolean, publicOrigin: string | null = null): ReceiptInput {
  const { totals } = order;
  const discounts = receiptDiscounts(totals, { automatic: order.automaticDiscount?.name ?? null, coupon: order.coupon?.name ?? null });
  return {
    storeName,
    orderNo: order.orderNo,
    orderType: order.type,
    tableNumber: order.tableNumber,
    time: storeTime(new Date(order.createdAt), timeZone),
    lines: order.lines.map((line) => ({
      name: line.itemName,
      count: line.count,
      amount: line.amount,
      entertain: line.entertain,
      options: line.options,
      combos: line.combos,
      remark: line.remark,
    })),
    subtotal: totals.subtotal,
    discounts,
    serviceCharge: totals.serviceCharge,
    total: totals.payable,
    payments: order.payments.map((payment) => ({
      name: payment.payMethodName,
      amount: payment.amount,
      tendered: payment.tendered,
      change: payment.change,
    })),
    remark: order.remark,
    openDrawer,
    member: order.member
      ? { phone: order.member.phone, earned: order.member.pointsEarned, redeemed: order.member.pointsRedeemed, balance: order.member.balance }
      : null,
    pointsClaim:
      order.pointsClaim && !order.pointsClaim.claimed
        ? {
            token: order.pointsClaim.token,
            points: order.pointsClaim.points,
            url: publicOrigin === null ? null : `${publicOrigin}${MEMBER_WEB_PATHS.pointsClaim(order.pointsClaim.token)}`,
          }
        : null,
  };
}

/** The order's lines as the kitchen sees them, each with its category's kitchen area. */
export function kitchenLinesOf(order: OrderDetail, categories: CategoryPrinting): KitchenLine[] {
  return order.lines.map((line) => ({
    lineId: line.id,
    name: line.itemName,
    count: line.count,
    options: line.options,
    combos: line.combos,
    remark: line.remark,
    kitchenAreaId: line.categoryId === null ? null : (categories.get(line.categoryId)?.kitchenAreaId ?? null),
  }));
}

/**
 * One label per unit of each line whose category prints labels (or of the lines named); a weighed line (count
 * 0.5) gets one. Numbered 1/N across the order.
 */
export function labelDocumentsOf(
  order: OrderDetail,
  categories: CategoryPrinting,
  storeName: string,
  timeZone: string,
  lineIds: readonly number[] | undefined,
): PrintDocument[] {
  const lines = order.lines.filter((line) =>
    lineIds ? lineIds.includes(line.id) : line.categoryId !== null && categories.get(line.categoryId)?.printTag === true,
  );
  const time = storeTime(new Date(order.createdAt), timeZone).slice(-5);
  const labelled = lines.map((line) => ({ name: line.itemName, count: line.count, options: line.options, remark: line.remark, unitPrice: line.unitTotal }));
  return labelDocuments(labelled, { storeName, orderNo: order.orderNo, time });
}
