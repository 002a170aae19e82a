import { z } from 'zod';
import { isValidDate, INVALID_DATE } from '../validation/date-range.js';
import { queryId, requestObject, requiredId, requiredText } from './fields.js';

/**
 * Staff at the counter (issue 33, docs/staff.md): roles with permission codes, staff members with their own PIN,
 * the store's staff mode, manager approval, the activity log (權限紀錄) and clock in / out. The paths, fields and
 * permission codes are a contract an outside check calls as written.
 */

type Call<M extends 'GET' | 'POST' | 'PUT' | 'DELETE'> = { method: M; path: string };
const call = <M extends 'GET' | 'POST' | 'PUT' | 'DELETE'>(method: M, path: string): Call<M> => ({ method, path });

export const STAFF_PATHS = {
  roleAdd: call('POST', '/api/back/staffRole/add'),
  roleList: call('GET', '/api/back/staffRole/list'),
  roleUpdate: call('PUT', '/api/back/staffRole/update'),
  roleRemove: call('DELETE', '/api/back/staffRole/remove'),
  add: call('POST', '/api/back/staff/add'),
  list: call('GET', '/api/back/staff/list'),
  update: call('PUT', '/api/back/staff/update'),
  remove: call('DELETE', '/api/back/staff/remove'),
  resetPin: call('PUT', '/api/back/staff/resetPin'),
  updateStaffMode: call('PUT', '/api/back/store/updateStaffMode'),
  settings: call('GET', '/api/back/staff/settings'),
  current: call('GET', '/api/back/staff/current'),
  signIn: call('POST', '/api/back/staff/signIn'),
  signOut: call('POST', '/api/back/staff/signOut'),
  approve: call('POST', '/api/back/staff/approve'),
  activity: call('GET', '/api/back/staff/activity'),
  clockIn: call('POST', '/api/back/staff/clockIn'),
  clockOut: call('POST', '/api/back/staff/clockOut'),
  timesheet: call('GET', '/api/back/staff/timesheet'),
  timesheetExport: call('GET', '/api/back/staff/timesheet/export'),
  correctTimeEntry: call('PUT', '/api/back/staff/correctTimeEntry'),
} as const;

/** The permission codes (fixed). Selling, taking payment and the board's ordinary status changes need none. */
export const STAFF_PERMISSIONS = [
  'DISCOUNT',
  'ENTERTAIN',
  'VOID',
  'REFUND',
  'REPRINT',
  'CASH_DRAWER',
  'SHIFT',
  'REPORTS',
  'MENU',
  'STOCK',
  'SETTINGS',
  'TABLES',
] as const;
export type StaffPermission = (typeof STAFF_PERMISSIONS)[number];

export const STAFF_PERMISSION_LABELS: Readonly<Record<StaffPermission, string>> = {
  DISCOUNT: '折扣',
  ENTERTAIN: '招待',
  VOID: '作廢/刪單',
  REFUND: '退款',
  REPRINT: '補印',
  CASH_DRAWER: '臨時收支',
  SHIFT: '交班',
  REPORTS: '報表',
  MENU: '菜單',
  STOCK: '庫存',
  SETTINGS: '設定',
  TABLES: '桌位(移桌/併桌/拆單)',
};

/** The three roles each new store (and each demo store) starts with. */
export const DEFAULT_STAFF_ROLES: readonly { name: string; permissions: readonly StaffPermission[] }[] = [
  { name: '店長', permissions: STAFF_PERMISSIONS },
  { name: '正職', permissions: ['DISCOUNT', 'ENTERTAIN', 'VOID', 'REPRINT', 'CASH_DRAWER', 'SHIFT', 'STOCK', 'TABLES'] },
  { name: '工讀', permissions: ['REPRINT', 'TABLES'] },
];

export const DEFAULT_VOID_REASONS: readonly string[] = ['客人取消', '點錯餐點', '餐點問題', '久候未出餐'];

/** The header carrying a manager's one-time approval. */
export const STAFF_APPROVAL_HEADER = 'x-staff-approval';
/** How long an approval may wait for its call. */
export const STAFF_APPROVAL_TTL_SECONDS = 120;
/** PIN guessing: this many wrong PINs within the window lock the terminal session and the store for the lockout. */
export const STAFF_PIN_MAX_FAILURES = 5;
export const STAFF_PIN_WINDOW_MINUTES = 5;
export const STAFF_PIN_LOCKOUT_MINUTES = 5;
/** A working day past this many minutes is overtime. */
export const STAFF_REGULAR_DAY_MINUTES = 8 * 60;
export const STAFF_IDLE_MINUTES_MAX = 240;
export const STAFF_MEMBERS_MAX = 200;
export const STAFF_ROLES_MAX = 30;

