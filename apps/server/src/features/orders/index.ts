/** features/orders: what other features and the composition root may import; the rest of the folder is its own. */
export { readCheckoutCatalogue } from './catalogue.repository.js';
export { purgeOrderIdempotencyKeys } from './idempotency-purge.js';
export { OrderCreationService } from './order-creation.service.js';
export { OrderDetailService, readOrderDetail } from './order-detail.service.js';
export { orderDetailRoute } from './order-detail.routes.js';
export { assertReservationWindow, checkLines, idsOf } from './order-pricing.js';
export type { LineSnapshot, PricedOrder } from './order-pricing.js';
export type { AddOrderOutcome, OrderCreation } from './order-creation.service.js';
export { orderRepository } from './order.repository.js';
export { stampOrderStaff } from './order-staff.repository.js';
export { requestHash } from './idempotency.js';
export { priceOrder, serviceChargeLines } from './order-pricing.js';
export { readOrderTable } from './order-table.repository.js';
export type { OrderTable } from './order-table.repository.js';
export type { CheckoutCatalogue } from './catalogue.repository.js';
export { PLATFORM_ORDER_JSON, presentPlatformOrder } from './platform-order.view.js';
export type { PlatformOrderJson } from './platform-order.view.js';
