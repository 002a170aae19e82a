/** features/payments (web): 付款設定 and 付款對帳 (docs/payments.md). */
export { PAYMENT_PAGE_LOADERS } from './pages';
