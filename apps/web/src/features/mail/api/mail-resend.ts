import { useMutation, useQueryClient } from '@tanstack/react-query';
import { MAIL_PATHS, type MailResendResult } from '@diancan/core';
import { http } from '../../../lib/http';
import { mailKeys } from './mail-page';
import { clientPath, dataOf } from '../../../lib/api';

/**
 * Sends a mail again. The answer is honest: status true only when the SMTP server took it; otherwise status false
 * with the reason (no SMTP server configured, or its refusal), which the user sees as an error.
 */
export async function resendMail(id: number): Promise<MailResendResult> {
  return dataOf(http.post<MailResendResult>(clientPath(MAIL_PATHS.resend), { id }));
}

export function useResendMail() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: resendMail,
    // Sent or not, the attempt is in the log now.
    onSettled: () => queryClient.invalidateQueries({ queryKey: mailKeys.all }),
  });
}
