import { MENU_PATHS, type PrintAreaAddRequest } from '@diancan/core/contracts/menu';
import { http } from '../../../lib/http';
import { useMenuMutation } from './hooks';
import { clientPath, dataOf } from '../../../lib/api';

export async function addPrintArea(request: PrintAreaAddRequest): Promise<void> {
  await dataOf(http.post(clientPath(MENU_PATHS.printArea.add), request));
}

export function useAddPrintArea() {
  return useMenuMutation(addPrintArea, ['printAreas']);
}
