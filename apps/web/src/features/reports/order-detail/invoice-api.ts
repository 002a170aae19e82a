import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  EINVOICE_PATHS,
  orderInvoiceListSchema,
  orderInvoiceSchema,
  type OrderInvoice,
  type ReissueInvoiceRequest,
  type VoidInvoiceRequest,
} from '@diancan/core';
import { clientPath, dataOf } from '../../../lib/api';
import { http } from '../../../lib/http';

/** The e-invoice calls of the order detail's 發票 section (einvoice/getOrderInvoices, void, reissue). */

export const orderInvoiceKeys = {
  list: (storeId: number, orderId: number) => ['einvoice', 'orderInvoices', storeId, orderId] as const,
};

/** Every invoice of the order in issue order: issued, voided, reissued. */
export async function fetchOrderInvoices(storeId: number, orderId: number, signal?: AbortSignal): Promise<OrderInvoice[]> {
  const reply = http.get<unknown>(clientPath(EINVOICE_PATHS.getOrderInvoices), { storeId, orderId }, { signal });
  return orderInvoiceListSchema.parse(await dataOf(reply));
}

export function orderInvoicesQuery(storeId: number, orderId: number) {
  return queryOptions({
    queryKey: orderInvoiceKeys.list(storeId, orderId),
    queryFn: ({ signal }) => fetchOrderInvoices(storeId, orderId, signal),
  });
}

export function useOrderInvoices(storeId: number, orderId: number) {
  return useQuery(orderInvoicesQuery(storeId, orderId));
}

export async function voidInvoice(request: VoidInvoiceRequest): Promise<OrderInvoice> {
  return orderInvoiceSchema.parse(await dataOf(http.post<unknown>(clientPath(EINVOICE_PATHS.void), request)));
}

export async function reissueInvoice(request: ReissueInvoiceRequest): Promise<OrderInvoice> {
  return orderInvoiceSchema.parse(await dataOf(http.post<unknown>(clientPath(EINVOICE_PATHS.reissue), request)));
}

/** A change of the order's invoices, then its list again (also after a refusal: somebody else may have changed it). */
function useOrderInvoiceMutation<Request extends { storeId: number; orderId: number }>(call: (request: Request) => Promise<OrderInvoice>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: call,
    onSettled: (_result, _error, request) => queryClient.invalidateQueries({ queryKey: orderInvoiceKeys.list(request.storeId, request.orderId) }),
  });
}

export function useVoidInvoice() {
  return useOrderInvoiceMutation(voidInvoice);
}

export function useReissueInvoice() {
  return useOrderInvoiceMutation(reissueInvoice);
}
