import { Button, Group, Modal, NumberInput, Radio, SegmentedControl, Stack, Text, TextInput } from '@mantine/core';
import { allocate, centsToDollars, dollarsToCents, formatCents, invoiceInfoSchema, isCashPayMethod, MODAL_WIDTH, type OrderDetail } from '@diancan/core';
import { useState } from 'react';
import { useSession } from '../../../lib/session';
import { usePayMethods } from '../api/pay-methods';
import { usePayCheck } from './table-api';

/** The buyer's e-invoice choice; the e-invoice is issued with the payment (docs/tables.md). */
const INVOICE_CHOICES = [
  { value: 'none', label: '一般' },
  { value: 'uniformNumber', label: '統一編號' },
  { value: 'phoneCarrier', label: '手機載具' },
  { value: 'donationNumber', label: '捐贈碼' },
] as const;

const CENTS_PER_DOLLAR = 100;

/** 均分: what each of N guests hands over, whole NT$ adding up to the payable exactly (core's allocate). */
export function evenShares(payable: number, people: number): number[] {
  return allocate(payable, Array.from({ length: people }, () => 1), CENTS_PER_DOLLAR);
}

/**
 * 結帳 of a table's check (updateOrderPaid): the pay method, cash tendered and change, the e-invoice; 均分 shows each
 * guest's share of one check paid once with one e-invoice (guests wanting their own invoices split by items).
 */
export function PayCheckModal({ order, onClose }: { order: OrderDetail; onClose: () => void }) {
  const storeId = useSession((state) => state.storeId);
  const methods = usePayMethods(storeId);
  const pay = usePayCheck();
  const [methodId, setMethodId] = useState<string | null>(null);
  const [tendered, setTendered] = useState<number | string>('');
  const [people, setPeople] = useState<number | string>(1);
  const [invoiceType, setInvoiceType] = useState<string>('none');
  const [invoiceNumber, setInvoiceNumber] = useState('');
  const invoice = invoiceType === 'none' ? null : invoiceInfoSchema.safeParse({ type: invoiceType, number: invoiceNumber });
  const invoiceError = invoice && !invoice.success && invoiceNumber !== '' ? invoice.error.issues[0]?.message : undefined;

  const enabled = (methods.data ?? []).filter((method) => method.enabled);
  const chosen = enabled.find((method) => String(method.id) === methodId) ?? enabled[0] ?? null;
  const cash = chosen !== null && isCashPayMethod(chosen);
  const amount = order.totals.payable - order.totals.paid;
  const tenderedCents = tendered === '' ? amount : (dollarsToCents(tendered) ?? 0);
  const short = cash && tenderedCents < amount;
  const peopleCount = typeof people === 'number' && Number.isInteger(people) && people >= 1 && people <= 99 ? people : 1;
  const shares = peopleCount > 1 ? evenShares(amount, peopleCount) : [];

  const confirm = () => {
    if (!chosen || short || (invoice && !invoice.success)) return;
    pay.mutate(
      {
        storeId: order.storeId,
        orderId: order.id,
        version: order.version,
        payMethodId: chosen.id,
        paid: cash ? tenderedCents : 0,
        invoice: invoice?.success ? invoice.data : null,
        memberId: null,
        redeemPoints: 0,
      },
      { onSuccess: onClose },
    );
  };

  return (
    <Modal opened onClose={onClose} title={`結帳 #${order.orderNo}${order.tableNumber ? `（${order.tableNumber}）` : ''}`} size={MODAL_WIDTH} centered>
      <Stack gap="sm">
        <Group justify="space-between">
          <Text>
            應付 <b data-testid="pay-amount">{formatCents(amount)}</b>
          </Text>
          {order.totals.serviceCharge > 0 && <Text size="sm">含服務費 {formatCents(order.totals.serviceCharge)}</Text>}
        </Group>
        <Radio.Group label="付款方式" value={chosen ? String(chosen.id) : null} onChange={setMethodId}>
          <Group gap="md" mt={4}>
            {enabled.map((method) => (
              <Radio key={method.id} value={String(method.id)} label={method.name} />
            ))}
          </Group>
        </Radio.Group>
        {methods.isSuccess && enabled.length === 0 && <Text c="red">沒有啟用的付款方式</Text>}
        {cash && (
          <Group align="flex-end">
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
          </Group>
        )}
        <Group align="flex-end">
          <NumberInput label="均分人數" min={1} max={99} allowDecimal={false} w={120} value={people} onChange={setPeople} />
          {shares.length > 0 && (
            <Text size="sm" data-testid="even-shares">
              每人 {[...new Set(shares)].map(formatCents).join(' / ')}（共{shares.length}人，一張發票）
            </Text>
          )}
        </Group>
        <Stack gap={4}>
          <Text size="sm" fw={500}>
            發票
          </Text>
          <SegmentedControl data={[...INVOICE_CHOICES]} value={invoiceType} onChange={setInvoiceType} aria-label="發票類型" />
          {invoiceType !== 'none' && (
            <TextInput aria-label="發票資訊" value={invoiceNumber} onChange={(event) => setInvoiceNumber(event.currentTarget.value)} error={invoiceError} />
          )}
        </Stack>
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose}>
            取消
          </Button>
          <Button loading={pay.isPending} disabled={!chosen || short || (invoice !== null && !invoice.success)} onClick={confirm}>
            確認結帳
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
