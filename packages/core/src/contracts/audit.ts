import { z } from 'zod';
import { pageOf, pageRequestSchema } from './envelope.js';
import { requiredId } from './fields.js';
import { platformCall } from './stores.js';

/**
 * The audit log of staff and store changes (who, what, when, before and after), shown on the store detail. Secrets
 * (passwords, password hashes) are never recorded.
 */

export const AUDIT_PATHS = {
  /** `{ storeId?, entity?, page, size }`: newest first; a sales person sees only their stores' entries. */
  getPage: platformCall.post('/api/back/audit/getPage'),
} as const;

export const AUDIT_ENTITIES = [
  'STORE',
  'CONTRACT',
  'SCHEME',
  'SALES',
  'ANNOUNCEMENT',
  'ANNOUNCEMENT_TEMPLATE',
  'SYSTEM',
  'MAIL',
  // A store's money records: orders removed from the reports, shifts removed, cash drawer records edited or removed.
  'ORDER',
  'SHIFT',
  'CASH_DRAWER_RECORD',
] as const;
export type AuditEntity = (typeof AUDIT_ENTITIES)[number];

export const AUDIT_ACTIONS = [
  'CREATE',
  'UPDATE',
  'REMOVE',
  'RESTORE',
  'MODULE',
  'ADMIN_INVOICE',
  'OWNER',
  'SORT',
  'KICK_OUT_ALL',
  'CACHE_CLEAR',
  'RESEND',
] as const;
export type AuditAction = (typeof AUDIT_ACTIONS)[number];

export const AUDIT_ENTITY_LABEL: Readonly<Record<AuditEntity, string>> = {
  STORE: '商店',
  CONTRACT: '合約',
  SCHEME: '合約方案',
  SALES: '業務',
  ANNOUNCEMENT: '公告',
  ANNOUNCEMENT_TEMPLATE: '公告範本',
  SYSTEM: '系統設定',
  MAIL: '信件',
  ORDER: '訂單',
  SHIFT: '交班紀錄',
  CASH_DRAWER_RECORD: '臨時收支',
};

export const AUDIT_ACTION_LABEL: Readonly<Record<AuditAction, string>> = {
  CREATE: '新增',
  UPDATE: '修改',
  REMOVE: '刪除／停用',
  RESTORE: '啟用',
  MODULE: '模組開關',
  ADMIN_INVOICE: '後台發票開關',
  OWNER: '負責人資料',
  SORT: '排序',
  KICK_OUT_ALL: '踢出所有使用者',
  CACHE_CLEAR: '清除快取',
  RESEND: '重寄',
};

export const auditPageRequestSchema = pageRequestSchema.extend({
  storeId: requiredId('商店編號').nullish().transform((value) => value ?? null),
  entity: z.enum(AUDIT_ENTITIES, { error: '類別不正確' }).nullish().transform((value) => value ?? null),
});
export type AuditPageRequest = z.infer<typeof auditPageRequestSchema>;
export type AuditPageInput = z.input<typeof auditPageRequestSchema>;

/** A JSON snapshot of the record before or after the change (null when it did not exist). */
export const auditSnapshotSchema = z.record(z.string(), z.unknown()).nullable();

export const auditEntrySchema = z.object({
  id: z.number().int(),
  storeId: z.number().int().nullable(),
  entity: z.enum(AUDIT_ENTITIES),
  entityId: z.number().int().nullable(),
  action: z.enum(AUDIT_ACTIONS),
  actorId: z.number().int().nullable(),
  actorAccount: z.string().nullable(),
  actorName: z.string().nullable(),
  before: auditSnapshotSchema,
  after: auditSnapshotSchema,
  createdAt: z.iso.datetime({ offset: true }),
});
export type AuditEntry = z.infer<typeof auditEntrySchema>;
export const auditPageSchema = pageOf(auditEntrySchema);
