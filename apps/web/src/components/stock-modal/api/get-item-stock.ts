import { queryOptions, useQuery } from '@tanstack/react-query';
import { MENU_PATHS, type ItemStock, type ItemStockQuery } from '@diancan/core/contracts/menu';
import { http } from '../../../lib/http';

export const itemStockKey = (storeId: number, itemId: number) => ['stock', storeId, itemId] as const;

/** Silent: the stock modal shows "server message or 取得庫存失敗" itself. */
export async function fetchItemStock({ storeId, itemId }: ItemStockQuery, signal?: AbortSignal): Promise<ItemStock> {
  const envelope = await http.get<ItemStock>(MENU_PATHS.pos.getItemStock.path.replace(/^\/api/, ''), { storeId, itemId }, { signal, silent: true });
  if (!envelope.status || !envelope.data) throw new StockCallRefused(envelope.message);
  return envelope.data;
}

/** A 200 answer with `status: false`: the server's own message, if any. */
export class StockCallRefused extends Error {
  readonly serverMessage: string | null;

  constructor(serverMessage: string | null) {
    super(serverMessage ?? 'stock call refused');
    this.name = 'StockCallRefused';
    this.serverMessage = serverMessage;
  }
}

export function itemStockQuery(storeId: number, itemId: number) {
  return queryOptions({
    queryKey: itemStockKey(storeId, itemId),
    queryFn: ({ signal }) => fetchItemStock({ storeId, itemId }, signal),
    // Stock moves with every sale: always read it fresh when the modal opens.
    staleTime: 0,
    gcTime: 0,
  });
}

export function useItemStock(storeId: number, itemId: number | null) {
  return useQuery({ ...itemStockQuery(storeId, itemId ?? 0), enabled: itemId !== null });
}
