import { queryOptions, useQuery } from '@tanstack/react-query';
import { EINVOICE_PATHS, storeInvoiceSettingSchema, type StoreInvoiceSetting } from '@diancan/core';
import { clientPath, dataOf } from '../../../lib/api';
import { http } from '../../../lib/http';
import { einvoiceKeys } from './keys';

/** account/getStoreInvoiceSetting: switches, seller, whether an AES key is stored, the current period and the tracks. */
export async function fetchInvoiceSetting(storeId: number, signal?: AbortSignal): Promise<StoreInvoiceSetting> {
  const reply = http.get<unknown>(clientPath(EINVOICE_PATHS.getStoreInvoiceSetting), { storeId }, { signal });
  return storeInvoiceSettingSchema.parse(await dataOf(reply));
}

export function invoiceSettingQuery(storeId: number) {
  return queryOptions({ queryKey: einvoiceKeys.setting(storeId), queryFn: ({ signal }) => fetchInvoiceSetting(storeId, signal) });
}

export function useInvoiceSetting(storeId: number) {
  return useQuery(invoiceSettingQuery(storeId));
}
