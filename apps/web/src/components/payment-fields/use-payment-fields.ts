import { useQuery } from '@tanstack/react-query';
import {
  chargedProviderOf,
  dollarsToCents,
  invoiceInfoSchema,
  isCashPayMethod,
  ONE_TIME_KEY_PATTERNS,
  PAYMENT_API,
  type InvoiceInfo,
  type PaymentProvider,
  type PayMethod,
} from '@diancan/core';
import { useState } from 'react';
import { offlineApiQuery } from '../../lib/offline/cached-read';

/** The buyer's e-invoice choice at the counter; the e-invoice is issued with the payment. */
export const INVOICE_CHOICES = [
  { value: 'none', label: '一般' },
  { value: 'uniformNumber', label: '統一編號' },
  { value: 'phoneCarrier', label: '手機載具' },
  { value: 'donationNumber', label: '捐贈碼' },
] as const;

/** The wallet providers the store charges through (docs/payments.md): their pay methods ask for the customer's code. */
export function useChargedProviders(storeId: number, active: boolean): PaymentProvider[] {
  const query = useQuery({ ...offlineApiQuery(PAYMENT_API.settings, { storeId }), enabled: active && storeId > 0, staleTime: 60_000 });
  return (query.data?.providers ?? []).filter((provider) => provider.enabled).map((provider) => provider.provider);
}

/** Whether a scanned code fits its provider's shape (no provider: nothing to scan). */
export function oneTimeKeyReady(provider: PaymentProvider | null, key: string): boolean {
  return provider === null || ONE_TIME_KEY_PATTERNS[provider].test(key);
}

/** What the cashier typed as cash handed over, in cents; empty means exactly the amount. */
export function tenderedCentsOf(tendered: number | string, amount: number): number {
  return tendered === '' ? amount : (dollarsToCents(tendered) ?? 0);
}

/** The e-invoice choice: its type, the number typed, and the parsed invoice (null for 一般). */
export function useInvoiceChoice() {
  const [type, setType] = useState<string>('none');
  const [number, setNumber] = useState('');
  const parsed = type === 'none' ? null : invoiceInfoSchema.safeParse({ type, number });
  const invoice: InvoiceInfo | null = parsed?.success ? parsed.data : null;
  return {
    type,
    setType,
    number,
    setNumber,
    invoice,
    valid: parsed === null || parsed.success,
    error: parsed && !parsed.success && number !== '' ? parsed.error.issues[0]?.message : undefined,
    reset: () => {
      setType('none');
      setNumber('');
    },
  };
}
export type InvoiceChoice = ReturnType<typeof useInvoiceChoice>;

/**
 * One payment of `amount` at the counter (the order board's 標記已付款, a table's 結帳): the enabled method chosen,
 * for cash what was handed over and the change, for a wallet the store charges through the customer's scanned code
 * (docs/payments.md), and the e-invoice choice.
 */
export function usePaymentFields({ storeId, amount, methods, active }: { storeId: number; amount: number; methods: readonly PayMethod[] | undefined; active: boolean }) {
  const [methodId, setMethodId] = useState<string | null>(null);
  const [tendered, setTendered] = useState<number | string>('');
  const [oneTimeKey, setOneTimeKey] = useState('');
  const invoice = useInvoiceChoice();
  const chargedProviders = useChargedProviders(storeId, active);

  const enabled = (methods ?? []).filter((method) => method.enabled);
  const chosen = enabled.find((method) => String(method.id) === methodId) ?? enabled[0] ?? null;
  const cash = chosen !== null && isCashPayMethod(chosen);
  const tenderedCents = tenderedCentsOf(tendered, amount);
  const short = cash && tenderedCents < amount;
  const charged = chosen ? chargedProviderOf(chosen.statisticKey, chargedProviders) : null;
  const keyReady = oneTimeKeyReady(charged, oneTimeKey);

  return {
    amount,
    enabled,
    chargedProviders,
    chosen,
    setMethodId,
    cash,
    tendered,
    setTendered,
    tenderedCents,
    short,
    charged,
    oneTimeKey,
    setOneTimeKey,
    keyReady,
    invoice,
    ready: chosen !== null && !short && keyReady && invoice.valid,
    /** The payment as updateOrderPaid takes it: the method, the cash tendered (0 otherwise) and, if charged, the code. */
    payment(): { payMethodId: number; paid: number; oneTimeKey?: string } {
      return {
        payMethodId: chosen?.id ?? 0,
        paid: cash ? tenderedCents : 0,
        // The same code sent again (付款確認中, a lost answer) is the same payment: never a second charge.
        ...(charged === null ? {} : { oneTimeKey }),
      };
    },
    reset() {
      setMethodId(null);
      setTendered('');
      setOneTimeKey('');
      invoice.reset();
    },
  };
}
export type PaymentFieldsState = ReturnType<typeof usePaymentFields>;
