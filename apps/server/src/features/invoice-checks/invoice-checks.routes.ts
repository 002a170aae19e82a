import {
  checkDonationNumberRequestSchema,
  checkPhoneCarrierRequestSchema,
  envelopeSchema,
  INVOICE_CHECK_PATHS,
  invoiceCheckResultSchema,
} from '@diancan/core';
import type { ZodApp } from '../../platform/http/zod-app.js';
import { STORE_BODY } from '../../platform/http/route-kit.js';
import type { InvoiceCheckService } from './invoice-checks.service.js';

/** back/order/checkPhoneCarrier and checkDonationNumber (store operations 5 and 7). */
export function invoiceCheckRoutes(app: ZodApp, checks: InvoiceCheckService): void {
  const response = { 200: envelopeSchema(invoiceCheckResultSchema) };
  app.post(
    INVOICE_CHECK_PATHS.checkPhoneCarrier.path,
    { schema: { body: checkPhoneCarrierRequestSchema, response }, config: STORE_BODY },
    (request) => checks.phoneCarrier(request.body.phoneCarrier),
  );
  app.post(
    INVOICE_CHECK_PATHS.checkDonationNumber.path,
    { schema: { body: checkDonationNumberRequestSchema, response }, config: STORE_BODY },
    (request) => checks.donationCode(request.body.donationNumber),
  );
}
