import { keepPreviousData, useMutation, useQuery } from '@tanstack/react-query';
import { SALES_API, SALES_PATHS, STORE_API, type SalesExcelQuery, type SalesPageInput } from '@diancan/core';
import { fetchFile, saveFile } from '../../../lib/download';
import { apiQuery, useSaveMutation, useStoreMutation } from '../../../lib/api-query';

export function useSalesPage(request: SalesPageInput) {
  return useQuery({ ...apiQuery(SALES_API.getPage, request), placeholderData: keepPreviousData });
}

/** A sales person with the stores assigned to them. */
export function useSalesDetail(id: number | null) {
  return useQuery({ ...apiQuery(SALES_API.getDetail, { id: id ?? 0 }), enabled: id !== null });
}

/** Adds or changes a sales person; store assignments move with it, so the store rows are read again too. */
export const useSaveSales = () => useSaveMutation(SALES_API.add, SALES_API.update);

/** Deactivates the account (never erased): it can no longer sign in and its stores become unassigned. */
export const useRemoveSales = () => useStoreMutation(SALES_API.remove, { success: '已停用' });

/** The stores a sales person can be given (active ones). */
export function useAssignableStores() {
  return useQuery({ ...apiQuery(STORE_API.getList, { includeInactive: false }), staleTime: 60_000 });
}

/** The sales people as .xlsx (the filters of the list). */
export async function downloadSalesExcel(query: SalesExcelQuery): Promise<void> {
  const { blob, fileName } = await fetchFile({
    path: SALES_PATHS.getExcelList.path,
    query: { status: query.status, keyword: query.keyword || undefined },
    fallbackName: '業務人員.xlsx',
  });
  saveFile(blob, fileName);
}

export function useSalesExcel() {
  return useMutation({ mutationFn: downloadSalesExcel });
}
