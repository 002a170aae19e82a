/** features/pos: what other features and the composition root may import; the rest of the folder is its own. */
export { checkoutRoutes, createCheckoutServices } from './checkout.module.js';
export type { CheckoutServices } from './checkout.module.js';
export { IDEMPOTENT_REPLAY_HEADER } from './add-order.routes.js';
