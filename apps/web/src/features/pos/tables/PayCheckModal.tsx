import { Button, Group, Modal, NumberInput, Stack, Text } from '@mantine/core';
import { chargedProviderOf, formatCents, MODAL_WIDTH, type OrderDetail } from '@diancan/core';
import { useState } from 'react';
import { InvoiceFields, oneTimeKeyReady, PaymentFields, tenderedCentsOf, usePaymentFields } from '../../../components/payment-fields';
import { useSession } from '../../../lib/session';
import { usePayMethods } from '../api/pay-methods';
import { cashDueOf, evenShares, evenSplitParts, MAX_EVEN_SHARES, type SharePick } from './even-split';
import { EvenSplitFields } from './EvenSplitFields';
import { usePayCheck } from './table-api';

/**
 * 結帳 of a table's check (updateOrderPaid): the pay method, cash tendered and change, the customer's code for a
 * charged wallet, the e-invoice. 均分 by N pays the one check in N parts (`payments`, one e-invoice); guests wanting
 * their own invoices split by items.
 */
export function PayCheckModal({ order, onClose }: { order: OrderDetail; onClose: () => void }) {
  const storeId = useSession((state) => state.storeId);
  const methods = usePayMethods(storeId);
  const pay = usePayCheck();
  const amount = order.totals.payable - order.totals.paid;
  const fields = usePaymentFields({ storeId: storeId ?? 0, amount, methods: methods.data, active: true });
  const [people, setPeople] = useState<number | string>(1);
  const [picks, setPicks] = useState<SharePick[]>([]);
  const [cashTendered, setCashTendered] = useState<number | string>('');

  const peopleCount = typeof people === 'number' && Number.isInteger(people) && people >= 1 && people <= MAX_EVEN_SHARES ? people : 1;
  const shares = peopleCount > 1 ? evenShares(amount, peopleCount) : [];
  // Each share's pick, the cashier's default (the method chosen above) until changed.
  const sharePicks = shares.map((_, index) => picks[index] ?? { methodId: fields.chosen?.id ?? 0, oneTimeKey: '' });
  const cashDue = cashDueOf(shares, sharePicks, fields.enabled);
  const cashCents = tenderedCentsOf(cashTendered, cashDue);
  const splitReady =
    sharePicks.every((pick) => {
      const method = fields.enabled.find((row) => row.id === pick.methodId);
      return method !== undefined && oneTimeKeyReady(chargedProviderOf(method.statisticKey, fields.chargedProviders), pick.oneTimeKey);
    }) && cashCents >= cashDue;
  const ready = shares.length > 0 ? splitReady && fields.invoice.valid : fields.ready;

  const pick = (index: number, next: SharePick) => setPicks(sharePicks.map((current, at) => (at === index ? next : current)));

  const confirm = () => {
    if (!ready) return;
    const common = { storeId: order.storeId, orderId: order.id, version: order.version, invoice: fields.invoice.invoice, memberId: null, redeemPoints: 0 };
    const payment = shares.length > 0 ? { payments: evenSplitParts(shares, sharePicks, fields.enabled, cashCents) } : fields.payment();
    pay.mutate({ ...common, ...payment }, { onSuccess: onClose });
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
        <NumberInput label="均分人數" description={`每位各自付款，一張發票（最多${MAX_EVEN_SHARES}人）`} min={1} max={MAX_EVEN_SHARES} allowDecimal={false} w={220} value={people} onChange={setPeople} />
        {shares.length > 0 ? (
          <>
            <EvenSplitFields
              shares={shares}
              picks={sharePicks}
              methods={fields.enabled}
              chargedProviders={fields.chargedProviders}
              onPick={pick}
              cashDue={cashDue}
              tendered={cashTendered}
              onTendered={setCashTendered}
              short={cashCents < cashDue}
            />
            <InvoiceFields choice={fields.invoice} />
          </>
        ) : (
          <PaymentFields fields={fields} methodsLoaded={methods.isSuccess} onConfirm={confirm} inline />
        )}
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose}>
            取消
          </Button>
          <Button loading={pay.isPending} disabled={!ready} onClick={confirm}>
            確認結帳
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
