import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { AUDIT_PATHS, type AuditEntry, type AuditPageInput, type Page } from '@diancan/core';
import { http } from '../../../lib/http';
import { storeKeys } from './keys';
import { clientPath, dataOf } from '../../../lib/api';

/** The audit log of a store, newest first. */
export function useAuditPage(request: AuditPageInput) {
  return useQuery({
    queryKey: storeKeys.audit(request),
    queryFn: ({ signal }) => dataOf(http.post<Page<AuditEntry>>(clientPath(AUDIT_PATHS.getPage), request, { signal })),
    placeholderData: keepPreviousData,
  });
}
