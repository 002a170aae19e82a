import { queryOptions, useQuery } from '@tanstack/react-query';
import { EINVOICE_SETTING_API, INVOICE_PROOF_API, type PrintInvoiceRequest } from '@diancan/core';
import { apiQuery, useStoreMutation } from '../../../lib/api-query';

/** account/getStoreInvoiceSetting: switches, seller, whether an AES key is stored, the current period and the tracks. */
export const useInvoiceSetting = (storeId: number) => useQuery(apiQuery(EINVOICE_SETTING_API.getStoreInvoiceSetting, { storeId }));

/** account/updateStoreInvoiceSetting: the store's switch, the seller and (when typed) a new AES key. */
export const useUpdateInvoiceSetting = () => useStoreMutation(EINVOICE_SETTING_API.updateStoreInvoiceSetting);
/** einvoice/addTrack: one range of a period, in whole books of 50. */
export const useAddTrack = () => useStoreMutation(EINVOICE_SETTING_API.addTrack);
/** einvoice/removeTrack: only a track none of whose numbers was used (a typo); the server refuses the others. */
export const useRemoveTrack = () => useStoreMutation(EINVOICE_SETTING_API.removeTrack);

/** Asked once per visit of the preview: never refetched behind the cashier's back, since a call is a print. */
export function invoiceProofQuery(request: PrintInvoiceRequest) {
  return queryOptions({
    ...apiQuery(INVOICE_PROOF_API.printInvoice, request),
    staleTime: Infinity,
    gcTime: 0,
    refetchOnWindowFocus: false,
    refetchOnReconnect: false,
  });
}

export const useInvoiceProof = (request: PrintInvoiceRequest) => useQuery(invoiceProofQuery(request));