export const STAFF_MSG = {
  SIGN_IN_REQUIRED: '請先輸入員工密碼',
  FORBIDDEN: '權限不足',
  WRONG_PIN: '員工密碼錯誤',
  PIN_LOCKED: '員工密碼錯誤次數過多，請5分鐘後再試',
  PIN_TAKEN: '此員工密碼已有其他員工使用',
  APPROVAL_INVALID: '主管授權無效或已使用',
  ROLE_NOT_FOUND: '職務不存在',
  ROLE_IN_USE: '此職務仍有員工，無法刪除',
  ROLE_NAME_TAKEN: '職務名稱已存在',
  STAFF_NOT_FOUND: '員工不存在',
  TOO_MANY_STAFF: `員工不可超過${STAFF_MEMBERS_MAX}位`,
  TOO_MANY_ROLES: `職務不可超過${STAFF_ROLES_MAX}個`,
  MODE_OFF: '商店未開啟員工模式',
  ALREADY_CLOCKED_IN: '已上班打卡，請先下班打卡',
  NOT_CLOCKED_IN: '尚未上班打卡',
  ENTRY_NOT_FOUND: '打卡紀錄不存在',
  CLOCK_OUT_BEFORE_IN: '下班時間不可早於上班時間',
  CLOCK_OUT_IN_FUTURE: '下班時間不可晚於現在',
  VOID_REASON_REQUIRED: '請選擇作廢原因',
  VOID_REASON_UNKNOWN: '作廢原因不在商店的清單中',
} as const;

/** 403 naming the missing permission: 權限不足：折扣 (DISCOUNT). */
export function staffForbiddenMessage(permission: StaffPermission): string {
  return `${STAFF_MSG.FORBIDDEN}：${STAFF_PERMISSION_LABELS[permission]} (${permission})`;
}

const storeId = requiredId('商店編號');
const queryStoreId = queryId('商店編號');

export const staffPermissionField = z.enum(STAFF_PERMISSIONS, { error: '權限代碼不正確' });

/** 4-6 digits, kept exactly as typed. */
export const staffPinField = z
  .string({ error: '員工密碼為必填' })
  .regex(/^\d{4,6}$/, '員工密碼須為4-6位數字');

const roleName = requiredText('職務名稱').max(20, '職務名稱不可超過20字');
const staffName = requiredText('員工姓名').max(20, '員工姓名不可超過20字');
const permissionList = z
  .array(staffPermissionField, { error: '權限須為清單' })
  .max(STAFF_PERMISSIONS.length, '權限代碼不正確')
  .transform((codes) => [...new Set(codes)]);

export const staffRoleAddRequestSchema = requestObject({ storeId, name: roleName, permissions: permissionList });
export type StaffRoleAddRequest = z.infer<typeof staffRoleAddRequestSchema>;
export const staffRoleUpdateRequestSchema = requestObject({ storeId, id: requiredId('職務編號'), name: roleName, permissions: permissionList });
export type StaffRoleUpdateRequest = z.infer<typeof staffRoleUpdateRequestSchema>;
export const staffRecordQuerySchema = requestObject({ storeId: queryStoreId, id: queryId('編號') });
export type StaffRecordQuery = z.infer<typeof staffRecordQuerySchema>;
export const staffStoreQuerySchema = requestObject({ storeId: queryStoreId });

export const staffRoleSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  permissions: z.array(staffPermissionField),
  staffCount: z.number().int(),
});
export type StaffRole = z.infer<typeof staffRoleSchema>;

export const staffAddRequestSchema = requestObject({ storeId, name: staffName, pin: staffPinField, roleId: requiredId('職務') });
export type StaffAddRequest = z.infer<typeof staffAddRequestSchema>;
export const staffUpdateRequestSchema = requestObject({ storeId, id: requiredId('員工編號'), name: staffName, roleId: requiredId('職務') });
export type StaffUpdateRequest = z.infer<typeof staffUpdateRequestSchema>;
export const staffResetPinRequestSchema = requestObject({ storeId, id: requiredId('員工編號'), pin: staffPinField });
export type StaffResetPinRequest = z.infer<typeof staffResetPinRequestSchema>;

/** A staff member as lists show them: never a PIN or its hash. */
export const staffMemberSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  roleId: z.number().int(),
  roleName: z.string(),
  permissions: z.array(staffPermissionField),
  clockedIn: z.boolean(),
});
export type StaffMember = z.infer<typeof staffMemberSchema>;

const voidReason = requiredText('作廢原因').max(30, '作廢原因不可超過30字');
export const staffModeRequestSchema = requestObject({
  storeId,
  enabled: z.boolean({ error: '員工模式須為是或否' }),
  idleMinutes: z
    .number({ error: '閒置登出分鐘須為數字' })
    .int('閒置登出分鐘須為整數')
    .min(1, '閒置登出分鐘須介於1-240')
    .max(STAFF_IDLE_MINUTES_MAX, '閒置登出分鐘須介於1-240')
    .optional(),
  voidReasons: z.array(voidReason, { error: '作廢原因須為清單' }).max(20, '作廢原因最多20個').optional(),
});
export type StaffModeRequest = z.infer<typeof staffModeRequestSchema>;

