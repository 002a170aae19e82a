import { EINVOICE_PATHS, storeInvoiceSettingSchema, type StoreInvoiceSetting, type UpdateStoreInvoiceSettingRequest } from '@diancan/core';
import { clientPath, dataOf } from '../../../lib/api';
import { http } from '../../../lib/http';
import { useInvoiceSettingMutation } from './keys';

/** account/updateStoreInvoiceSetting: the store's switch, the seller and (when typed) a new AES key. */
export async function updateInvoiceSetting(request: UpdateStoreInvoiceSettingRequest): Promise<StoreInvoiceSetting> {
  return storeInvoiceSettingSchema.parse(await dataOf(http.put<unknown>(clientPath(EINVOICE_PATHS.updateStoreInvoiceSetting), request)));
}

export function useUpdateInvoiceSetting() {
  return useInvoiceSettingMutation(updateInvoiceSetting);
}
