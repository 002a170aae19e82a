import { useQueryClient, type QueryClient } from '@tanstack/react-query';
import { MSG, ORDER_MSG, PAY_METHOD_API, POS_MENU_API, TABLE_API, type AddOrderResult, type PosMenu } from '@diancan/core';
import { useState } from 'react';
import { ApiError } from '../../../lib/http';
import { showErrorToast } from '../../../lib/toast';
import { printCheckout, printsKitchenHere } from '../../printing';
import { sendOrder } from '../api/add-order';
import { refreshAreas } from '../../../lib/api-query';
import { posKeys } from '../api/keys';
import { useCart } from '../cart/cart-store';
import { RESERVATION_TABLE_REFUSALS } from '../reservation/reservation-rules';
import { newIdempotencyKey } from './idempotency-key';
import type { PricedCheckout } from './order-request';
import { isDefiniteRefusal, isNetworkFailure, isSettling, SETTLING_RETRY_MS, submitOrder } from './submit-order';
import type { OutboxRecord } from '../../../lib/offline/offline-db';
import { reportError } from '../../../lib/report-error';
import { OFFLINE_NEEDS_NETWORK, payMethodBlockedOffline } from '../offline/offline-rules';
import { enqueueOrder, pendingCount, setUnreachable, useOutbox } from '../offline/outbox-store';
import { askSellWithoutInvoice, dueInvoice, hasOfflineNumber } from '../offline/offline-invoice';
import { printTakenOffline } from '../offline/offline-print';
import { offlineApiQuery } from '../../../lib/offline/cached-read';

/** The cashier answered no to selling without an invoice: nothing was sold. */
class CheckoutCancelled extends Error {}

/** Ours: after every retry failed, the order may exist; sending again is safe because the key is kept. */
export const ORDER_NOT_CONFIRMED = '網路不穩定，訂單尚未確認送出；請再按一次確認（不會重複建立訂單）';

export type SubmitPhase = 'idle' | 'sending' | 'retrying' | 'settling';

/**
 * How a submit ended: `done` (the order exists or waits in the outbox), `refused` (the server answered no, e.g. a
 * wallet's decline: nothing was created or charged, so a new code may be scanned), `unsure` (no answer, or the
 * cashier stopped: the same checkout is sent again as it is).
 */
export type SubmitOutcome = 'done' | 'refused' | 'unsure';

export interface OrderDone {
  /** The server's answer; null for an order kept in the offline outbox (`queued`). */
  result: AddOrderResult | null;
  /** Taken offline: its place in the outbox and the totals the checkout computed. */
  queued?: { seq: number; payable: number; change: number; invoiceNumber: string | null };
  payMethodName: string | null;
  isCash: boolean;
}

/** The menu the POS sells with (the whole one, else its head): categories' kitchen areas and labels for offline prints. */
function savedMenu(queryClient: QueryClient, storeId: number): PosMenu | undefined {
  const menu = (head: boolean) => queryClient.getQueryData<PosMenu>(offlineApiQuery(POS_MENU_API.getMenu, { storeId, head }).queryKey);
  return menu(false) ?? menu(true);
}

/** Messages after which the menu or the automatic discounts the POS priced with are out of date. */
function menuIsStale(message: string): boolean {
  return message === ORDER_MSG.TOTALS_CHANGED || /(已下架|已售完|庫存不足|價格已變更|選項已變更)/.test(message);
}

/**
 * Submits the priced checkout under the cart's attempt key (kept until the order exists or the cart changes),
 * retrying network failures with that key. On success the cart is cleared and `onDone` receives the order.
 */
