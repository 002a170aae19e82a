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
