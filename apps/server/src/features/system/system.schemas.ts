import { z } from 'zod';
import { maintenanceSchema, requestObject, requiredText } from '@diancan/core';

export const VERSION_PARAM_IDS = ['APP_VERSION_IOS', 'APP_VERSION_ANDROID', 'BACKSTAGE_H5_VERSION'] as const;
const VERSION_MAX = 50;

/**
 * PUT /api/back/system/update: the value's shape depends on the parameter (a version string, or the
 * maintenance switch). Kept here until core has a contract for it.
 */
export const systemUpdateRequestSchema = z.discriminatedUnion(
  'paramId',
  [
    requestObject({ paramId: z.literal('MAINTENANCE'), value: maintenanceSchema }),
    requestObject({
      paramId: z.enum(VERSION_PARAM_IDS),
      value: requiredText('參數值').max(VERSION_MAX, `參數值不可超過${VERSION_MAX}字`),
    }),
  ],
  { error: '參數代碼不正確' },
);
export type SystemUpdateRequest = z.infer<typeof systemUpdateRequestSchema>;

/** What GET /api/back/system/get answers: a version string, or the maintenance switch. */
export const systemValueSchema = z.union([z.string(), maintenanceSchema]);
