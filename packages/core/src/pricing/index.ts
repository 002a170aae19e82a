/**
 * Order pricing: line prices, automatic and manual discounts, entertain, the payable and the change.
 * Integer cents in and out; exact arithmetic inside; one rounding per order (see order.ts).
 */
export * from './automatic-discount.js';
export * from './checkout.js';
export * from './coupon.js';
export type { ExactAmount, RoundingMode } from './exact.js';
export * from './line.js';
export * from './manual-discount.js';
export * from './order.js';
export * from './order-request.js';
export * from './points.js';
export * from './split.js';
