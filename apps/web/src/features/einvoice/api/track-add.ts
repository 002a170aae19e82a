import { EINVOICE_PATHS, invoiceTrackSchema, type AddInvoiceTrackRequest, type InvoiceTrack } from '@diancan/core';
import { clientPath, dataOf } from '../../../lib/api';
import { http } from '../../../lib/http';
import { useInvoiceSettingMutation } from './keys';

/** einvoice/addTrack: one range of a period, in whole books of 50. */
export async function addTrack(request: AddInvoiceTrackRequest): Promise<InvoiceTrack> {
  return invoiceTrackSchema.parse(await dataOf(http.post<unknown>(clientPath(EINVOICE_PATHS.addTrack), request)));
}

export function useAddTrack() {
  return useInvoiceSettingMutation(addTrack);
}
