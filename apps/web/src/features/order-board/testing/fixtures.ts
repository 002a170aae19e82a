import type { OrderCard, OrderDetail } from '@diancan/core';

/** Cards and details as the board's calls answer them, for the board's tests. Money in cents. */

export function orderCard(id: number, overrides: Partial<OrderCard> = {}): OrderCard {
  const at = new Date(Date.now() - 5 * 60_000).toISOString();
  return {
    id,
    orderNo: String(id).padStart(3, '0'),
    storeId: 1,
    businessDate: '2026-11-21',
    status: 'NEW',
    version: 1,
    paymentStatus: 'PAID',
    source: 'POS',
    type: 'TAKEOUT',
    tableNumber: null,
    reservation: null,
    delivery: null,
    platformOrder: null,
    remark: '',
    entertain: false,
    lines: [{ id: id * 10, itemName: '滷肉飯', count: 2, remark: '', entertain: false, choices: [] }],
    amount: 8000,
    statusChangedAt: at,
    createdAt: at,
    ...overrides,
  };
}

export function orderDetail(card: OrderCard, overrides: Partial<OrderDetail> = {}): OrderDetail {
  return {
    id: card.id,
    orderNo: card.orderNo,
    storeId: card.storeId,
    businessDate: card.businessDate,
    status: card.status,
    paymentStatus: card.paymentStatus,
    version: card.version,
    source: card.source,
    type: card.type,
    tableNumber: card.tableNumber,
    remark: card.remark,
    reservation: null,
    delivery: null,
    entertain: card.entertain,
    totals: { subtotal: card.amount, entertainAmount: 0, automaticDiscount: 0, couponDiscount: 0, total: card.amount, manualDiscount: 0, payable: card.amount, paid: card.amount, change: 0 },
    manualDiscount: null,
    automaticDiscount: null,
    coupon: null,
    invoice: null,
    createdAt: card.createdAt,
    createdBy: { id: 5, name: '店員' },
    updatedAt: card.createdAt,
    statusChangedAt: card.statusChangedAt,
    shiftId: null,
    shiftNumber: null,
    removed: null,
    lines: card.lines.map((line, index) => ({
      id: line.id,
      lineNo: index + 1,
      itemId: 100 + index,
      itemName: line.itemName,
      categoryId: 1,
      categoryName: '飯類',
      count: line.count,
      unitPrice: 4000,
      unitTotal: 4000,
      amount: line.count * 4000,
      entertain: line.entertain,
      remark: line.remark,
      options: [],
      combos: [],
    })),
    payments: [],
    history: [{ id: 1, fromStatus: null, toStatus: 'NEW', version: 1, changedBy: null, reason: null, changedAt: card.createdAt }],
    ...overrides,
  };
}
