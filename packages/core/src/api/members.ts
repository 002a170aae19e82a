import {
  MEMBER_PATHS,
  memberAddRequestSchema,
  memberExportSchema,
  memberFindQuerySchema,
  memberIdSchema,
  memberListQuerySchema,
  memberListSchema,
  memberPointsQuerySchema,
  memberPointsSchema,
  memberRecordQuerySchema,
  memberReportQuerySchema,
  memberReportSchema,
  memberSchema,
  memberSettingsRequestSchema,
  memberSettingsSchema,
  memberStoreQuerySchema,
  memberUpdateRequestSchema,
} from '../contracts/members.js';
import { callsOf, noData } from './call.js';

const members = callsOf('members');
const settings = callsOf('members', 'settings');

/**
 * The store's members and points (docs/members.md): 會員設定 (the rule, the list, a member's ledger, the monthly
 * report) and the checkout's look-up by number. The customer's claim page calls its two public paths itself.
 */
export const MEMBER_API = {
  getSettings: settings.query(MEMBER_PATHS.getSettings, memberStoreQuerySchema, memberSettingsSchema),
  saveSettings: settings.body(MEMBER_PATHS.settings, memberSettingsRequestSchema, memberSettingsSchema),
  add: members.body(MEMBER_PATHS.add, memberAddRequestSchema, memberIdSchema),
  find: members.query(MEMBER_PATHS.find, memberFindQuerySchema, memberSchema),
  list: members.query(MEMBER_PATHS.list, memberListQuerySchema, memberListSchema),
  update: members.body(MEMBER_PATHS.update, memberUpdateRequestSchema, memberSchema),
  remove: members.query(MEMBER_PATHS.remove, memberRecordQuerySchema, noData),
  export: members.query(MEMBER_PATHS.export, memberStoreQuerySchema, memberExportSchema),
  points: members.query(MEMBER_PATHS.points, memberPointsQuerySchema, memberPointsSchema),
  report: members.query(MEMBER_PATHS.report, memberReportQuerySchema, memberReportSchema),
} as const;
