import { useQuery, useQueryClient } from '@tanstack/react-query';
import { MSG, ORDER_BOARD_API, POS_MENU_API, TABLE_API, type AutomaticDiscountTier } from '@diancan/core';
import { useState } from 'react';
import { apiQuery, refreshAreas } from '../../../lib/api-query';
import { ApiError } from '../../../lib/http';
import { showErrorToast, showToast } from '../../../lib/toast';
import { printKitchenChanges } from '../../printing';
import { orderLineOf } from '../cart/cart-line';
import { useCart } from '../cart/cart-store';
import { newIdempotencyKey } from '../checkout/idempotency-key';
import { addRound, openTable, openTableRequest } from './send-to-table';
import { targetLabel, useTableTarget } from './table-target';

/**
 * 送出 for a table (docs/tables.md): the cart opens the table's check (unpaid) or goes on its open check as a round.
 * The cart stays until the server took it, so nothing is lost on a refusal; the kitchen's tickets print as at any
 * checkout (a printer box's server printed them already).
 */
export function useSendToTable(storeId: number | null, tiers: readonly AutomaticDiscountTier[]) {
  const queryClient = useQueryClient();
  const target = useTableTarget((state) => state.target);
  const settings = useQuery({ ...apiQuery(TABLE_API.settings, { storeId: storeId ?? 0 }), enabled: storeId !== null && target !== null });
  const [sending, setSending] = useState(false);

  const send = async () => {
    const cart = useCart.getState();
    if (storeId === null || target === null || sending || cart.lines.length === 0) return;
    setSending(true);
    try {
      const lines = cart.lines.map(orderLineOf);
      let orderId: number;
      if (target.kind === 'OPEN') {
        const percent = settings.data?.serviceChargePercent ?? (await queryClient.fetchQuery(apiQuery(TABLE_API.settings, { storeId }))).serviceChargePercent;
        const request = openTableRequest(storeId, target, { lines, remark: cart.remark }, tiers, percent);
        orderId = await openTable(request, cart.orderKeyForAttempt(newIdempotencyKey));
      } else {
        await addRound(storeId, target.orderId, lines);
        orderId = target.orderId;
      }
      showToast(`${targetLabel(target)}：已送出`);
      useCart.getState().clear();
      useTableTarget.getState().setTarget(null);
      void refreshAreas(queryClient, [POS_MENU_API.getMenu.area, TABLE_API.floor.area, ORDER_BOARD_API.getOrderDetail.area]);
      void printKitchenChanges({ storeId, orderId });
    } catch (error) {
      // A refusal made no check: a changed cart is sent under a new key.
      if (error instanceof ApiError && error.httpStatus < 500) useCart.getState().forgetOrderKey();
      showErrorToast(error instanceof ApiError ? error.message : MSG.DEFAULT_ERROR, 4_000);
      void refreshAreas(queryClient, [TABLE_API.floor.area]);
    } finally {
      setSending(false);
    }
  };

  return { target, send, sending };
}
