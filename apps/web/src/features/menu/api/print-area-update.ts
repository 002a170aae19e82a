import { MENU_PATHS, type PrintAreaUpdateRequest } from '@diancan/core/contracts/menu';
import { http } from '../../../lib/http';
import { useMenuMutation } from './hooks';
import { clientPath, dataOf } from '../../../lib/api';

/** Renames a 出單區域. */
export async function updatePrintArea(request: PrintAreaUpdateRequest): Promise<void> {
  await dataOf(http.put(clientPath(MENU_PATHS.printArea.update), request));
}

export function useUpdatePrintArea() {
  return useMenuMutation(updatePrintArea, ['printAreas']);
}