export function useOrderSubmit(storeId: number, onDone: (done: OrderDone) => void) {
  const queryClient = useQueryClient();
  const [phase, setPhase] = useState<SubmitPhase>('idle');

  const submit = async (priced: PricedCheckout): Promise<SubmitOutcome> => {
    if (phase !== 'idle' || priced.issues.length > 0) return 'unsure';
    // Checked again here: the link may have dropped since the screen was drawn.
    if (useOutbox.getState().unreachable && priced.payMethod && payMethodBlockedOffline(priced.payMethod, true)) {
      showErrorToast(OFFLINE_NEEDS_NETWORK.PAY_METHOD);
      return 'refused';
    }
    const key = useCart.getState().orderKeyForAttempt(newIdempotencyKey);
    setPhase('sending');
    try {
      let result: Awaited<ReturnType<typeof sendOrKeep>>;
      for (;;) {
        try {
          result = await sendOrKeep(priced, key, () => setPhase('retrying'));
          break;
        } catch (error) {
          // 付款確認中: the charge is being settled by the provider's status call; the same checkout asks again.
          if (!isSettling(error)) throw error;
          setPhase('settling');
          await new Promise((resolve) => setTimeout(resolve, SETTLING_RETRY_MS));
        }
      }
      const cart = useCart.getState();
      cart.clear();
      if ('seq' in result) {
        const queued = { seq: result.seq, payable: priced.totals.payable, change: priced.totals.change, invoiceNumber: result.summary.invoiceNumber ?? null };
        onDone({ result: null, queued, payMethodName: priced.payMethod?.name ?? null, isCash: priced.isCash });
        // Taken offline: its documents are built and printed here (the server's print calls can't be reached).
        const { remark, isInside, tableNumber } = priced.request;
        const sale = { lines: cart.lines, remark, isInside, tableNumber, totals: priced.totals, payMethodName: priced.payMethod?.name ?? null, isCash: priced.isCash };
        void printTakenOffline(result, sale, savedMenu(queryClient, storeId));
        return 'done';
      }
      // Stock went down: show what is left.
      void refreshAreas(queryClient, [POS_MENU_API.getMenu.area]);
      onDone({ result, payMethodName: priced.payMethod?.name ?? null, isCash: priced.isCash });
      // A store printing through this browser's printer: receipt, proof, kitchen and labels now (a printer box's
      // server printed them already).
      void printCheckout({ storeId, orderId: result.orderId });
      return 'done';
    } catch (error) {
      if (error instanceof CheckoutCancelled) return 'unsure'; // the cashier chose not to sell it: the cart stays
      const refused = isDefiniteRefusal(error);
      if (refused) useCart.getState().forgetOrderKey();
      const message = isNetworkFailure(error) ? ORDER_NOT_CONFIRMED : error instanceof ApiError ? error.message : MSG.DEFAULT_ERROR;
      // A refused reservation table is shown on the 預約 dialog's 桌位 field (and the floor read again: it moved on).
      if (RESERVATION_TABLE_REFUSALS.includes(message) && useCart.getState().reserve) {
        useCart.getState().setReserveIssue(message);
        void refreshAreas(queryClient, [TABLE_API.floor.area]);
      }
      if (message === MSG.PAY_METHOD_CLOSED) void refreshAreas(queryClient, [PAY_METHOD_API.getList.area]);
      if (menuIsStale(message)) {
        void refreshAreas(queryClient, [POS_MENU_API.getMenu.area]);
        void queryClient.invalidateQueries({ queryKey: posKeys.activeAutomaticDiscounts(storeId) });
      }
      showErrorToast(message, 4_000);
      return refused ? 'refused' : 'unsure';
    } finally {
      setPhase('idle');
    }
  };

  return { submit, phase };
}

/** One quick retry under the same key (a blip of the line) before an order goes to the outbox. */
const QUICK_RETRY_MS = [1_000] as const;

/**
 * Sends the order, or keeps it in the offline outbox (docs/offline.md): at once when the server is out of reach or
 * orders already wait (they leave in the order taken), else when the send and one quick retry got no answer (the same
 * key then: had the server taken it, the upload is answered with that order). Without IndexedDB the failure is shown.
 */
async function sendOrKeep(priced: PricedCheckout, key: string, onRetry: () => void): Promise<AddOrderResult | OutboxRecord> {
  const summary = { payable: priced.totals.payable, payMethodName: priced.payMethod?.name ?? null };
  const { records, unreachable } = useOutbox.getState();
  if (unreachable || pendingCount(records) > 0) {
    // The kitchen tickets print here too when this browser prints them; the upload tells the server (docs/offline.md).
    let request = { ...priced.request, kitchenPrinted: printsKitchenHere() };
    // Due an invoice with no offline number to give: the cashier decides (docs/offline.md).
    if (dueInvoice(request, summary.payable) && !(await hasOfflineNumber(request.storeId, new Date()))) {
      if (!(await askSellWithoutInvoice())) throw new CheckoutCancelled();
      request = { ...request, invoice: null, withoutInvoice: true };
    }
    try {
      return await enqueueOrder(request, key, summary, true);
    } catch (storageError) {
      reportError('outbox', storageError); // no IndexedDB here: try the server
    }
  }
  try {
    const browserOffline = typeof navigator !== 'undefined' && navigator.onLine === false;
    return await submitOrder(priced.request, key, { send: sendOrder, onRetry, delaysMs: browserOffline ? [] : QUICK_RETRY_MS });
  } catch (error) {
    if (!isNetworkFailure(error)) throw error;
    try {
      const kept = await enqueueOrder({ ...priced.request, kitchenPrinted: printsKitchenHere() }, key, summary);
      setUnreachable(true);
      return kept;
    } catch (storageError) {
      reportError('outbox', storageError);
      throw error;
    }
  }
}
