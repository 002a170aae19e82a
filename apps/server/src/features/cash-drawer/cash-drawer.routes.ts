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
  envelopeSchema,
} from '@diancan/core';
import { principalOf } from '../../platform/auth/policy.js';
import { ok } from '../../platform/errors/envelope.js';
import type { ZodApp } from '../../platform/http/zod-app.js';
import { done, NO_DATA, REPORT_BODY } from '../menu/route-kit.js';
import type { CashDrawerService } from './cash-drawer.service.js';

/** Cash drawer records (back/store/cashDrawerRecord), for store users on their own stores; `storeId` in the body. */
export function cashDrawerRoutes(app: ZodApp, records: CashDrawerService): void {
  const paths = CASH_DRAWER_PATHS;
  const one = { 200: envelopeSchema(cashDrawerRecordSchema) };
  app.post(
    paths.add.path,
    { schema: { body: cashDrawerRecordAddRequestSchema, response: one }, config: REPORT_BODY },
    async (request) => ok(await records.add(request.body, principalOf(request))),
  );
  app.put(
    paths.update.path,
    { schema: { body: cashDrawerRecordUpdateRequestSchema, response: one }, config: REPORT_BODY },
    async (request) => ok(await records.update(request.body, principalOf(request))),
  );
  app.delete(
    paths.batchRemove.path,
    { schema: { body: cashDrawerRecordBatchRemoveRequestSchema, response: NO_DATA }, config: REPORT_BODY },
    (request) => done(records.batchRemove(request.body, principalOf(request))),
  );
  app.post(
    paths.page.path,
    { schema: { body: cashDrawerRecordPageRequestSchema, response: { 200: envelopeSchema(cashDrawerRecordPageSchema) } }, config: REPORT_BODY },
    async (request) => ok(await records.page(request.body)),
  );
  app.post(
    paths.summary.path,
    { schema: { body: cashDrawerSummaryRequestSchema, response: { 200: envelopeSchema(cashDrawerSummarySchema) } }, config: REPORT_BODY },
    async (request) => ok(await records.summary(request.body)),
  );
}
