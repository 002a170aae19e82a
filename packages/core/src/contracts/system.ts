import { z } from 'zod';
import { requestObject, requiredText } from './fields.js';

/** Platform parameters readable with GET /api/back/system/get?paramId=... */
export const SYSTEM_PARAM_IDS = ['APP_VERSION_IOS', 'APP_VERSION_ANDROID', 'BACKSTAGE_H5_VERSION', 'MAINTENANCE'] as const;
export type SystemParamId = (typeof SYSTEM_PARAM_IDS)[number];

export const systemGetQuerySchema = requestObject({
  paramId: z.enum(SYSTEM_PARAM_IDS, { error: '參數代碼不正確' }),
});
export type SystemGetQuery = z.infer<typeof systemGetQuerySchema>;

/** The maintenance switch; also the `data` of a 503 response (title and message for the overlay). */
export const maintenanceSchema = z.object({
  on: z.boolean({ error: '維護開關為必填' }),
  title: z.string({ error: '維護標題為必填' }),
  message: z.string({ error: '維護訊息為必填' }),
});
export type Maintenance = z.infer<typeof maintenanceSchema>;

export const RECORD_ERROR_SOURCE_MAX = 100;
export const RECORD_ERROR_MESSAGE_MAX = 4000;

/** POST /api/op/recordError: the client reports an error it could not handle. */
export const recordErrorRequestSchema = requestObject({
  source: requiredText('來源').max(RECORD_ERROR_SOURCE_MAX, `來源不可超過${RECORD_ERROR_SOURCE_MAX}字`),
  message: requiredText('錯誤訊息').max(RECORD_ERROR_MESSAGE_MAX, `錯誤訊息不可超過${RECORD_ERROR_MESSAGE_MAX}字`),
});
export type RecordErrorRequest = z.infer<typeof recordErrorRequestSchema>;

// ---- back/system (system-setting: managers and the super manager) -----------------------------

export const SYSTEM_PATHS = {
  /** Public: `?paramId=`. */
  get: { method: 'GET', path: '/api/back/system/get' },
  /** Every parameter with its value and who changed it last. */
  list: { method: 'GET', path: '/api/back/system/list' },
  /** `{ paramId, value }`; MAINTENANCE pushes START_MAINTENANCE / END_MAINTENANCE on the platform topic. */
  update: { method: 'PUT', path: '/api/back/system/update' },
  /** Ends every session but the caller's and pushes KICK_OUT to every user. */
  kickOutAllUser: { method: 'POST', path: '/api/back/system/kickOutAllUser' },
  /** The server's caches, by name. */
  cacheNames: { method: 'GET', path: '/api/back/system/cacheNames' },
  /** `?name=`: empties one cache on every instance. */
  deleteCache: { method: 'DELETE', path: '/api/back/system/deleteCache' },
} as const;

export const VERSION_PARAM_IDS = ['APP_VERSION_IOS', 'APP_VERSION_ANDROID', 'BACKSTAGE_H5_VERSION'] as const;
export const SYSTEM_VERSION_MAX = 50;

export const SYSTEM_PARAM_LABEL: Readonly<Record<SystemParamId, string>> = {
  APP_VERSION_IOS: 'iOS App 版本',
  APP_VERSION_ANDROID: 'Android App 版本',
  BACKSTAGE_H5_VERSION: '後台網頁版本',
  MAINTENANCE: '系統維護',
};

/** PUT update: a version string for the version ids, the maintenance switch for MAINTENANCE. */
export const systemUpdateRequestSchema = z.discriminatedUnion(
  'paramId',
  [
    requestObject({ paramId: z.literal('MAINTENANCE'), value: maintenanceSchema }),
    requestObject({
      paramId: z.enum(VERSION_PARAM_IDS),
      value: requiredText('參數值').max(SYSTEM_VERSION_MAX, `參數值不可超過${SYSTEM_VERSION_MAX}字`),
    }),
  ],
  { error: '參數代碼不正確' },
);
export type SystemUpdateRequest = z.infer<typeof systemUpdateRequestSchema>;

/** What GET get answers: a version string, or the maintenance switch. */
export const systemValueSchema = z.union([z.string(), maintenanceSchema]);
export type SystemValue = z.infer<typeof systemValueSchema>;

export const systemParamSchema = z.object({
  paramId: z.enum(SYSTEM_PARAM_IDS),
  label: z.string(),
  value: systemValueSchema,
  /** null while the parameter still has its default. */
  updatedAt: z.iso.datetime({ offset: true }).nullable(),
  updatedBy: z.string().nullable(),
});
export type SystemParam = z.infer<typeof systemParamSchema>;

export const kickOutResultSchema = z.object({ revokedSessions: z.number().int().nonnegative() });
export type KickOutResult = z.infer<typeof kickOutResultSchema>;

export const cacheInfoSchema = z.object({
  name: z.string(),
  description: z.string(),
  /** Entries held by the instance that answered. */
  entries: z.number().int().nonnegative(),
});
export type CacheInfo = z.infer<typeof cacheInfoSchema>;

export const deleteCacheQuerySchema = requestObject({ name: requiredText('快取名稱').max(100, '快取名稱不正確') });
export type DeleteCacheQuery = z.infer<typeof deleteCacheQuerySchema>;

export const SYSTEM_MSG = {
  CACHE_UNKNOWN: '快取不存在',
} as const;
