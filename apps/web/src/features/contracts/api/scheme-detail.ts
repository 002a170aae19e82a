import { useQuery } from '@tanstack/react-query';
import { CONTRACT_PATHS, type Scheme } from '@diancan/core';
import { http } from '../../../lib/http';
import { schemeKeys } from './keys';
import { clientPath, dataOf } from '../../../lib/api';

/** One scheme with its PDF files. */
export function useSchemeDetail(id: number | null) {
  return useQuery({
    queryKey: schemeKeys.detail(id ?? 0),
    queryFn: ({ signal }) => dataOf(http.get<Scheme>(clientPath(CONTRACT_PATHS.getSchemeDetail), { id: id ?? 0 }, { signal })),
    enabled: id !== null,
  });
}
