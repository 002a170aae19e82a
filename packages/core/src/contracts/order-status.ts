/**
 * The kitchen flow of an order (ours: the spec leaves order states open; docs/orders.md). A POS order starts NEW and
 * paid; the live order board moves it on. COMPLETED and CANCELLED are final. Every change bumps the order's `version`
 * (optimistic locking: an update names the version it read).
 */
export const ORDER_STATUSES = ['NEW', 'ACCEPTED', 'PREPARING', 'READY', 'COMPLETED', 'CANCELLED'] as const;
export type OrderStatus = (typeof ORDER_STATUSES)[number];

/** The statuses still on the live order board. */
export const OPEN_ORDER_STATUSES = ['NEW', 'ACCEPTED', 'PREPARING', 'READY'] as const satisfies readonly OrderStatus[];

export const ORDER_STATUS_LABELS: Readonly<Record<OrderStatus, string>> = {
  NEW: '新訂單',
  ACCEPTED: '已接單',
  PREPARING: '製作中',
  READY: '待取餐',
  COMPLETED: '已完成',
  CANCELLED: '已取消',
};

/** Where each status may go next. Skipping steps is allowed (a counter often hands the food over at once). */
export const ORDER_STATUS_TRANSITIONS: Readonly<Record<OrderStatus, readonly OrderStatus[]>> = {
  NEW: ['ACCEPTED', 'PREPARING', 'READY', 'COMPLETED', 'CANCELLED'],
  ACCEPTED: ['PREPARING', 'READY', 'COMPLETED', 'CANCELLED'],
  PREPARING: ['READY', 'COMPLETED', 'CANCELLED'],
  READY: ['COMPLETED', 'CANCELLED'],
  COMPLETED: [],
  CANCELLED: [],
};

export function canChangeOrderStatus(from: OrderStatus, to: OrderStatus): boolean {
  return ORDER_STATUS_TRANSITIONS[from].includes(to);
}

/** Payment is apart from the kitchen flow: a mobile order may be made before it is paid. POS orders are PAID. */
export const PAYMENT_STATUSES = ['UNPAID', 'PAID'] as const;
export type PaymentStatus = (typeof PAYMENT_STATUSES)[number];
