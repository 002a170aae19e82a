import { MAIL_API, MAIL_MSG } from '@diancan/core';
import { useStoreMutation } from '../../../lib/api-query';

/**
 * Sends a mail again. The answer is honest: status true only when the SMTP server took it; otherwise status false
 * with the reason (no SMTP server configured, or its refusal), which the user sees as an error. Sent or not, the
 * attempt is in the log now: the log is read again either way.
 */
export function useResendMail() {
  return useStoreMutation(MAIL_API.resend, { success: MAIL_MSG.RESENT });
}
