import {
  STAFF_PATHS,
  staffActivityQuerySchema,
  staffActivitySchema,
  staffAddRequestSchema,
  staffApprovalSchema,
  staffApproveRequestSchema,
  staffClockRequestSchema,
  staffCorrectTimeEntryRequestSchema,
  staffCurrentSchema,
  staffMemberSchema,
  staffModeRequestSchema,
  staffRecordQuerySchema,
  staffResetPinRequestSchema,
  staffRoleAddRequestSchema,
  staffRoleSchema,
  staffRoleUpdateRequestSchema,
  staffSettingsSchema,
  staffSignedInSchema,
  staffSignInRequestSchema,
  staffStoreQuerySchema,
  staffStoreRequestSchema,
  staffTimeEntrySchema,
  staffTimesheetQuerySchema,
  staffTimesheetSchema,
  staffUpdateRequestSchema,
} from '@diancan/core';
import type { FastifyRequest } from 'fastify';
import { z } from 'zod';
import { principalOf } from '../../platform/auth/policy.js';
import { XLSX_CONTENT_TYPE } from '../../platform/files/spreadsheet.js';
import { backOffice, jsonCall, STORE_BODY, STORE_QUERY } from '../../platform/http/route-kit.js';
import type { ZodApp } from '../../platform/http/zod-app.js';
import type { StaffService } from './staff.service.js';
import type { StaffTerminalService, Terminal } from './staff-terminal.service.js';
import type { StaffTimeService } from './staff-time.service.js';

const terminalOf = (request: FastifyRequest, storeId: number): Terminal => ({ sessionId: principalOf(request).sessionId, storeId });
const id = z.object({ id: z.number().int() });

/** Staff (docs/staff.md): roles and members, staff mode, PIN sign-in and approval, clock in / out, the logs. */
export function staffRoutes(app: ZodApp, staff: StaffService, terminal: StaffTerminalService, time: StaffTimeService): void {
  const paths = STAFF_PATHS;
  const settingsBody = backOffice(STORE_BODY, 'SETTINGS');
  const settingsQuery = backOffice(STORE_QUERY, 'SETTINGS');

  jsonCall(app, paths.roleList, settingsQuery, { input: staffStoreQuerySchema, data: z.array(staffRoleSchema) }, (query) => staff.roles(query.storeId));
  jsonCall(app, paths.roleAdd, settingsBody, { input: staffRoleAddRequestSchema, data: id }, (body) => staff.addRole(body));
  jsonCall(app, paths.roleUpdate, settingsBody, { input: staffRoleUpdateRequestSchema, data: z.null() }, (body) => staff.updateRole(body));
  jsonCall(app, paths.roleRemove, settingsQuery, { input: staffRecordQuerySchema, data: z.null() }, (query) => staff.removeRole(query.storeId, query.id));

  jsonCall(app, paths.list, settingsQuery, { input: staffStoreQuerySchema, data: z.array(staffMemberSchema) }, (query) => staff.members(query.storeId));
  jsonCall(app, paths.add, settingsBody, { input: staffAddRequestSchema, data: id }, (body) => staff.add(body));
  jsonCall(app, paths.update, settingsBody, { input: staffUpdateRequestSchema, data: z.null() }, (body) => staff.update(body));
  jsonCall(app, paths.resetPin, settingsBody, { input: staffResetPinRequestSchema, data: z.null() }, (body) => staff.resetPin(body));
  jsonCall(app, paths.remove, settingsQuery, { input: staffRecordQuerySchema, data: z.null() }, (query) => staff.remove(query.storeId, query.id));
  jsonCall(app, paths.updateStaffMode, settingsBody, { input: staffModeRequestSchema, data: staffSettingsSchema }, (body) => staff.updateMode(body));
  jsonCall(app, paths.settings, STORE_QUERY, { input: staffStoreQuerySchema, data: staffSettingsSchema }, (query) => staff.settings(query.storeId));

  jsonCall(app, paths.current, STORE_QUERY, { input: staffStoreQuerySchema, data: staffCurrentSchema }, (query, request) =>
    terminal.current(terminalOf(request, query.storeId)),
  );
  jsonCall(app, paths.signIn, STORE_BODY, { input: staffSignInRequestSchema, data: staffSignedInSchema }, (body, request) =>
    terminal.signIn(terminalOf(request, body.storeId), body),
  );
  jsonCall(app, paths.signOut, STORE_BODY, { input: staffStoreRequestSchema, data: z.null() }, (body, request) =>
    terminal.signOut(terminalOf(request, body.storeId)),
  );
  jsonCall(app, paths.approve, STORE_BODY, { input: staffApproveRequestSchema, data: staffApprovalSchema }, (body, request) =>
    terminal.approve(terminalOf(request, body.storeId), body),
  );

  jsonCall(app, paths.clockIn, STORE_BODY, { input: staffClockRequestSchema, data: staffTimeEntrySchema }, (body, request) =>
    time.clockIn(terminalOf(request, body.storeId), body.pin),
  );
  jsonCall(app, paths.clockOut, STORE_BODY, { input: staffClockRequestSchema, data: staffTimeEntrySchema }, (body, request) =>
    time.clockOut(terminalOf(request, body.storeId), body.pin),
  );
  const reports = backOffice(STORE_QUERY, 'REPORTS');
  jsonCall(app, paths.timesheet, reports, { input: staffTimesheetQuerySchema, data: staffTimesheetSchema }, (query) => time.timesheet(query));
  jsonCall(app, paths.activity, reports, { input: staffActivityQuerySchema, data: z.array(staffActivitySchema) }, (query) => time.activity(query));
  jsonCall(app, paths.correctTimeEntry, settingsBody, { input: staffCorrectTimeEntryRequestSchema, data: staffTimeEntrySchema }, (body, request) =>
    time.correct(terminalOf(request, body.storeId), body),
  );
  app.get(paths.timesheetExport.path, { schema: { querystring: staffTimesheetQuerySchema }, config: reports }, async (request, reply) => {
    const workbook = await time.timesheetWorkbook(request.query);
    const name = `工時表_${request.query.startDate}_${request.query.endDate}.xlsx`;
    return reply
      .type(XLSX_CONTENT_TYPE)
      .header('cache-control', 'no-store')
      .header('content-disposition', `attachment; filename="timesheet.xlsx"; filename*=UTF-8''${encodeURIComponent(name)}`)
      .send(workbook);
  });
}
