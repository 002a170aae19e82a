import { useMutation } from '@tanstack/react-query';
import { REPORT_PATHS, reportMailResultSchema, type ReportMailInput, type ReportMailResult } from '@diancan/core';
import { clientPath, dataOf } from '../../../lib/api';
import { http } from '../../../lib/http';

/**
 * report/sendMail: the server writes the report's .xlsx and mails it to the chosen addresses of the mail list.
 * A mail that could not go out answers status false with why (shown by the caller, not as a generic error).
 */
export async function sendReportMail(request: ReportMailInput): Promise<ReportMailResult> {
  return reportMailResultSchema.parse(await dataOf(http.post<unknown>(clientPath(REPORT_PATHS.sendMail), request)));
}

export function useSendReportMail() {
  return useMutation({ mutationFn: sendReportMail });
}
