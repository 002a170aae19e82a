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
import { jsonCall, REPORT_BODY } from '../../platform/http/route-kit.js';
import type { CashDrawerService } from './cash-drawer.service.js';

/** Cash drawer records (back/store/cashDrawerRecord), for store users on their own stores; `storeId` in the body. */
export function cashDrawerRoutes(app: ZodApp, records: CashDrawerService): void {
  const paths = CASH_DRAWER_PATHS;
  jsonCall(app, paths.add, REPORT_BODY, { input: cashDrawerRecordAddRequestSchema, data: cashDrawerRecordSchema }, (body, request) =>
    records.add(body, principalOf(request)),
  );
  jsonCall(app, paths.update, REPORT_BODY, { input: cashDrawerRecordUpdateRequestSchema, data: cashDrawerRecordSchema }, (body, request) =>
    records.update(body, principalOf(request)),
  );
  jsonCall(
    app,
    paths.batchRemove,
    REPORT_BODY,
    { input: cashDrawerRecordBatchRemoveRequestSchema, from: 'body', data: z.null() },
    (body, request) => records.batchRemove(body, principalOf(request)),
  );
  jsonCall(app, paths.page, REPORT_BODY, { input: cashDrawerRecordPageRequestSchema, data: cashDrawerRecordPageSchema }, (body) =>
    records.page(body),
  );
  jsonCall(app, paths.summary, REPORT_BODY, { input: cashDrawerSummaryRequestSchema, data: cashDrawerSummarySchema }, (body) =>
    records.summary(body),
  );
}
