import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { CONTRACT_PATHS, type Page, type Scheme, type SchemePageInput } from '@diancan/core';
import { http } from '../../../lib/http';
import { schemeKeys } from './keys';
import { clientPath, dataOf } from '../../../lib/api';

/** One page of contract schemes (contract-classification). */
export function useSchemePage(request: SchemePageInput) {
  return useQuery({
    queryKey: schemeKeys.page(request),
    queryFn: ({ signal }) => dataOf(http.post<Page<Scheme>>(clientPath(CONTRACT_PATHS.getSchemePage), request, { signal })),
    placeholderData: keepPreviousData,
  });
}
