/**
 * The front stage's channels, order types and token length: values both the contracts (front-order.ts) and the
 * customer's pages (front-stage.ts) read. Without zod, so the customer's phone downloads none of it.
 */

/** The longest front-stage token a request may name (its letter, id, '.', 43 signature characters, with room). */
export const FRONT_TOKEN_MAX = 64;
export const FRONT_ORDER_TYPES = ['INSIDE', 'TAKEOUT'] as const;
export type FrontOrderType = (typeof FRONT_ORDER_TYPES)[number];
export const FRONT_CHANNELS = ['MOBILE', 'KIOSK'] as const;
export type FrontChannel = (typeof FRONT_CHANNELS)[number];
