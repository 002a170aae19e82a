import { Button, Group, Modal, Stack, Text, TextInput, Title } from '@mantine/core';
import {
  CHECKOUT_MODAL_WIDTH,
  MEMBER_API,
  chargedProviderOf,
  MSG,
  ONE_TIME_KEY_PATTERNS,
  PAYMENT_MSG,
  PAYMENT_PROVIDER_LABELS,
  type AutomaticDiscountTier,
  type CouponTermsView,
} from '@diancan/core';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useEffectEvent, useMemo, useReducer, useRef, useState } from 'react';
import { apiQuery } from '../../../lib/api-query';
import { useSession } from '../../../lib/session';
import { usePayMethods } from '../api/pay-methods';
import { useChargedProviders } from '../api/payment-providers';
import { useCart } from '../cart/cart-store';
import { CouponField } from './CouponField';
import { checkoutReducer, initialCheckout, type CheckoutState } from './checkout-state';
import { DiscountView } from './DiscountView';
import { InvoiceView } from './InvoiceView';
import { invoiceFeaturesOn } from './invoice-rules';
import { MainView } from './MainView';
import { MemberField } from './MemberField';
import { checkoutMemberOf, type CheckoutMember } from './member-checkout';
import { priceCheckout } from './order-request';
import { enabledPayMethods, pageOfPayMethod } from './pay-method-pages';
import { useInvoiceConfirm } from './use-invoice-confirm';
import { OFFLINE_NEEDS_NETWORK, payMethodBlockedOffline } from '../offline/offline-rules';
import { useOutbox } from '../offline/outbox-store';
import { useOrderSubmit, type OrderDone } from './use-order-submit';

export interface CheckoutOpening {
  /** DISCOUNT: opened as the discount modal (折扣 on the POS): its confirm submits the checkout. */
  view: 'MAIN' | 'DISCOUNT';
}

export interface CheckoutModalProps {
  opening: CheckoutOpening | null;
  tiers: readonly AutomaticDiscountTier[];
  onClose: () => void;
  onDone: (done: OrderDone) => void;
}

const TITLE: Record<CheckoutState['view'], string> = { MAIN: '結帳', DISCOUNT: '折扣', INVOICE: '發票類型' };

/** The checkout modal (結帳), 800 px wide (store operations sections 4 and 9). */
export function CheckoutModal({ opening, tiers, onClose, onDone }: CheckoutModalProps) {
  return (
    <Modal opened={opening !== null} onClose={onClose} size={CHECKOUT_MODAL_WIDTH} centered withCloseButton={false} closeOnEscape={false} padding="lg">
      {opening && <CheckoutBody opening={opening} tiers={tiers} onClose={onClose} onDone={onDone} />}
    </Modal>
  );
}

