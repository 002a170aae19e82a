import { z } from 'zod';
import { pageOf, pageRequestSchema } from './envelope.js';
import { queryId, requestObject, requiredId } from './fields.js';
import { dateField, optionalText, platformCall } from './stores.js';
import { validateDateRange } from '../validation/date-range.js';

/**
 * Mail history (mail-history, staff): back/mail (access section 7) over the log of every mail the platform
 * sent. A mail that could not go out says so: FAILED (the SMTP server refused it) or LOGGED (no SMTP server is
 * configured, so it was only written down).
 */

const { get, post } = platformCall;

export const MAIL_PATHS = {
  getPage: post('/api/back/mail/getPage'),
  /** `?id=`: the mail as an .eml file (message/rfc822), not the envelope. */
  download: get('/api/back/mail/download'),
  /** `{ id }`: sends the mail again; the answer tells honestly whether it went out. */
  resend: post('/api/back/mail/resend'),
} as const;

export const MAIL_STATUSES = ['SENT', 'FAILED', 'LOGGED'] as const;
export type MailDeliveryStatus = (typeof MAIL_STATUSES)[number];

export const MAIL_STATUS_LABEL: Readonly<Record<MailDeliveryStatus, string>> = {
  SENT: '已寄出',
  FAILED: '寄送失敗',
  LOGGED: '未寄出（未設定郵件伺服器）',
};

/** Kinds the platform sends; the filter accepts any text so later kinds need no change here. */
export const MAIL_KIND_LABEL: Readonly<Record<string, string>> = {
  VERIFY_CODE: '密碼重設驗證碼',
};

export const MAIL_MSG = {
  RESENT: '郵件已重新寄出',
  NOT_CONFIGURED: '未設定郵件伺服器，郵件已記錄但未寄出',
  FAILED: '郵件寄送失敗',
  VERIFY_CODE_NOT_RESENDABLE: '驗證碼信件不可重寄，請使用者重新申請驗證碼',
  NO_RECIPIENT: '收件人信箱為空，無法寄送',
} as const;

export const mailPageRequestSchema = pageRequestSchema
  .extend({
    keyword: optionalText('關鍵字', 100),
    kind: optionalText('信件類型', 50),
    status: z.enum(MAIL_STATUSES, { error: '寄送狀態不正確' }).nullish().transform((value) => value ?? null),
    storeId: requiredId('商店編號').nullish().transform((value) => value ?? null),
    startDate: dateField('開始日期').nullish().transform((value) => value ?? null),
    endDate: dateField('結束日期').nullish().transform((value) => value ?? null),
  })
  .superRefine((value, context) => {
    if (!value.startDate || !value.endDate) return;
    const result = validateDateRange(value.startDate, value.endDate);
    if (!result.ok) context.addIssue({ code: 'custom', message: result.message, path: ['endDate'] });
  });
export type MailPageRequest = z.infer<typeof mailPageRequestSchema>;
export type MailPageInput = z.input<typeof mailPageRequestSchema>;

export const mailRowSchema = z.object({
  id: z.number().int(),
  kind: z.string(),
  storeId: z.number().int().nullable(),
  storeName: z.string().nullable(),
  recipient: z.string(),
  subject: z.string(),
  /** The text; secrets (verify codes) are masked. */
  body: z.string(),
  status: z.enum(MAIL_STATUSES),
  error: z.string().nullable(),
  createdAt: z.iso.datetime({ offset: true }),
});
export type MailRow = z.infer<typeof mailRowSchema>;
export const mailPageSchema = pageOf(mailRowSchema);

export const mailIdQuerySchema = requestObject({ id: queryId('信件編號') });
export const mailResendRequestSchema = requestObject({ id: requiredId('信件編號') });
export type MailResendRequest = z.infer<typeof mailResendRequestSchema>;

/** resend: status true only when the SMTP server took it; otherwise status false and why, with this data. */
export const mailResendResultSchema = z.object({ status: z.enum(MAIL_STATUSES) });
export type MailResendResult = z.infer<typeof mailResendResultSchema>;
