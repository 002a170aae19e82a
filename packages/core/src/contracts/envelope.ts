import { z } from 'zod';
import { requestObject } from './fields.js';

/** Every API response body: `{ status, message, data }` (API.md). */
export type Envelope<T> = { status: boolean; message: string | null; data: T | null };

export function envelopeSchema<T extends z.ZodType>(data: T) {
  return z.object({
    status: z.boolean(),
    message: z.string().nullable(),
    data: data.nullable(),
  });
}

/** Table page sizes the UI offers (label 每頁行數). */
export const PAGE_SIZES = [10, 20, 30, 40, 50] as const;
export type PageSize = (typeof PAGE_SIZES)[number];
export const DEFAULT_PAGE_SIZE: PageSize = 10;

export const pageSchema = z
  .number({ error: '頁碼須為數字' })
  .int('頁碼須為整數')
  .min(1, '頁碼須大於等於1');

export const pageSizeSchema = z.literal(PAGE_SIZES, { error: '每頁行數須為10、20、30、40或50' });

/** The paging part of every list request; extend it with the list's filters. */
export const pageRequestSchema = requestObject({
  page: pageSchema.default(1),
  size: pageSizeSchema.default(DEFAULT_PAGE_SIZE),
});
export type PageRequest = z.infer<typeof pageRequestSchema>;

/** The `data` of every list response. */
export function pageOf<T extends z.ZodType>(item: T) {
  return z.object({
    list: z.array(item),
    total: z.number().int().nonnegative(),
    page: z.number().int().min(1),
    size: pageSizeSchema,
  });
}
export type Page<T> = { list: T[]; total: number; page: number; size: PageSize };
