import { Group, NumberInput, Radio, SegmentedControl, Stack, Text, TextInput } from '@mantine/core';
import { centsToDollars, formatCents, PAYMENT_MSG, PAYMENT_PROVIDER_LABELS, type PaymentProvider } from '@diancan/core';
import type { ReactNode } from 'react';
import { INVOICE_CHOICES, tenderedCentsOf, type InvoiceChoice, type PaymentFieldsState } from './use-payment-fields';

/** Cash handed over for `amount`, with the change or 現金不足. */
export function CashTenderedField({ amount, tendered, onChange, short, label = '收取現金' }: { amount: number; tendered: number | string; onChange(value: number | string): void; short: boolean; label?: string }) {
  const tenderedCents = tenderedCentsOf(tendered, amount);
  return (
    <Group align="flex-end">
      <NumberInput
        label={label}
        prefix="NT$"
        min={0}
        thousandSeparator=","
        placeholder={String(centsToDollars(amount))}
        value={tendered}
        onChange={onChange}
        error={short ? '現金不足' : undefined}
      />
      {!short && <Text size="sm">找零 {formatCents(tenderedCents - amount)}</Text>}
    </Group>
  );
}

/** The customer's wallet code, scanned (the scanner ends it with Enter, which confirms) or typed on the keypad. */
export function CustomerCodeField({
  provider,
  value,
  onChange,
  ready,
  onEnter,
  label,
  autoFocus = true,
}: {
  provider: PaymentProvider;
  value: string;
  onChange(value: string): void;
  ready: boolean;
  onEnter?: () => void;
  label?: string;
  autoFocus?: boolean;
}) {
  return (
    <TextInput
      label={label ?? `顧客付款條碼（${PAYMENT_PROVIDER_LABELS[provider]}）`}
      placeholder="請掃描顧客手機上的付款條碼，或以鍵盤輸入"
      value={value}
      onChange={(event) => onChange(event.currentTarget.value.replace(/\s/g, ''))}
      onKeyDown={(event) => {
        if (event.key === 'Enter') onEnter?.();
      }}
      error={value !== '' && !ready ? PAYMENT_MSG.ONE_TIME_KEY_SHAPE : undefined}
      autoFocus={autoFocus}
      autoComplete="off"
      data-testid="one-time-key"
    />
  );
}

/** 發票: 一般 / 統一編號 / 手機載具 / 捐贈碼 and the number of the chosen kind. */
export function InvoiceFields({ choice }: { choice: InvoiceChoice }) {
  return (
    <Stack gap={4}>
      <Text size="sm" fw={500}>
        發票
      </Text>
      <SegmentedControl data={[...INVOICE_CHOICES]} value={choice.type} onChange={choice.setType} aria-label="發票類型" />
      {choice.type !== 'none' && <TextInput aria-label="發票資訊" value={choice.number} onChange={(event) => choice.setNumber(event.currentTarget.value)} error={choice.error} />}
    </Stack>
  );
}

/**
 * One payment's fields (usePaymentFields): the method, cash tendered and change, the customer's code for a charged
 * wallet, and, unless `children` sit between, the e-invoice. `children` go after the payment and before the invoice.
 */
export function PaymentFields({ fields, methodsLoaded, onConfirm, inline = false, children }: { fields: PaymentFieldsState; methodsLoaded: boolean; onConfirm(): void; inline?: boolean; children?: ReactNode }) {
  const Layout = inline ? Group : Stack;
  return (
    <>
      <Radio.Group label="付款方式" value={fields.chosen ? String(fields.chosen.id) : null} onChange={fields.setMethodId}>
        <Layout gap={inline ? 'md' : 6} mt={4}>
          {fields.enabled.map((method) => (
            <Radio key={method.id} value={String(method.id)} label={method.name} />
          ))}
        </Layout>
      </Radio.Group>
      {methodsLoaded && fields.enabled.length === 0 && <Text c="red">沒有啟用的付款方式</Text>}
      {fields.cash && <CashTenderedField amount={fields.amount} tendered={fields.tendered} onChange={fields.setTendered} short={fields.short} />}
      {fields.charged !== null && (
        <CustomerCodeField provider={fields.charged} value={fields.oneTimeKey} onChange={fields.setOneTimeKey} ready={fields.keyReady} onEnter={onConfirm} />
      )}
      {children}
      <InvoiceFields choice={fields.invoice} />
    </>
  );
}
