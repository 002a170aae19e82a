/** The payments area's paths, providers and labels (docs/payments.md); no schema, so the phone's page may read it. */

export const PAYMENT_PROVIDERS = ['LINE_PAY', 'JKO_PAY'] as const;
export type PaymentProvider = (typeof PAYMENT_PROVIDERS)[number];

export const PAYMENT_PROVIDER_LABELS: Readonly<Record<PaymentProvider, string>> = { LINE_PAY: 'LINE Pay', JKO_PAY: '街口支付' };

type Call<M extends 'GET' | 'POST' | 'PUT'> = { method: M; path: string };
const call = <M extends 'GET' | 'POST' | 'PUT'>(method: M, path: string): Call<M> => ({ method, path });

export const PAYMENT_PATHS = {
  linePay: call('PUT', '/api/back/payment/linePay'),
  jkoPay: call('PUT', '/api/back/payment/jkoPay'),
  settings: call('GET', '/api/back/payment/settings'),
  payFirst: call('PUT', '/api/back/payment/payFirst'),
  transactions: call('GET', '/api/back/payment/transactions'),
  frontPay: call('POST', '/api/front/order/pay'),
} as const;
