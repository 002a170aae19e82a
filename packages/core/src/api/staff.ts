import { z } from 'zod';
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
} from '../contracts/staff.js';
import { callsOf, noData } from './call.js';

const staff = callsOf('staff');
const terminal = callsOf('staff', 'terminal');
const idAnswer = z.object({ id: z.number().int() });

/** Staff (docs/staff.md): roles and members, staff mode, the terminal's sign-in and approvals, clock and logs. */
export const STAFF_API = {
  roleList: staff.query(STAFF_PATHS.roleList, staffStoreQuerySchema, z.array(staffRoleSchema)),
  roleAdd: staff.body(STAFF_PATHS.roleAdd, staffRoleAddRequestSchema, idAnswer),
  roleUpdate: staff.body(STAFF_PATHS.roleUpdate, staffRoleUpdateRequestSchema, noData),
  roleRemove: staff.query(STAFF_PATHS.roleRemove, staffRecordQuerySchema, noData),
  list: staff.query(STAFF_PATHS.list, staffStoreQuerySchema, z.array(staffMemberSchema)),
  add: staff.body(STAFF_PATHS.add, staffAddRequestSchema, idAnswer),
  update: staff.body(STAFF_PATHS.update, staffUpdateRequestSchema, noData),
  remove: staff.query(STAFF_PATHS.remove, staffRecordQuerySchema, noData),
  resetPin: staff.body(STAFF_PATHS.resetPin, staffResetPinRequestSchema, noData),
  updateStaffMode: staff.body(STAFF_PATHS.updateStaffMode, staffModeRequestSchema, staffSettingsSchema),
  settings: staff.query(STAFF_PATHS.settings, staffStoreQuerySchema, staffSettingsSchema),
  current: terminal.query(STAFF_PATHS.current, staffStoreQuerySchema, staffCurrentSchema),
  signIn: terminal.body(STAFF_PATHS.signIn, staffSignInRequestSchema, staffSignedInSchema),
  signOut: terminal.body(STAFF_PATHS.signOut, staffStoreRequestSchema, noData),
  approve: terminal.body(STAFF_PATHS.approve, staffApproveRequestSchema, staffApprovalSchema, { read: true }),
  activity: staff.query(STAFF_PATHS.activity, staffActivityQuerySchema, z.array(staffActivitySchema)),
  clockIn: staff.body(STAFF_PATHS.clockIn, staffClockRequestSchema, staffTimeEntrySchema),
  clockOut: staff.body(STAFF_PATHS.clockOut, staffClockRequestSchema, staffTimeEntrySchema),
  timesheet: staff.query(STAFF_PATHS.timesheet, staffTimesheetQuerySchema, staffTimesheetSchema),
  correctTimeEntry: staff.body(STAFF_PATHS.correctTimeEntry, staffCorrectTimeEntryRequestSchema, staffTimeEntrySchema),
} as const;
