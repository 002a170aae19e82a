import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  allowanceSchema,
  type Allowance,
  type CancelAllowanceRequest,
  EINVOICE_OPERATION_PATHS,
  orderRefundsSchema,
  type OrderRefunds,
  type RefundRequest,
  refundResultSchema,
  type RefundResult,
} from '@diancan/core';
import { clientPath, dataOf } from '../../../lib/api';
import { http } from '../../../lib/http';
import { orderInvoiceKeys } from './invoice-api';

/** The refund calls of the order detail (einvoice/refund, getOrderRefunds, cancelAllowance). */

export const orderRefundKeys = {
  list: (storeId: number, orderId: number) => ['einvoice', 'orderRefunds', storeId, orderId] as const,
};

export async function fetchOrderRefunds(storeId: number, orderId: number, signal?: AbortSignal): Promise<OrderRefunds> {
  const reply = http.get<unknown>(clientPath(EINVOICE_OPERATION_PATHS.getOrderRefunds), { storeId, orderId }, { signal });
  return orderRefundsSchema.parse(await dataOf(reply));
}

export function useOrderRefunds(storeId: number, orderId: number) {
  return useQuery(
    queryOptions({ queryKey: orderRefundKeys.list(storeId, orderId), queryFn: ({ signal }) => fetchOrderRefunds(storeId, orderId, signal) }),
  );
}

export async function refundOrder(request: RefundRequest): Promise<RefundResult> {
  return refundResultSchema.parse(await dataOf(http.post<unknown>(clientPath(EINVOICE_OPERATION_PATHS.refund), request)));
}

export async function cancelAllowance(request: CancelAllowanceRequest): Promise<Allowance> {
  return allowanceSchema.parse(await dataOf(http.post<unknown>(clientPath(EINVOICE_OPERATION_PATHS.cancelAllowance), request)));
}

/** After a refund or a cancel (or its refusal), the order's refunds and invoices are read again. */
function useRefundMutation<Request, Result>(call: (request: Request) => Promise<Result>, keyOf: (request: Request) => { storeId: number; orderId: number }) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: call,
    onSettled: async (_result, _error, request) => {
      const { storeId, orderId } = keyOf(request);
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: orderRefundKeys.list(storeId, orderId) }),
        queryClient.invalidateQueries({ queryKey: orderInvoiceKeys.list(storeId, orderId) }),
      ]);
    },
  });
}

export function useRefundOrder() {
  return useRefundMutation(refundOrder, (request) => request);
}

export function useCancelAllowance(orderId: number) {
  return useRefundMutation(cancelAllowance, (request) => ({ storeId: request.storeId, orderId }));
}
