import { queryOptions, useQuery } from '@tanstack/react-query';
import { EINVOICE_PATHS, invoiceProofSchema, type InvoiceProof, type PrintInvoiceRequest } from '@diancan/core';
import { clientPath, dataOf } from '../../../lib/api';
import { http } from '../../../lib/http';
import { einvoiceKeys } from './keys';

/** report/printInvoice: everything the proof prints. Each call counts as a print (the second one is a 補印). */
export async function fetchInvoiceProof(request: PrintInvoiceRequest, signal?: AbortSignal): Promise<InvoiceProof> {
  return invoiceProofSchema.parse(await dataOf(http.post<unknown>(clientPath(EINVOICE_PATHS.printInvoice), request, { signal })));
}

/** Asked once per visit of the preview: never refetched behind the cashier's back, since a call is a print. */
export function invoiceProofQuery(request: PrintInvoiceRequest) {
  return queryOptions({
    queryKey: einvoiceKeys.proof(request.storeId, request.orderId, request.invoiceId),
    queryFn: ({ signal }) => fetchInvoiceProof(request, signal),
    staleTime: Infinity,
    gcTime: 0,
    refetchOnWindowFocus: false,
    refetchOnReconnect: false,
  });
}

export function useInvoiceProof(request: PrintInvoiceRequest) {
  return useQuery(invoiceProofQuery(request));
}
