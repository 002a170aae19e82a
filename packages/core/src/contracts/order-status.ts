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

/** 409: a status change the flow does not allow (ours). */
export function orderStatusChangeMessage(from: OrderStatus, to: OrderStatus): string {
  return `訂單狀態為「${ORDER_STATUS_LABELS[from]}」，無法改為「${ORDER_STATUS_LABELS[to]}」`;
}

/**
 * Delivery (外送): an order of type DELIVERY also has a delivery record (docs/order-board.md), whose state runs beside
 * the kitchen flow: the food is READY, then handed to a courier (DELIVERING), then DELIVERED. Completing a delivery
 * order marks it DELIVERED; the kitchen statuses above stay the same for every order type, so the board, the
 * reports and the open-orders index need no delivery case.
 */
export const DELIVERY_STATUSES = ['PENDING', 'DELIVERING', 'DELIVERED'] as const;
export type DeliveryStatus = (typeof DELIVERY_STATUSES)[number];

export const DELIVERY_STATUS_LABELS: Readonly<Record<DeliveryStatus, string>> = {
  PENDING: '待配送',
  DELIVERING: '配送中',
  DELIVERED: '已送達',
};

/** A courier may bring an order back (address not found) and set out again; DELIVERED is final. */
export const DELIVERY_STATUS_TRANSITIONS: Readonly<Record<DeliveryStatus, readonly DeliveryStatus[]>> = {
  PENDING: ['DELIVERING', 'DELIVERED'],
  DELIVERING: ['PENDING', 'DELIVERED'],
  DELIVERED: [],
};

export function canChangeDeliveryStatus(from: DeliveryStatus, to: DeliveryStatus): boolean {
  return from === to || DELIVERY_STATUS_TRANSITIONS[from].includes(to);
}

/** 409: a delivery change the flow does not allow (ours). */
export function deliveryStatusChangeMessage(from: DeliveryStatus, to: DeliveryStatus): string {
  return `外送狀態為「${DELIVERY_STATUS_LABELS[from]}」，無法改為「${DELIVERY_STATUS_LABELS[to]}」`;
}

/** 未付款 / 已付款 (ours). */
export const PAYMENT_STATUS_LABELS: Readonly<Record<PaymentStatus, string>> = {
  UNPAID: '未付款',
  PAID: '已付款',
};
