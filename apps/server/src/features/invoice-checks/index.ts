/** features/invoice-checks: what other features and the composition root may import; the rest of the folder is its own. */
export { invoiceCheckRoutes } from './invoice-checks.routes.js';
export { InvoiceCheckService, verificationProviderFromEnv } from './invoice-checks.service.js';
