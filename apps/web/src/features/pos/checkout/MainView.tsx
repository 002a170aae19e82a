import { Button, Group, Paper, SimpleGrid, Stack, Text } from '@mantine/core';
import { formatCents, type PayMethod } from '@diancan/core';
import type { Dispatch, ReactNode } from 'react';
import { Keypad, pressKey } from '../../../components/keypad';
import { quickCashAmounts } from './cash';
import { CheckoutSummary } from './CheckoutSummary';
import type { CheckoutAction, CheckoutState } from './checkout-state';
import { INVOICE_TYPE_LABEL } from './invoice-rules';
import type { PricedCheckout } from './order-request';
import { PayMethodGrid } from './PayMethodGrid';
import { payMethodBlockedOffline } from '../offline/offline-rules';
import { useOutbox } from '../offline/outbox-store';

export interface MainViewProps {
  state: CheckoutState;
  dispatch: Dispatch<CheckoutAction>;
  priced: PricedCheckout;
  payMethods: readonly PayMethod[];
  invoiceEnabled: boolean;
  /** The coupon code field (優惠券). */
  couponField: ReactNode;
  /** 會員 (the member's number, points and redemption); absent while the store has points off. */
  memberField?: ReactNode;
}

/**
 * The main checkout view: amounts, pay methods, the buttons that open the discount and invoice views (disabled
 * under entertain), whole-order entertain, and for cash the amount tendered with the change.
 */
export function MainView({ state, dispatch, priced, payMethods, invoiceEnabled, couponField, memberField }: MainViewProps) {
  const { totals, isCash } = priced;
  const cashEntry = isCash && !state.entertain;
  const offline = useOutbox((outbox) => outbox.unreachable);
  return (
    <SimpleGrid cols={2} spacing="lg">
      <Stack gap="md">
        <CheckoutSummary totals={totals} discount={state.entertain ? null : state.discount} entertain={state.entertain} isCash={isCash} />
        <Group gap="xs">
          <Button variant="light" disabled={state.entertain} onClick={() => dispatch({ type: 'OPEN_DISCOUNT' })}>
            折扣
          </Button>
          {invoiceEnabled && (
            <Button variant="light" disabled={state.entertain} onClick={() => dispatch({ type: 'OPEN_INVOICE' })}>
              發票類型
            </Button>
          )}
          <Button
            ml="auto"
            color="green"
            variant={state.entertain ? 'filled' : 'outline'}
            aria-pressed={state.entertain}
            onClick={() => dispatch({ type: 'SET_ENTERTAIN', entertain: !state.entertain })}
          >
            招待
          </Button>
        </Group>
        {couponField}
        {memberField}
        {invoiceEnabled && state.invoice && (
          <Group gap="xs" justify="space-between">
            <Text size="sm" aria-label="發票資訊">
              {INVOICE_TYPE_LABEL[state.invoice.type]}：{state.invoice.number}
            </Text>
            <Button variant="subtle" size="compact-sm" color="gray" onClick={() => dispatch({ type: 'INVOICE_CLEAR' })}>
              清除
            </Button>
          </Group>
        )}
        <PayMethodGrid
          methods={payMethods}
          selectedId={state.payMethodId}
          page={state.payPage}
          disabled={state.entertain}
          blockedReason={(method) => payMethodBlockedOffline(method, offline)}
          onSelect={(payMethodId) => dispatch({ type: 'PAY_METHOD', payMethodId })}
          onPage={(page) => dispatch({ type: 'PAY_PAGE', page })}
        />
        {offline && (
          <Text size="sm" c="orange.8">
            離線中：僅可使用現金與離線付款方式
          </Text>
        )}
      </Stack>
      <Stack gap="sm">
        {cashEntry ? (
          <>
            <Paper withBorder p="sm" radius="md" bg="gray.0">
              <Group justify="space-between">
                <Text c="dimmed">實收金額</Text>
                <Text fz={28} fw={700} aria-label="實收金額" role="status">
                  {state.paidText === '' ? formatCents(totals.payable) : formatCents(totals.paid)}
                </Text>
              </Group>
            </Paper>
            <Group gap={6} grow>
              {quickCashAmounts(totals.payable).map((amount, position) => (
                <Button
                  key={amount}
                  variant="default"
                  size="sm"
                  px={4}
                  onClick={() => dispatch({ type: 'PAID', text: position === 0 ? '' : String(amount / 100) })}
                >
                  {position === 0 ? '剛好' : formatCents(amount)}
                </Button>
              ))}
            </Group>
            <Keypad
              mode="GENERAL"
              withSteps={false}
              keyHeight={52}
              onKey={(key) => dispatch({ type: 'PAID', text: pressKey({ text: state.paidText, pristine: false }, key, 'GENERAL').text })}
            />
          </>
        ) : (
          <Paper withBorder p="lg" radius="md" bg="gray.0">
            <Text c="dimmed" ta="center">
              {state.entertain ? '整單招待，無需付款' : `${priced.payMethod?.name ?? ''} 收取 ${formatCents(totals.payable)}`}
            </Text>
          </Paper>
        )}
      </Stack>
    </SimpleGrid>
  );
}
