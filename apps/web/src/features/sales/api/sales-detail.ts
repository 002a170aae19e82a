import { useQuery } from '@tanstack/react-query';
import { SALES_PATHS, type SalesDetail } from '@diancan/core';
import { http } from '../../../lib/http';
import { salesKeys } from './keys';
import { clientPath, dataOf } from '../../../lib/api';

/** A sales person with the stores assigned to them. */
export function useSalesDetail(id: number | null) {
  return useQuery({
    queryKey: salesKeys.detail(id ?? 0),
    queryFn: ({ signal }) => dataOf(http.get<SalesDetail>(clientPath(SALES_PATHS.getDetail), { id: id ?? 0 }, { signal })),
    enabled: id !== null,
  });
}
