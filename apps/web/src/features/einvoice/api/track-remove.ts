import { EINVOICE_PATHS } from '@diancan/core';
import { clientPath, dataOf } from '../../../lib/api';
import { http } from '../../../lib/http';
import { useInvoiceSettingMutation } from './keys';

/** einvoice/removeTrack: only a track none of whose numbers was used (a typo); the server refuses the others. */
export async function removeTrack({ storeId, id }: { storeId: number; id: number }): Promise<void> {
  await dataOf(http.delete(clientPath(EINVOICE_PATHS.removeTrack), undefined, { params: { storeId, id } }));
}

export function useRemoveTrack() {
  return useInvoiceSettingMutation(removeTrack);
}
