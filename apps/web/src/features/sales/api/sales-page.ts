import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { SALES_PATHS, type Page, type SalesPageInput, type SalesPerson } from '@diancan/core';
import { http } from '../../../lib/http';
import { salesKeys } from './keys';
import { clientPath, dataOf } from '../../../lib/api';

export function useSalesPage(request: SalesPageInput) {
  return useQuery({
    queryKey: salesKeys.page(request),
    queryFn: ({ signal }) => dataOf(http.post<Page<SalesPerson>>(clientPath(SALES_PATHS.getPage), request, { signal })),
    placeholderData: keepPreviousData,
  });
}
