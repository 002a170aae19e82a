import { z } from 'zod';
import { pageOf, pageRequestSchema } from './envelope.js';
import { queryId, requestObject, requiredId } from './fields.js';
import { ANNOUNCEMENT_KINDS } from './realtime.js';
import { boundedText, optionalText, platformCall } from './stores.js';

/**
 * Announcements (公告) and their templates (access sections 3, 4 and 7; announcementManager, managers and the
 * super manager only), and the store side: the display list and "know it" (display false).
 * Content is HTML; the server keeps only an allow-list of tags and attributes (scripts, event handlers and
 * javascript: URLs never survive), and the browser sanitises again before showing it.
 */

const { get, post, put, del } = platformCall;

export const ANNOUNCEMENT_PATHS = {
  add: post('/api/back/announcement/add'),
  update: put('/api/back/announcement/update'),
  /** `?id=` */
  remove: del('/api/back/announcement/remove'),
  getPage: post('/api/back/announcement/getPage'),
  updateSort: put('/api/back/announcement/updateSort'),
  /** `?id=` */
  get: get('/api/back/announcement/get'),
  /** Store side, `?storeId=&app=`: what the announcement dialog shows now, in order. */
  getDisplayList: get('/api/back/announcement/getDisplayList'),
  /** Store side, `{ announcementId, display: false, storeId }`: "know it" hides it for good. */
  updateDisplay: put('/api/back/announcement/updateDisplay'),
  /** Store side, `?storeId=&app=`: every announcement in effect for the store, read or not (the header's 公告 list). */
  getStoreList: get('/api/back/announcement/getStoreList'),
} as const;

export const ANNOUNCEMENT_TEMPLATE_PATHS = {
  add: post('/api/back/announcementTemplate/add'),
  update: put('/api/back/announcementTemplate/update'),
  /** `?id=` */
  remove: del('/api/back/announcementTemplate/remove'),
  getPage: post('/api/back/announcementTemplate/getPage'),
  updateSort: put('/api/back/announcementTemplate/updateSort'),
  /** `?id=` */
  get: get('/api/back/announcementTemplate/get'),
} as const;

export type AnnouncementKind = (typeof ANNOUNCEMENT_KINDS)[number];
export { ANNOUNCEMENT_KINDS };

export const ANNOUNCEMENT_KIND_LABEL: Readonly<Record<AnnouncementKind, string>> = {
  TEXT: '文字公告',
  CLEAR_CACHE: '清除快取',
  APP_UPDATE: 'App 更新',
};

export const ANNOUNCEMENT_TITLE_MAX = 100;
/** HTML as the editor produces it (before sanitising). */
export const ANNOUNCEMENT_CONTENT_MAX = 50_000;
export const ANNOUNCEMENT_URL_MAX = 500;
export const TEMPLATE_NAME_MAX = 50;
export const ANNOUNCEMENT_STORES_MAX = 5000;

export const ANNOUNCEMENT_MSG = {
  STORES_REQUIRED: '請選擇公告商店',
  APP_URL_REQUIRED: 'App 更新公告須填寫 iOS 或 Android 下載連結',
  URL_INVALID: '連結須為 http 或 https 網址',
  TIME_RANGE: '開始時間晚於結束時間!',
  STORE_UNKNOWN: '商店不存在',
  SORT_MISMATCH: '排序項目與現有資料不一致，請重新整理後再試',
} as const;

export const ANNOUNCEMENT_STATES = ['SCHEDULED', 'ACTIVE', 'ENDED'] as const;
export type AnnouncementState = (typeof ANNOUNCEMENT_STATES)[number];

export function announcementState(startTime: string, endTime: string, now: Date): AnnouncementState {
  const at = now.getTime();
  if (at < Date.parse(startTime)) return 'SCHEDULED';
  return at >= Date.parse(endTime) ? 'ENDED' : 'ACTIVE';
}

/** An app store link: http(s) only, so no javascript: or data: link can reach the native bridge. */
const appUrl = (label: string) =>
  z
    .string({ error: `${label}格式不正確` })
    .trim()
    .max(ANNOUNCEMENT_URL_MAX, `${label}不可超過${ANNOUNCEMENT_URL_MAX}字`)
    .nullish()
    .transform((value) => (value ? value : null))
    .refine((value) => value === null || /^https?:\/\/[^\s]+$/i.test(value), ANNOUNCEMENT_MSG.URL_INVALID);

