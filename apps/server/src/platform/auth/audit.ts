import type { FastifyBaseLogger } from 'fastify';
import type { Clock } from '../clock.js';
import type { Database, Executor } from '../db/database.js';
import type { ClientInfo } from '../http/client-info.js';
import { auditRepository } from './audit.repository.js';

export type AuthEventKind =
  | 'LOGIN_OK'
  | 'LOGIN_FAILED'
  | 'LOGIN_BLOCKED'
  | 'LOGIN_REFUSED'
  | 'LOGOUT'
  | 'PASSWORD_CHANGED'
  | 'PASSWORD_CHANGE_FAILED'
  | 'STORE_PRINCIPAL_PASSWORD_SET'
  | 'VERIFY_CODE_SENT'
  | 'VERIFY_CODE_UNMATCHED'
  | 'VERIFY_CODE_OK'
  | 'VERIFY_CODE_FAILED'
  | 'PASSWORD_RESET'
  | 'PASSWORD_RESET_REFUSED'
  | 'MANAGER_CODE_OK'
  | 'MANAGER_CODE_FAILED';

export interface AuthEvent {
  kind: AuthEventKind;
  account?: string | null;
  userId?: number | null;
  sessionId?: string | null;
  client?: ClientInfo | null;
  detail?: string | null;
}

/** The audit trail of sign-in and password events (auth_events), mirrored to the log. */
export class AuditLog {
  constructor(
    private readonly db: Database,
    private readonly clock: Clock,
    private readonly log: FastifyBaseLogger,
  ) {}

  async record(event: AuthEvent, executor: Executor = this.db): Promise<void> {
    const row = {
      kind: event.kind,
      account: event.account ?? null,
      userId: event.userId ?? null,
      sessionId: event.sessionId ?? null,
      ip: event.client?.ip ?? null,
      userAgent: event.client?.userAgent ?? null,
      detail: event.detail ?? null,
      createdAt: this.clock(),
    };
    await auditRepository.insert(executor, row);
    this.log.info({ audit: { ...row, userAgent: undefined } }, `auth event ${event.kind}`);
  }
}
