/** features/einvoice: what other features and the composition root may import; the rest of the folder is its own. */
export { createEinvoiceServices, registerEinvoiceRoutes } from './einvoice.module.js';
export type { EinvoiceServices } from './einvoice.module.js';
export type { OrderInvoicePort } from './invoice-port.js';
export { invoiceDue, issueCheckoutInvoice } from './issuance.js';
export type { OrderInvoiceService } from './invoice.service.js';
export { startTurnkeyLoop } from './turnkey-schedule.js';
export type { ProviderRefundPort } from './refund.service.js';
