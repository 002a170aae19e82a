import type { SessionPrincipal } from '../../platform/auth/principal.js';
import type { Executor } from '../../platform/db/database.js';
import { auditRepository } from '../audit/audit.repository.js';
import { snapshot } from '../audit/audit-trail.js';

/**
 * Writes a change of a store's money records (a shift removed, a cash drawer record edited or removed) to the audit
 * log, inside the transaction that made it. The log's entity is free text; these two are not in the staff audit
 * page's list of entities (core's AUDIT_ENTITIES), which is about platform staff changes.
 */
export async function recordReportChange(
  tx: Executor,
  actor: SessionPrincipal,
  change: {
    storeId: number;
    entity: 'SHIFT' | 'CASH_DRAWER_RECORD';
    entityId: number;
    action: 'UPDATE' | 'REMOVE';
    before: Record<string, unknown>;
    after: Record<string, unknown>;
    now: Date;
  },
): Promise<void> {
  await auditRepository.insert(tx, {
    storeId: change.storeId,
    entity: change.entity,
    entityId: change.entityId,
    action: change.action,
    actorId: actor.userId,
    actorAccount: actor.account,
    before: snapshot(change.before),
    after: snapshot(change.after),
    createdAt: change.now,
  });
}