const dateTime = (label: string) =>
  z.iso.datetime({ offset: true, error: `${label}格式不正確` });

const contentFields = {
  type: z.enum(ANNOUNCEMENT_KINDS, { error: '公告類型不正確' }),
  title: boundedText('公告標題', ANNOUNCEMENT_TITLE_MAX),
  content: z
    .string({ error: '公告內容為必填' })
    .max(ANNOUNCEMENT_CONTENT_MAX, `公告內容不可超過${ANNOUNCEMENT_CONTENT_MAX}字`),
  iosAppUrl: appUrl('iOS 下載連結'),
  androidAppUrl: appUrl('Android 下載連結'),
};

function checkAppLinks(value: { type: AnnouncementKind; iosAppUrl: string | null; androidAppUrl: string | null }, context: z.RefinementCtx) {
  if (value.type === 'APP_UPDATE' && !value.iosAppUrl && !value.androidAppUrl) {
    context.addIssue({ code: 'custom', message: ANNOUNCEMENT_MSG.APP_URL_REQUIRED, path: ['iosAppUrl'] });
  }
}

const announcementFields = {
  ...contentFields,
  startTime: dateTime('開始時間'),
  endTime: dateTime('結束時間'),
  /** true: every store (the platform topic); false: the stores of storeIdList (their users' queues). */
  allStores: z.boolean({ error: '公告對象為必填' }),
  storeIdList: z
    .array(requiredId('商店編號'), { error: '商店格式不正確' })
    .max(ANNOUNCEMENT_STORES_MAX, '商店過多')
    .refine((ids) => new Set(ids).size === ids.length, '商店不可重複')
    .default([]),
};

type AnnouncementFields = z.infer<z.ZodObject<typeof announcementFields>>;

function checkAnnouncement(value: AnnouncementFields, context: z.RefinementCtx): void {
  checkAppLinks(value, context);
  if (Date.parse(value.startTime) >= Date.parse(value.endTime)) {
    context.addIssue({ code: 'custom', message: ANNOUNCEMENT_MSG.TIME_RANGE, path: ['endTime'] });
  }
  if (!value.allStores && value.storeIdList.length === 0) {
    context.addIssue({ code: 'custom', message: ANNOUNCEMENT_MSG.STORES_REQUIRED, path: ['storeIdList'] });
  }
}

export const announcementAddRequestSchema = requestObject(announcementFields).superRefine(checkAnnouncement);
export type AnnouncementAddRequest = z.infer<typeof announcementAddRequestSchema>;
export type AnnouncementAddInput = z.input<typeof announcementAddRequestSchema>;

export const announcementUpdateRequestSchema = requestObject({ id: requiredId('公告編號'), ...announcementFields }).superRefine(
  checkAnnouncement,
);
export type AnnouncementUpdateRequest = z.infer<typeof announcementUpdateRequestSchema>;
export type AnnouncementUpdateInput = z.input<typeof announcementUpdateRequestSchema>;

export const announcementSchema = z.object({
  id: z.number().int(),
  type: z.enum(ANNOUNCEMENT_KINDS),
  title: z.string(),
  /** Sanitised HTML. */
  content: z.string(),
  startTime: z.iso.datetime({ offset: true }),
  endTime: z.iso.datetime({ offset: true }),
  allStores: z.boolean(),
  storeIdList: z.array(z.number().int()),
  iosAppUrl: z.string().nullable(),
  androidAppUrl: z.string().nullable(),
  sort: z.number().int(),
  state: z.enum(ANNOUNCEMENT_STATES),
  createdAt: z.iso.datetime({ offset: true }),
  updatedAt: z.iso.datetime({ offset: true }),
});
export type Announcement = z.infer<typeof announcementSchema>;

export const announcementPageRequestSchema = pageRequestSchema.extend({
  keyword: optionalText('關鍵字', 100),
  type: z.enum(ANNOUNCEMENT_KINDS, { error: '公告類型不正確' }).nullish().transform((value) => value ?? null),
  state: z.enum(ANNOUNCEMENT_STATES, { error: '公告狀態不正確' }).nullish().transform((value) => value ?? null),
});
export type AnnouncementPageRequest = z.infer<typeof announcementPageRequestSchema>;
export type AnnouncementPageInput = z.input<typeof announcementPageRequestSchema>;
export const announcementPageSchema = pageOf(announcementSchema);