function CheckoutBody({ opening, tiers, onClose, onDone }: Omit<CheckoutModalProps, 'opening'> & { opening: CheckoutOpening }) {
  const storeId = useSession((state) => state.storeId) ?? 0;
  const sessionPayMethods = useSession((state) => state.payMethods);
  const invoiceSwitch = useSession((state) => state.invoiceSwitch);
  const invoiceEnabled = invoiceFeaturesOn(invoiceSwitch);
  const payMethodQuery = usePayMethods(storeId);
  const payMethods = useMemo(() => enabledPayMethods(payMethodQuery.data ?? sessionPayMethods), [payMethodQuery.data, sessionPayMethods]);
  const payMethodIds = payMethods.map((method) => method.id);

  const [state, dispatch] = useReducer(checkoutReducer, { view: opening.view, payMethodIds }, initialCheckout);
  const idsKey = payMethodIds.join(',');
  useEffect(() => {
    dispatch({ type: 'PAY_METHODS_CHANGED', enabledIds: idsKey === '' ? [] : idsKey.split(',').map(Number) });
  }, [idsKey]);

  const lines = useCart((cart) => cart.lines);
  const remark = useCart((cart) => cart.remark);
  const isInside = useCart((cart) => cart.isInside);
  const tableNumber = useCart((cart) => cart.tableNumber);
  const reserve = useCart((cart) => cart.reserve);
  const [coupon, setCoupon] = useState<CouponTermsView | null>(null);
  // 會員 (docs/members.md): shown while the store has points on; offline the settings do not come and it stays hidden.
  const memberSettings = useQuery({ ...apiQuery(MEMBER_API.getSettings, { storeId }, { silent: true }), staleTime: 60_000 });
  const pointsRule = memberSettings.data?.enabled ? memberSettings.data : null;
  const [picked, setPicked] = useState<CheckoutMember | null>(null);
  const member = useMemo(() => checkoutMemberOf(picked, pointsRule), [picked, pointsRule]);
  const priced = useMemo(
    () => priceCheckout(state, { storeId, cart: { lines, remark, isInside, tableNumber, reserve }, payMethods, tiers, invoiceEnabled, coupon, member }),
    [state, storeId, lines, remark, isInside, tableNumber, reserve, payMethods, tiers, invoiceEnabled, coupon, member],
  );

  // A wallet the store charges through (docs/payments.md): the customer's code is scanned into this field.
  const chargedProviders = useChargedProviders(storeId);
  const charged = priced.payMethod && !state.entertain ? chargedProviderOf(priced.payMethod.statisticKey, chargedProviders) : null;
  const [oneTimeKey, setOneTimeKey] = useState('');
  const keyField = useRef<HTMLInputElement>(null);
  const [rescan, setRescan] = useState(0);
  const keyReady = charged === null || ONE_TIME_KEY_PATTERNS[charged].test(oneTimeKey.trim());
  const { submit, phase } = useOrderSubmit(storeId, onDone);
  const offline = useOutbox((outbox) => outbox.unreachable);
  const invoice = useInvoiceConfirm(storeId, dispatch);
  const busy = phase !== 'idle';
  // After a refused charge the cursor goes back to the code field (enabled again once idle): the scanner types there.
  useEffect(() => {
    if (rescan > 0 && !busy) keyField.current?.focus();
  }, [rescan, busy]);

  const cancel = () => {
    if (busy) return;
    if (state.view === 'DISCOUNT') dispatch({ type: 'DISCOUNT_CANCEL' });
    else if (state.view === 'INVOICE') dispatch({ type: 'INVOICE_CANCEL' });
    else onClose();
  };

  const confirm = () => {
    if (state.view === 'INVOICE') {
      void invoice.confirm(state.invoiceType, state.invoiceEntries[state.invoiceType].number);
      return;
    }
    if (state.view === 'DISCOUNT') {
      dispatch({ type: 'DISCOUNT_SAVE' });
      if (!state.directDiscount) return;
    }
    if (charged !== null && priced.request.payment) {
      const sent = submit({ ...priced, request: { ...priced.request, payment: { ...priced.request.payment, oneTimeKey: oneTimeKey.trim() } } });
      // A refused charge (declined, used or expired code) used nothing up but the code: the field empties for the
      // next scan. Unsure (no answer, 付款確認中) keeps it: the same checkout goes again with the same code.
      void sent.then((outcome) => {
        if (outcome !== 'refused') return;
        setOneTimeKey('');
        setRescan((count) => count + 1);
      });
      return;
    }
    void submit(priced);
  };

  const discountRefused = state.view === 'DISCOUNT' && priced.totals.discountExceedsTotal;
  // Offline the counter sells with cash and offline pay methods only, and takes no reservation (docs/offline.md).
  const offlineIssue =
    (priced.payMethod && payMethodBlockedOffline(priced.payMethod, offline)) ||
    (offline && charged !== null ? OFFLINE_NEEDS_NETWORK.PAY_METHOD : null) ||
    (offline && reserve ? OFFLINE_NEEDS_NETWORK.RESERVATION : null);
  const issueShown = offlineIssue ?? priced.issues[0]?.message;
  const submitBlocked = state.view !== 'INVOICE' && (state.view === 'MAIN' || state.directDiscount) && issueShown !== undefined;
  const keyMissing = state.view === 'MAIN' && !keyReady;
  const confirmDisabled = busy || discountRefused || submitBlocked || keyMissing || (state.view === 'INVOICE' && invoice.checking);

  // Escape is the cancel of the view shown: back to the main view from a sub-view, closed from the main view.
  const onEscape = useEffectEvent((event: KeyboardEvent) => {
    if (event.key === 'Escape') cancel();
  });
  useEffect(() => {
    const listener = (event: KeyboardEvent) => onEscape(event);
    window.addEventListener('keydown', listener);
    return () => window.removeEventListener('keydown', listener);
  }, []);

  // Reopening on the chosen method's page.
  const payPage = pageOfPayMethod(payMethods, state.payMethodId);
  useEffect(() => {
    dispatch({ type: 'PAY_PAGE', page: payPage });
  }, [payPage]);

  return (
    <Stack gap="md">
      <Title order={3}>{TITLE[state.view]}</Title>
      {state.view === 'MAIN' && (
        <MainView
          state={state}
          dispatch={dispatch}
          priced={priced}
          payMethods={payMethods}
          invoiceEnabled={invoiceEnabled}
          couponField={<CouponField storeId={storeId} coupon={coupon} onChange={setCoupon} disabled={state.entertain || busy} />}
          memberField={
            pointsRule && (
              <MemberField
                storeId={storeId}
                rule={pointsRule}
                picked={picked}
                onChange={setPicked}
                room={priced.totals.total + priced.totals.pointsDiscount}
                disabled={state.entertain || busy || offline}
              />
            )
          }
        />
      )}
      {state.view === 'MAIN' && charged !== null && (
        <TextInput
          ref={keyField}
          label={`顧客付款條碼（${PAYMENT_PROVIDER_LABELS[charged]}）`}
          placeholder="請掃描顧客手機上的付款條碼，或以鍵盤輸入"
          value={oneTimeKey}
          onChange={(event) => setOneTimeKey(event.currentTarget.value.replace(/\s/g, ''))}
          onKeyDown={(event) => {
            // The scanner ends the code with Enter: the checkout is confirmed as by the button.
            if (event.key === 'Enter' && keyReady && !confirmDisabled) confirm();
          }}
          error={oneTimeKey !== '' && !keyReady ? PAYMENT_MSG.ONE_TIME_KEY_SHAPE : undefined}
          disabled={busy}
          autoFocus
          data-testid="one-time-key"
          inputMode="text"
          autoComplete="off"
        />
      )}
      {state.view === 'DISCOUNT' && <DiscountView state={state} dispatch={dispatch} priced={priced} />}
      {state.view === 'INVOICE' && (
        <InvoiceView state={state} dispatch={dispatch} checking={invoice.checking} onConfirm={(type, number) => void invoice.confirm(type, number)} />
      )}
      <Group justify="space-between" wrap="nowrap">
        <Text c="red.7" size="sm" role="alert">
          {state.payMethodClosed && state.payMethodId === null ? MSG.PAY_METHOD_CLOSED : submitBlocked && !discountRefused ? issueShown : ''}
          {phase === 'retrying' ? '網路不穩定，重新送出中…' : ''}
          {phase === 'settling' ? PAYMENT_MSG.SETTLING.replace('，請稍候', '…') : ''}
        </Text>
        <Group gap="sm" wrap="nowrap">
          <Button variant="default" size="md" onClick={cancel} disabled={busy}>
            取消
          </Button>
          <Button size="md" onClick={confirm} disabled={confirmDisabled} loading={busy}>
            確認
          </Button>
        </Group>
      </Group>
    </Stack>
  );
}
