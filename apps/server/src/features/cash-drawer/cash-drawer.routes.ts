import {
  CASH_DRAWER_PATHS,
  cashDrawerRecordAddRequestSchema,
  cashDrawerRecordBatchRemoveRequestSchema,
  cashDrawerRecordPageRequestSchema,
  cashDrawerRecordPageSchema,
  cashDrawerRecordSchema,
  cashDrawerRecordUpdateRequestSchema,
  cashDrawerSummaryRequestSchema,
  cashDrawerSummarySchema,
} from '@diancan/core';
import { principalOf } from '../../platform/auth/policy.js';
import { z } from 'zod';
import type { ZodApp } from '../../platform/http/zod-app.js';
import { jsonCall, REPORT_BODY, withStaff } from '../../platform/http/route-kit.js';
import type { CashDrawerService } from './cash-drawer.service.js';

/** Cash drawer records (back/store/cashDrawerRecord), for store users on their own stores; `storeId` in the body. */
export function cashDrawerRoutes(app: ZodApp, records: CashDrawerService): void {
  const paths = CASH_DRAWER_PATHS;
  // Staff mode: the drawer's records need CASH_DRAWER (instead of the reports' manager code).
  const DRAWER_BODY = withStaff(REPORT_BODY, { at: 'counter', needs: ['CASH_DRAWER'] });
  jsonCall(app, paths.add, DRAWER_BODY, { input: cashDrawerRecordAddRequestSchema, data: cashDrawerRecordSchema }, (body, request) =>
    records.add(body, principalOf(request)),
  );
  jsonCall(app, paths.update, DRAWER_BODY, { input: cashDrawerRecordUpdateRequestSchema, data: cashDrawerRecordSchema }, (body, request) =>
    records.update(body, principalOf(request)),
  );
  jsonCall(
    app,
    paths.batchRemove,
    DRAWER_BODY,
    { input: cashDrawerRecordBatchRemoveRequestSchema, from: 'body', data: z.null() },
    (body, request) => records.batchRemove(body, principalOf(request)),
  );
  jsonCall(app, paths.page, DRAWER_BODY, { input: cashDrawerRecordPageRequestSchema, data: cashDrawerRecordPageSchema }, (body) =>
    records.page(body),
  );
  jsonCall(app, paths.summary, DRAWER_BODY, { input: cashDrawerSummaryRequestSchema, data: cashDrawerSummarySchema }, (body) =>
    records.summary(body),
  );
}
