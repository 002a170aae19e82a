import { queryOptions } from '@tanstack/react-query';
import { MENU_PATHS, type PrintArea } from '@diancan/core/contracts/menu';
import { http } from '../../../lib/http';
import { useStoreQuery } from './hooks';
import { menuKeys } from './keys';
import { clientPath, dataOf } from '../../../lib/api';

/** The store's 出單區域 list, in order. */
export function fetchPrintAreaList(storeId: number, signal?: AbortSignal): Promise<PrintArea[]> {
  return dataOf(http.get<PrintArea[]>(clientPath(MENU_PATHS.printArea.list), { storeId }, { signal }));
}

export function printAreaListQuery(storeId: number) {
  return queryOptions({ queryKey: menuKeys.printAreas(storeId), queryFn: ({ signal }) => fetchPrintAreaList(storeId, signal) });
}

export function usePrintAreaList() {
  return useStoreQuery(printAreaListQuery);
}
