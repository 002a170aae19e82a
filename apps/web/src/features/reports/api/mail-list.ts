import { queryOptions, useQuery } from '@tanstack/react-query';
import { REPORT_PATHS, reportMailListSchema } from '@diancan/core';
import { clientPath, dataOf } from '../../../lib/api';
import { http } from '../../../lib/http';
import { reportKeys } from './keys';

/** report/mailList: the addresses a report may be mailed to. */
export async function fetchMailList(storeId: number, signal?: AbortSignal): Promise<string[]> {
  return reportMailListSchema.parse(await dataOf(http.get<unknown>(clientPath(REPORT_PATHS.mailList), { storeId }, { signal })));
}

/** Cached after the first success (store operations section 7): never stale, kept while the app runs. */
export function mailListQuery(storeId: number) {
  return queryOptions({
    queryKey: reportKeys.mailList(storeId),
    queryFn: ({ signal }) => fetchMailList(storeId, signal),
    staleTime: Number.POSITIVE_INFINITY,
    gcTime: Number.POSITIVE_INFINITY,
  });
}

export function useMailList(storeId: number, enabled: boolean) {
  return useQuery({ ...mailListQuery(storeId), enabled });
}
