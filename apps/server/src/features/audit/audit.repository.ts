import { and, count, desc, eq, inArray, type SQL } from 'drizzle-orm';
import type { Executor } from '../../platform/db/database.js';
import { auditLog, users } from '../../platform/db/schema/index.js';

export interface AuditFilter {
  storeId: number | null;
  entity: string | null;
  /** A sales person's stores: only entries of these stores (null: no restriction). */
  onlyStoreIds: number[] | null;
}

function whereOf(filter: AuditFilter): SQL | undefined {
  return and(
    filter.storeId === null ? undefined : eq(auditLog.storeId, filter.storeId),
    filter.entity === null ? undefined : eq(auditLog.entity, filter.entity),
    filter.onlyStoreIds === null ? undefined : inArray(auditLog.storeId, filter.onlyStoreIds.length ? filter.onlyStoreIds : [-1]),
  );
}

export const auditRepository = {
  async page(db: Executor, filter: AuditFilter, limit: number, offset: number) {
    const where = whereOf(filter);
    const [rows, [total]] = await Promise.all([
      db
        .select({
          id: auditLog.id,
          storeId: auditLog.storeId,
          entity: auditLog.entity,
          entityId: auditLog.entityId,
          action: auditLog.action,
          actorId: auditLog.actorId,
          actorAccount: auditLog.actorAccount,
          actorName: users.name,
          before: auditLog.before,
          after: auditLog.after,
          createdAt: auditLog.createdAt,
        })
        .from(auditLog)
        .leftJoin(users, eq(users.id, auditLog.actorId))
        .where(where)
        .orderBy(desc(auditLog.createdAt), desc(auditLog.id))
        .limit(limit)
        .offset(offset),
      db.select({ total: count() }).from(auditLog).where(where),
    ]);
    return { rows, total: total?.total ?? 0 };
  },
};
