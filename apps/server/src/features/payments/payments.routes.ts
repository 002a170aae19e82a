import {
  jkoPaySettingsRequestSchema,
  linePaySettingsRequestSchema,
  PAYMENT_PATHS,
  payFirstRequestSchema,
  paymentSettingsQuerySchema,
  paymentSettingsSchema,
  paymentTransactionListSchema,
  paymentTransactionsQuerySchema,
} from '@diancan/core';
import { backOffice, jsonCall, STORE_BODY, STORE_QUERY } from '../../platform/http/route-kit.js';
import type { ZodApp } from '../../platform/http/zod-app.js';
import type { PaymentServices } from './payments.module.js';

/** 付款設定 and 付款對帳 (docs/payments.md): a store's own, by `storeId`. No answer carries a secret. */
export function paymentRoutes(app: ZodApp, payments: PaymentServices): void {
  const paths = PAYMENT_PATHS;
  jsonCall(app, paths.settings, STORE_QUERY, { input: paymentSettingsQuerySchema, data: paymentSettingsSchema }, (query) => payments.settings.settings(query.storeId));
  jsonCall(app, paths.linePay, STORE_BODY, { input: linePaySettingsRequestSchema, data: paymentSettingsSchema }, (body) => payments.settings.saveLinePay(body));
  jsonCall(app, paths.jkoPay, STORE_BODY, { input: jkoPaySettingsRequestSchema, data: paymentSettingsSchema }, (body) => payments.settings.saveJkoPay(body));
  jsonCall(app, paths.payFirst, STORE_BODY, { input: payFirstRequestSchema, data: paymentSettingsSchema }, (body) => payments.settings.savePayFirst(body.storeId, body.payFirst));
  // 付款對帳 reads like a report but is not one of the spec's gated calls (access section 4): no manager-code gate;
  // in staff mode the REPORTS permission.
  jsonCall(app, paths.transactions, backOffice(STORE_QUERY, 'REPORTS'), { input: paymentTransactionsQuerySchema, data: paymentTransactionListSchema }, (query) => payments.transactions.list(query));
}