/** PUT updateSort (both resources): every id, in the new order. */
export const announcementSortRequestSchema = requestObject({
  idList: z
    .array(requiredId('編號'), { error: '排序清單格式不正確' })
    .min(1, '排序清單為必填')
    .refine((ids) => new Set(ids).size === ids.length, '清單內不可有重複項目'),
});
export type AnnouncementSortRequest = z.infer<typeof announcementSortRequestSchema>;

// ---- templates ---------------------------------------------------------------------------------

const templateFields = { name: boundedText('範本名稱', TEMPLATE_NAME_MAX), ...contentFields };

export const announcementTemplateAddRequestSchema = requestObject(templateFields).superRefine(checkAppLinks);
export type AnnouncementTemplateAddRequest = z.infer<typeof announcementTemplateAddRequestSchema>;
export type AnnouncementTemplateAddInput = z.input<typeof announcementTemplateAddRequestSchema>;

export const announcementTemplateUpdateRequestSchema = requestObject({
  id: requiredId('範本編號'),
  ...templateFields,
}).superRefine(checkAppLinks);
export type AnnouncementTemplateUpdateRequest = z.infer<typeof announcementTemplateUpdateRequestSchema>;
export type AnnouncementTemplateUpdateInput = z.input<typeof announcementTemplateUpdateRequestSchema>;

export const announcementTemplateSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  type: z.enum(ANNOUNCEMENT_KINDS),
  title: z.string(),
  content: z.string(),
  iosAppUrl: z.string().nullable(),
  androidAppUrl: z.string().nullable(),
  sort: z.number().int(),
  createdAt: z.iso.datetime({ offset: true }),
  updatedAt: z.iso.datetime({ offset: true }),
});
export type AnnouncementTemplate = z.infer<typeof announcementTemplateSchema>;

export const announcementTemplatePageRequestSchema = pageRequestSchema.extend({
  keyword: optionalText('關鍵字', 100),
  type: z.enum(ANNOUNCEMENT_KINDS, { error: '公告類型不正確' }).nullish().transform((value) => value ?? null),
});
export type AnnouncementTemplatePageRequest = z.infer<typeof announcementTemplatePageRequestSchema>;
export type AnnouncementTemplatePageInput = z.input<typeof announcementTemplatePageRequestSchema>;
export const announcementTemplatePageSchema = pageOf(announcementTemplateSchema);

// ---- store side --------------------------------------------------------------------------------

export const APP_PLATFORMS = ['IOS', 'ANDROID'] as const;
export type AppPlatform = (typeof APP_PLATFORMS)[number];

/** `?storeId=&app=IOS|ANDROID` (app only from the native wrapper). */
export const announcementDisplayQuerySchema = requestObject({
  storeId: queryId('商店編號'),
  app: z
    .enum(APP_PLATFORMS, { error: 'App 平台不正確' })
    .optional()
    .or(z.literal('').transform(() => undefined)),
});
export type AnnouncementDisplayQuery = z.infer<typeof announcementDisplayQuerySchema>;

/**
 * What the dialog shows: announcements in effect now, for all stores or this one, not yet hidden by this user
 * for this store. From the native app (`app` set), an APP_UPDATE without a link for that platform is left out.
 */
export const announcementDisplaySchema = z.object({
  id: z.number().int(),
  type: z.enum(ANNOUNCEMENT_KINDS),
  title: z.string(),
  content: z.string(),
  startTime: z.iso.datetime({ offset: true }),
  endTime: z.iso.datetime({ offset: true }),
  iosAppUrl: z.string().nullable(),
  androidAppUrl: z.string().nullable(),
  display: z.literal(true),
});
export type AnnouncementDisplay = z.infer<typeof announcementDisplaySchema>;

/**
 * The header's 公告 list: every announcement in effect for the store (same filter as the dialog's), `display` false
 * for those this user already set aside with "know it" (or 清除快取).
 */
export const announcementStoreEntrySchema = announcementDisplaySchema.extend({ display: z.boolean() });
export type AnnouncementStoreEntry = z.infer<typeof announcementStoreEntrySchema>;

export const announcementDisplayUpdateSchema = requestObject({
  announcementId: requiredId('公告編號'),
  display: z.literal(false, { error: '顯示狀態須為 false' }),
  storeId: requiredId('商店編號'),
});
export type AnnouncementDisplayUpdate = z.infer<typeof announcementDisplayUpdateSchema>;
