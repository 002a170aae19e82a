/** Staff (docs/staff.md): 員工設定, 權限紀錄 and 工時表 under 帳號管理; their page chunks by route path. */
export const STAFF_PAGE_LOADERS = {
  '/account-manage/staff-set': () => import('./StaffSetPage'),
  '/account-manage/staff-activity': () => import('./StaffActivityPage'),
  '/account-manage/staff-timesheet': () => import('./StaffTimesheetPage'),
} as const;
