import { MAIL_PATHS, mailPageRequestSchema, mailPageSchema, mailResendRequestSchema, mailResendResultSchema } from '../contracts/mail.js';
import { callsOf } from './call.js';

const mail = callsOf('mail');

/** 郵件紀錄: the platform's mail log (the .eml download is a file, fetched by lib/download). */
export const MAIL_API = {
  getPage: mail.body(MAIL_PATHS.getPage, mailPageRequestSchema, mailPageSchema, { read: true }),
  /** 200 with status false when the mail did not go out: the caller shows why and refreshes the log either way. */
  resend: mail.body(MAIL_PATHS.resend, mailResendRequestSchema, mailResendResultSchema),
} as const;
