/** features/payments: what other features and the composition root may import; the rest of the folder is its own. */
export { createPaymentServices } from './payments.module.js';
export type { PaymentServices } from './payments.module.js';
export { paymentRoutes } from './payments.routes.js';
export type { CheckoutPlan, TenderRow } from './counter-charges.service.js';
export type { AttemptRow } from './payments.repository.js';
export { LinePayStandIn, LINE_PAY_STAND_IN_CHANNEL } from './stand-ins/line-pay.stand-in.js';
export { JkoPayStandIn, JKO_PAY_STAND_IN_MERCHANT } from './stand-ins/jko-pay.stand-in.js';
export { parseLossless } from './lossless-json.js';
export { linePaySignature } from './line-pay.client.js';
