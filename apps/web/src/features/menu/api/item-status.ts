import { MENU_PATHS, type ItemStatusRequest } from '@diancan/core/contracts/menu';
import { http } from '../../../lib/http';
import { useMenuMutation } from './hooks';
import { clientPath, dataOf } from '../../../lib/api';

/** Turns items on (上架) or off for the POS and kiosk. */
export async function updateItemStatus(request: ItemStatusRequest): Promise<void> {
  await dataOf(http.put(clientPath(MENU_PATHS.item.updateStatus), request));
}

export function useUpdateItemStatus() {
  return useMenuMutation(updateItemStatus, ['items']);
}
