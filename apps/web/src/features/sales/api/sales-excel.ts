import { useMutation } from '@tanstack/react-query';
import { SALES_PATHS, type SalesExcelQuery } from '@diancan/core';
import { fetchFile, saveFile } from '../../../lib/download';

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