export const staffSettingsSchema = z.object({
  enabled: z.boolean(),
  idleMinutes: z.number().int(),
  voidReasons: z.array(z.string()),
});
export type StaffSettings = z.infer<typeof staffSettingsSchema>;

export const staffSignInRequestSchema = requestObject({ storeId, pin: staffPinField });
export type StaffSignInRequest = z.infer<typeof staffSignInRequestSchema>;
export const staffStoreRequestSchema = requestObject({ storeId });

/** Who is signed in on this terminal. */
export const staffSignedInSchema = z.object({
  staffId: z.number().int(),
  name: z.string(),
  roleName: z.string(),
  permissions: z.array(staffPermissionField),
});
export type StaffSignedIn = z.infer<typeof staffSignedInSchema>;

export const staffCurrentSchema = staffSettingsSchema.extend({ staff: staffSignedInSchema.nullable() });
export type StaffCurrent = z.infer<typeof staffCurrentSchema>;

export const staffApproveRequestSchema = requestObject({ storeId, pin: staffPinField, permission: staffPermissionField });
export type StaffApproveRequest = z.infer<typeof staffApproveRequestSchema>;
export const staffApprovalSchema = z.object({ approvalToken: z.string() });

const dateField = (label: string) =>
  z.string({ error: `${label}為必填` }).trim().min(1, `${label}為必填`).refine(isValidDate, INVALID_DATE);
const optionalQueryId = (label: string) =>
  z.preprocess((value) => (value === '' ? undefined : value), queryId(label).optional());

const rangeQuery = {
  storeId: queryStoreId,
  startDate: dateField('開始日期'),
  endDate: dateField('結束日期'),
};
const checkRange = (range: { startDate: string; endDate: string }, context: z.RefinementCtx) => {
  if (isValidDate(range.startDate) && isValidDate(range.endDate) && range.startDate > range.endDate) {
    context.addIssue({ code: 'custom', message: '開始時間晚於結束時間!', path: ['startDate'] });
  }
  if (isValidDate(range.startDate) && isValidDate(range.endDate) && daysBetween(range.startDate, range.endDate) > 92) {
    context.addIssue({ code: 'custom', message: '查詢區間不可超過93天', path: ['endDate'] });
  }
};
function daysBetween(start: string, end: string): number {
  return (Date.parse(`${end}T00:00:00Z`) - Date.parse(`${start}T00:00:00Z`)) / 86_400_000;
}

export const staffActivityQuerySchema = requestObject({ ...rangeQuery, staffId: optionalQueryId('員工編號') }).superRefine(checkRange);
export type StaffActivityQuery = z.infer<typeof staffActivityQuerySchema>;

export const staffActivitySchema = z.object({
  id: z.number().int(),
  createdAt: z.string(),
  staffId: z.number().int().nullable(),
  staffName: z.string().nullable(),
  approverId: z.number().int().nullable(),
  approverName: z.string().nullable(),
  action: z.string(),
  permission: z.string().nullable(),
  orderId: z.number().int().nullable(),
  detail: z.record(z.string(), z.unknown()).nullable(),
});
export type StaffActivity = z.infer<typeof staffActivitySchema>;

export const staffClockRequestSchema = requestObject({ storeId, pin: staffPinField });
export const staffTimeEntrySchema = z.object({
  id: z.number().int(),
  staffId: z.number().int(),
  name: z.string(),
  clockInAt: z.string(),
  clockOutAt: z.string().nullable(),
  /** Worked minutes (up to now for an open entry). */
  minutes: z.number().int(),
  correctionReason: z.string().nullable(),
});
export type StaffTimeEntry = z.infer<typeof staffTimeEntrySchema>;

export const staffTimesheetQuerySchema = requestObject(rangeQuery).superRefine(checkRange);
export type StaffTimesheetQuery = z.infer<typeof staffTimesheetQuerySchema>;

export const staffTimesheetSchema = z.array(
  z.object({
    staffId: z.number().int(),
    name: z.string(),
    entries: z.array(staffTimeEntrySchema),
    minutes: z.number().int(),
    overtimeMinutes: z.number().int(),
    /** Per working day (the store's calendar day of the clock-in). */
    days: z.array(z.object({ date: z.string(), minutes: z.number().int(), overtimeMinutes: z.number().int() })),
  }),
);
export type StaffTimesheet = z.infer<typeof staffTimesheetSchema>;

const isoInstant = (label: string) =>
  z
    .string({ error: `${label}為必填` })
    .refine((value) => /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d{1,3})?)?(Z|[+-]\d{2}:\d{2})$/.test(value) && !Number.isNaN(Date.parse(value)), `${label}格式不正確`);

export const staffCorrectTimeEntryRequestSchema = requestObject({
  storeId,
  entryId: requiredId('打卡紀錄'),
  clockInAt: isoInstant('上班時間').optional(),
  clockOutAt: isoInstant('下班時間'),
  reason: requiredText('更正原因').max(100, '更正原因不可超過100字'),
});
export type StaffCorrectTimeEntryRequest = z.infer<typeof staffCorrectTimeEntryRequestSchema>;
