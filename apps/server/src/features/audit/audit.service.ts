import type { AuditAction, AuditEntity, AuditEntry, AuditPageRequest, Page } from '@diancan/core';
import type { SessionPrincipal } from '../../platform/auth/principal.js';
import type { Database } from '../../platform/db/database.js';
import { offsetOf } from '../../platform/db/sql.js';
import { assertStoreInScope, salesScopeOf, storeIdsOfSales } from '../../platform/auth/store-scope.js';
import { auditRepository } from './audit.repository.js';

/** The audit log as staff read it: a store's history on its detail page, or everything for managers. */
export class AuditService {
  constructor(private readonly db: Database) {}

  async page(request: AuditPageRequest, principal: SessionPrincipal): Promise<Page<AuditEntry>> {
    if (request.storeId !== null) await assertStoreInScope(this.db, principal, request.storeId);
    const salesId = salesScopeOf(principal);
    const { rows, total } = await auditRepository.page(
      this.db,
      {
        storeId: request.storeId,
        entity: request.entity,
        // A sales person reads the history of their own stores, never platform-wide entries.
        onlyStoreIds: salesId === null ? null : await storeIdsOfSales(this.db, salesId),
      },
      request.size,
      offsetOf(request.page, request.size),
    );
    return {
      list: rows.map((row) => ({
        id: row.id,
        storeId: row.storeId,
        entity: row.entity as AuditEntity,
        entityId: row.entityId,
        action: row.action as AuditAction,
        actorId: row.actorId,
        actorAccount: row.actorAccount,
        actorName: row.actorName,
        before: row.before ?? null,
        after: row.after ?? null,
        createdAt: row.createdAt.toISOString(),
      })),
      total,
      page: request.page,
      size: request.size,
    };
  }
}
