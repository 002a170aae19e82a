import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { MAIL_API, type MailPageInput } from '@diancan/core';
import { apiQuery } from '../../../lib/api-query';

/** One page of the mail log, newest first. */
export function useMailPage(request: MailPageInput) {
  return useQuery({ ...apiQuery(MAIL_API.getPage, request), placeholderData: keepPreviousData });
}
