import { Button, Group, Modal, NumberInput, Radio, SegmentedControl, Stack, Text, TextInput } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import {
  centsToDollars,
  chargedProviderOf,
  dollarsToCents,
  formatCents,
  invoiceInfoSchema,
  isCashPayMethod,
  MODAL_WIDTH,
  ONE_TIME_KEY_PATTERNS,
  type OrderCard,
  PAYMENT_API,
  PAYMENT_MSG,
  PAYMENT_PROVIDER_LABELS,
} from '@diancan/core';
import { useState } from 'react';
import { offlineApiQuery } from '../../../lib/offline/cached-read';
import { usePayMethods } from '../api/pay-methods';
import { useUpdateOrderPaid } from '../api/order-edits';

export interface MarkPaidModalProps {
  card: OrderCard | null;
  onClose(): void;
}

/** The buyer's e-invoice choice at the counter; the e-invoice is issued with the payment (docs/self-ordering.md). */
const INVOICE_CHOICES = [
  { value: 'none', label: '一般' },
  { value: 'uniformNumber', label: '統一編號' },
  { value: 'phoneCarrier', label: '手機載具' },
  { value: 'donationNumber', label: '捐贈碼' },
] as const;

/**
 * An unpaid order (a mobile or kiosk order) paid at the counter: the pay method, for cash what was handed over, and
 * the buyer's e-invoice choice.
 */
export function MarkPaidModal({ card, onClose }: MarkPaidModalProps) {
  const storeId = card?.storeId ?? 0;
  const methods = usePayMethods(storeId, card !== null);
  const markPaid = useUpdateOrderPaid();
  const [methodId, setMethodId] = useState<string | null>(null);
  const [tendered, setTendered] = useState<number | string>('');
  const [invoiceType, setInvoiceType] = useState<string>('none');
  const [invoiceNumber, setInvoiceNumber] = useState('');
  const [oneTimeKey, setOneTimeKey] = useState('');
  // A wallet the store charges through (docs/payments.md): the customer's code is scanned and charged on 確認.
  const settings = useQuery({ ...offlineApiQuery(PAYMENT_API.settings, { storeId }), enabled: card !== null && storeId > 0, staleTime: 60_000 });
  const chargedProviders = (settings.data?.providers ?? []).filter((provider) => provider.enabled).map((provider) => provider.provider);
  const invoice = invoiceType === 'none' ? null : invoiceInfoSchema.safeParse({ type: invoiceType, number: invoiceNumber });
  const invoiceError = invoice && !invoice.success && invoiceNumber !== '' ? invoice.error.issues[0]?.message : undefined;

  const enabled = (methods.data ?? []).filter((method) => method.enabled);
  const chosen = enabled.find((method) => String(method.id) === methodId) ?? enabled[0] ?? null;
  const cash = chosen !== null && isCashPayMethod(chosen);
  const amount = card?.amount ?? 0;
  const tenderedCents = tendered === '' ? amount : (dollarsToCents(tendered) ?? 0);
  const short = cash && tenderedCents < amount;
  const charged = chosen ? chargedProviderOf(chosen.statisticKey, chargedProviders) : null;
  const keyReady = charged === null || ONE_TIME_KEY_PATTERNS[charged].test(oneTimeKey);

  const close = () => {
    setMethodId(null);
    setTendered('');
    setInvoiceType('none');
    setInvoiceNumber('');
    setOneTimeKey('');
    onClose();
  };

  const confirm = () => {
    if (!card || !chosen || short || !keyReady || (invoice && !invoice.success)) return;
    markPaid.mutate(
      {
        storeId: card.storeId,
        orderId: card.id,
        version: card.version,
        payMethodId: chosen.id,
        paid: cash ? tenderedCents : 0,
        // The same code sent again (付款確認中, a lost answer) is the same payment: never a second charge.
        ...(charged === null ? {} : { oneTimeKey }),
        invoice: invoice?.success ? invoice.data : null,
      },
      { onSuccess: close },
    );
  };

  return (
    <Modal opened={card !== null} onClose={close} title="標記已付款" size={MODAL_WIDTH} centered>
      <Stack gap="sm">
        <Text>
          訂單 #{card?.orderNo} 應付 <b>{formatCents(amount)}</b>
        </Text>
        <Radio.Group label="付款方式" value={chosen ? String(chosen.id) : null} onChange={setMethodId}>
          <Stack gap={6} mt={4}>
            {enabled.map((method) => (
              <Radio key={method.id} value={String(method.id)} label={method.name} />
            ))}
          </Stack>
        </Radio.Group>
        {methods.isSuccess && enabled.length === 0 && <Text c="red">沒有啟用的付款方式</Text>}
        {cash && (
          <>
            <NumberInput
              label="收取現金"
              prefix="NT$"
              min={0}
              thousandSeparator=","
              placeholder={String(centsToDollars(amount))}
              value={tendered}
              onChange={setTendered}
              error={short ? '現金不足' : undefined}
            />
            {!short && <Text size="sm">找零 {formatCents(tenderedCents - amount)}</Text>}
          </>
        )}
        {charged !== null && (
          <TextInput
            label={`顧客付款條碼（${PAYMENT_PROVIDER_LABELS[charged]}）`}
            placeholder="請掃描顧客手機上的付款條碼，或以鍵盤輸入"
            value={oneTimeKey}
            onChange={(event) => setOneTimeKey(event.currentTarget.value.replace(/\s/g, ''))}
            onKeyDown={(event) => {
              // The scanner ends the code with Enter: confirmed as by the button.
              if (event.key === 'Enter') confirm();
            }}
            error={oneTimeKey !== '' && !keyReady ? PAYMENT_MSG.ONE_TIME_KEY_SHAPE : undefined}
            autoFocus
            autoComplete="off"
            data-testid="one-time-key"
          />
        )}
        <Stack gap={4}>
          <Text size="sm" fw={500}>
            發票
          </Text>
          <SegmentedControl data={[...INVOICE_CHOICES]} value={invoiceType} onChange={setInvoiceType} />
          {invoiceType !== 'none' && (
            <TextInput
              aria-label="發票資訊"
              value={invoiceNumber}
              onChange={(event) => setInvoiceNumber(event.currentTarget.value)}
              error={invoiceError}
            />
          )}
        </Stack>
        <Group justify="flex-end">
          <Button variant="default" onClick={close}>
            取消
          </Button>
          <Button loading={markPaid.isPending} disabled={!chosen || short || !keyReady || (invoice !== null && !invoice.success)} onClick={confirm}>
            確認
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
