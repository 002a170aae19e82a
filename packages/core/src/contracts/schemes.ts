import { z } from 'zod';
import { PDF_MAX_BYTES, PDF_MAX_FILES } from '../constants.js';
import { MSG } from '../messages.js';
import { pageOf, pageRequestSchema } from './envelope.js';
import { queryId, requestObject, requiredId } from './fields.js';
import { boundedText, centsField, optionalText, platformCall } from './stores.js';

/**
 * Contract schemes (合約方案, the plans contracts are made under) with up to 3 PDF documents:
 * back/scheme (access section 7). Documents are uploaded first (`upload`, multipart) and then named by id
 * in add / update. Upload rules (access section 5), checked on the bytes by the server: only PDF
 * (新增失敗！檔案類型錯誤), at most 3 files (最多上傳3個檔案), each at most 5 MB (新增失敗！檔案大小超過5MB).
 */

const { get, post, put, del } = platformCall;

export const SCHEME_PATHS = {
  add: post('/api/back/scheme/add'),
  update: put('/api/back/scheme/update'),
  /** `?id=` */
  remove: del('/api/back/scheme/remove'),
  /** Multipart: one to three parts named `file`. */
  upload: post('/api/back/scheme/upload'),
  /** `?id=<file id>`: the PDF as an attachment. */
  download: get('/api/back/scheme/download'),
} as const;

export const SCHEME_UPLOAD_FIELD = 'file';
export const SCHEME_NAME_MAX = 50;
export const SCHEME_DESCRIPTION_MAX = 1000;
export const SCHEME_MONTHS_MAX = 120;
export { PDF_MAX_BYTES, PDF_MAX_FILES };

export const SCHEME_MSG = {
  TYPE_WRONG: MSG.UPLOAD_TYPE_WRONG,
  TOO_MANY: MSG.UPLOAD_PDF_TOO_MANY,
  TOO_LARGE: MSG.UPLOAD_PDF_TOO_LARGE,
  FILE_MISSING: '請選擇檔案',
  FILE_UNKNOWN: '檔案不存在，請重新上傳',
  NAME_TAKEN: '方案名稱已存在',
} as const;

/** A PDF of a scheme (the spec's uploaded file item: name, size, id). */
export const schemeFileSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  size: z.number().int(),
  /** GET /api/back/file/{id} (inline) or the download call (attachment). */
  url: z.string(),
});
export type SchemeFile = z.infer<typeof schemeFileSchema>;

const fileIdList = z
  .array(requiredId('檔案編號'), { error: '檔案格式不正確' })
  .max(PDF_MAX_FILES, MSG.UPLOAD_PDF_TOO_MANY)
  .refine((ids) => new Set(ids).size === ids.length, '檔案不可重複')
  .default([]);

const schemeFields = {
  name: boundedText('方案名稱', SCHEME_NAME_MAX),
  description: optionalText('方案說明', SCHEME_DESCRIPTION_MAX),
  /** The usual price of a contract under it (cents); a contract may set its own amount. */
  amount: centsField('方案金額'),
  /** The usual length of a contract, in months (the add-contract form proposes the end date from it). */
  months: z
    .number({ error: '合約月數為必填' })
    .int('合約月數須為整數')
    .min(1, '合約月數須大於0')
    .max(SCHEME_MONTHS_MAX, `合約月數不可超過${SCHEME_MONTHS_MAX}`),
  fileIdList,
};

export const schemeAddRequestSchema = requestObject(schemeFields);
export type SchemeAddRequest = z.infer<typeof schemeAddRequestSchema>;
export type SchemeAddInput = z.input<typeof schemeAddRequestSchema>;

export const schemeUpdateRequestSchema = requestObject({ id: requiredId('方案編號'), ...schemeFields });
export type SchemeUpdateRequest = z.infer<typeof schemeUpdateRequestSchema>;
export type SchemeUpdateInput = z.input<typeof schemeUpdateRequestSchema>;

export const schemeSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  description: z.string().nullable(),
  amount: z.number().int(),
  months: z.number().int(),
  files: z.array(schemeFileSchema),
  /** Contracts made under it (removed ones not counted). */
  contractCount: z.number().int(),
  createdAt: z.iso.datetime({ offset: true }),
  updatedAt: z.iso.datetime({ offset: true }),
});
export type Scheme = z.infer<typeof schemeSchema>;

/** getPlanList: the options of the add-contract form. */
export const schemeOptionSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  amount: z.number().int(),
  months: z.number().int(),
});
export type SchemeOption = z.infer<typeof schemeOptionSchema>;

export const schemePageRequestSchema = pageRequestSchema.extend({ keyword: optionalText('關鍵字', 100) });
export type SchemePageRequest = z.infer<typeof schemePageRequestSchema>;
export type SchemePageInput = z.input<typeof schemePageRequestSchema>;
export const schemePageSchema = pageOf(schemeSchema);

export const schemeFileQuerySchema = requestObject({ id: queryId('檔案編號') });
export type SchemeFileQuery = z.infer<typeof schemeFileQuerySchema>;

/** True when the bytes are a PDF document: it opens with "%PDF-" (within the first 1024 bytes, as readers allow). */
export function looksLikePdf(bytes: Uint8Array): boolean {
  const head = bytes.subarray(0, Math.min(bytes.length, 1024));
  const marker = [0x25, 0x50, 0x44, 0x46, 0x2d]; // %PDF-
  outer: for (let start = 0; start + marker.length <= head.length; start++) {
    for (let index = 0; index < marker.length; index++) if (head[start + index] !== marker[index]) continue outer;
    return true;
  }
  return false;
}

/** The client-side checks before uploading (the server checks the same on the bytes). */
export function pdfUploadError(files: readonly { name: string; size: number }[], alreadyAttached = 0): string | null {
  if (files.length + alreadyAttached > PDF_MAX_FILES) return MSG.UPLOAD_PDF_TOO_MANY;
  if (files.some((file) => !/\.pdf$/i.test(file.name))) return MSG.UPLOAD_TYPE_WRONG;
  if (files.some((file) => file.size > PDF_MAX_BYTES)) return MSG.UPLOAD_PDF_TOO_LARGE;
  return null;
}
