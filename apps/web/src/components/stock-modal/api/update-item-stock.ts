import { useMutation, useQueryClient } from '@tanstack/react-query';
import { MENU_PATHS, type UpdateItemStockInput } from '@diancan/core/contracts/menu';
import { http } from '../../../lib/http';
import { itemStockKey, StockCallRefused } from './get-item-stock';

/** Saves one item's stock; answers the server's message. Silent: the modal shows "server message or 編輯庫存失敗". */
export async function updateItemStock(request: UpdateItemStockInput): Promise<string | null> {
  const envelope = await http.put<null>(MENU_PATHS.pos.updateItemStock.path.replace(/^\/api/, ''), request, { silent: true });
  if (!envelope.status) throw new StockCallRefused(envelope.message);
  return envelope.message;
}

export function useUpdateItemStock() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateItemStock,
    onSuccess: (_message, { storeId, itemId }) => queryClient.invalidateQueries({ queryKey: itemStockKey(storeId, itemId) }),
  });
}
