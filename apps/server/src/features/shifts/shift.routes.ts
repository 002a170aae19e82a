import {
  envelopeSchema,
  SHIFT_PATHS,
  shiftBatchRemoveRequestSchema,
  shiftDayDetailSchema,
  shiftDetailByDateRequestSchema,
  shiftDetailRequestSchema,
  shiftFinishRequestSchema,
  shiftFinishResultSchema,
  shiftPageRequestSchema,
  shiftPageSchema,
  shiftPrintSchema,
  shiftRecordRequestSchema,
  shiftDocument,
  shiftSchema,
} from '@diancan/core';
import type { SlipPrinter } from '../../platform/print/slip-printer.js';
import { principalOf } from '../../platform/auth/policy.js';
import { ok } from '../../platform/errors/envelope.js';
import type { ZodApp } from '../../platform/http/zod-app.js';
import { done, NO_DATA, REPORT_BODY, withStaff } from '../../platform/http/route-kit.js';
import type { ShiftService } from './shift.service.js';

/** Shift handover (back/store/shift), for store users on their own stores; every call names `storeId` in its body. */
export function shiftRoutes(app: ZodApp, shifts: ShiftService, slips: SlipPrinter): void {
  const paths = SHIFT_PATHS;
  // Staff mode: 交班 needs SHIFT (instead of the reports' manager code).
  const SHIFT_BODY = withStaff(REPORT_BODY, { at: 'counter', needs: ['SHIFT'] });
  const one = { 200: envelopeSchema(shiftSchema) };
  app.post(
    paths.page.path,
    { schema: { body: shiftPageRequestSchema, response: { 200: envelopeSchema(shiftPageSchema) } }, config: SHIFT_BODY },
    async (request) => ok(await shifts.page(request.body)),
  );
  app.post(
    paths.finish.path,
    { schema: { body: shiftFinishRequestSchema, response: { 200: envelopeSchema(shiftFinishResultSchema) } }, config: SHIFT_BODY },
    async (request) => ok(await shifts.finish(request.body, principalOf(request))),
  );
  app.post(
    paths.recalculate.path,
    { schema: { body: shiftRecordRequestSchema, response: one }, config: SHIFT_BODY },
    async (request) => ok(await shifts.recalculate(request.body)),
  );
  app.post(
    paths.detail.path,
    { schema: { body: shiftDetailRequestSchema, response: one }, config: SHIFT_BODY },
    async (request) => ok(await shifts.detail(request.body, principalOf(request))),
  );
  app.post(
    paths.detailByDate.path,
    { schema: { body: shiftDetailByDateRequestSchema, response: { 200: envelopeSchema(shiftDayDetailSchema) } }, config: SHIFT_BODY },
    async (request) => ok(await shifts.detailByDate(request.body)),
  );
  app.post(
    paths.print.path,
    { schema: { body: shiftRecordRequestSchema, response: { 200: envelopeSchema(shiftPrintSchema) } }, config: SHIFT_BODY },
    async (request) => {
      const print = await shifts.print(request.body);
      await slips.printSlip(request.body.storeId, 'REPORT', (printedAt) => shiftDocument(print, printedAt));
      return ok(print);
    },
  );
  app.delete(
    paths.batchRemove.path,
    { schema: { body: shiftBatchRemoveRequestSchema, response: NO_DATA }, config: SHIFT_BODY },
    (request) => done(shifts.batchRemove(request.body, principalOf(request))),
  );
}
