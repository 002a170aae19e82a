import {
  frontPayRequestSchema,
  frontPayResultSchema,
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
const front = callsOf('front', 'payment');
const paths = PAYMENT_PATHS;

/** Wallet payments (issue 34; docs/payments.md): 付款設定, 付款對帳 and the phone's pay button. */
export const PAYMENT_API = {
  settings: settings.query(paths.settings, paymentSettingsQuerySchema, paymentSettingsSchema),
  saveLinePay: settings.body(paths.linePay, linePaySettingsRequestSchema, paymentSettingsSchema),
  saveJkoPay: settings.body(paths.jkoPay, jkoPaySettingsRequestSchema, paymentSettingsSchema),
  savePayFirst: settings.body(paths.payFirst, payFirstRequestSchema, paymentSettingsSchema),
  transactions: transactions.query(paths.transactions, paymentTransactionsQuerySchema, paymentTransactionListSchema),
  frontPay: front.body(paths.frontPay, frontPayRequestSchema, frontPayResultSchema),
} as const;
