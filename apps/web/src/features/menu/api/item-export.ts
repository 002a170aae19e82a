import { useMutation } from '@tanstack/react-query';
import { ITEM_SHEET_NAME, MENU_PATHS, type ItemExportQuery } from '@diancan/core/contracts/menu';
import { fetchFile, saveFile } from '../../../lib/download';

/** Downloads the store's items as .xlsx (the server names the file; 餐點.xlsx otherwise). */
export function exportItems(query: ItemExportQuery): Promise<{ blob: Blob; fileName: string }> {
  return fetchFile({
    path: MENU_PATHS.item.export.path,
    query: { storeId: query.storeId, categoryId: query.categoryId },
    fallbackName: `${ITEM_SHEET_NAME}.xlsx`,
  });
}

export function useExportItems() {
  return useMutation({
    mutationFn: exportItems,
    onSuccess: ({ blob, fileName }) => saveFile(blob, fileName),
  });
}
