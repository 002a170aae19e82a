import {
  jkoPaySettingsRequestSchema,
  linePaySettingsRequestSchema,
  PAYMENT_PATHS,
  payFirstRequestSchema,
  paymentSettingsQuerySchema,
  paymentSettingsSchema,
  paymentTransactionListSchema,
  paymentTransactionsQuerySchema,
} from '../contracts/payments.js';
import { callsOf } from './call.js';

const settings = callsOf('payments', 'settings');
const transactions = callsOf('payments', 'transactions');
const paths = PAYMENT_PATHS;

/**
 * Wallet payments (issue 34; docs/payments.md): 付款設定 and 付款對帳. The phone's pay button is a front-stage call
 * (POST /api/front/order/pay, PAYMENT_PATHS.frontPay), sent by the customers' page's own caller like its other calls.
 */
export const PAYMENT_API = {
  settings: settings.query(paths.settings, paymentSettingsQuerySchema, paymentSettingsSchema),
  saveLinePay: settings.body(paths.linePay, linePaySettingsRequestSchema, paymentSettingsSchema),
  saveJkoPay: settings.body(paths.jkoPay, jkoPaySettingsRequestSchema, paymentSettingsSchema),
  savePayFirst: settings.body(paths.payFirst, payFirstRequestSchema, paymentSettingsSchema),
  transactions: transactions.query(paths.transactions, paymentTransactionsQuerySchema, paymentTransactionListSchema),
} as const;
