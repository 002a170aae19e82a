import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { MAIL_PATHS, type MailPageInput, type MailRow, type Page } from '@diancan/core';
import { http } from '../../../lib/http';
import { clientPath, dataOf } from '../../../lib/api';

export const mailKeys = {
  all: ['mail'] as const,
  page: (request: MailPageInput) => ['mail', 'page', request] as const,
};

/** One page of the mail log, newest first. */
export function useMailPage(request: MailPageInput) {
  return useQuery({
    queryKey: mailKeys.page(request),
    queryFn: ({ signal }) => dataOf(http.post<Page<MailRow>>(clientPath(MAIL_PATHS.getPage), request, { signal })),
    placeholderData: keepPreviousData,
  });
}
