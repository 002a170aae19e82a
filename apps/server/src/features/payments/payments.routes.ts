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
import { jsonCall, REPORT_QUERY, STORE_BODY, STORE_QUERY } from '../../platform/http/route-kit.js';
import type { ZodApp } from '../../platform/http/zod-app.js';
import type { PaymentServices } from './payments.module.js';

/** 付款設定 and 付款對帳 (docs/payments.md): a store's own, by `storeId`. No answer carries a secret. */
export function paymentRoutes(app: ZodApp, payments: PaymentServices): void {
  const paths = PAYMENT_PATHS;
  jsonCall(app, paths.settings, STORE_QUERY, { input: paymentSettingsQuerySchema, data: paymentSettingsSchema }, (query) => payments.settings.settings(query.storeId));
  jsonCall(app, paths.linePay, STORE_BODY, { input: linePaySettingsRequestSchema, data: paymentSettingsSchema }, (body) => payments.settings.saveLinePay(body));
  jsonCall(app, paths.jkoPay, STORE_BODY, { input: jkoPaySettingsRequestSchema, data: paymentSettingsSchema }, (body) => payments.settings.saveJkoPay(body));
  jsonCall(app, paths.payFirst, STORE_BODY, { input: payFirstRequestSchema, data: paymentSettingsSchema }, (body) => payments.settings.savePayFirst(body.storeId, body.payFirst));
  jsonCall(app, paths.transactions, REPORT_QUERY, { input: paymentTransactionsQuerySchema, data: paymentTransactionListSchema }, (query) => payments.transactions.list(query));
}
