import { deriveLoginRole, isSuperManager, ROLES } from '@diancan/core';
import type { FastifyBaseLogger } from 'fastify';
import type { Clock } from '../clock.js';
import type { Database, Executor } from '../db/database.js';
import type { SessionPrincipal } from './principal.js';
import { sessionTokenFromHeader } from './session-cookie.js';
import { sessionRepository } from './session.repository.js';
import { randomToken, sha256 } from './tokens.js';

export interface SessionTimeouts {
  idleMinutes: number;
  absoluteHours: number;
  /** How long a manager-code pass lasts without a gated call. */
  managerCodeIdleMinutes: number;
}

export interface CreatedSession {
  sessionId: string;
  /** The cookie value; only its hash is stored. */
  token: string;
  xsrfToken: string;
  maxAgeSeconds: number;
}

export type RevocationListener = (sessionIds: string[]) => void;

/** `last_seen_at` is written at most this often, so a busy session does not write on every request. */
const TOUCH_INTERVAL_MS = 60_000;

/**
 * Server-side sessions: created at sign-in, resolved from the cookie on every request, revoked on
 * logout and password changes. Listeners (the realtime broker) hear about every revocation in this process.
 */
export class SessionService {
  private readonly listeners = new Set<RevocationListener>();

  constructor(
    private readonly db: Database,
    private readonly timeouts: SessionTimeouts,
    private readonly clock: Clock,
    private readonly log: FastifyBaseLogger,
  ) {}

  async create(
    executor: Executor,
    userId: number,
    client: { ip: string | null; userAgent: string | null },
  ): Promise<CreatedSession> {
    const now = this.clock();
    const maxAgeSeconds = this.timeouts.absoluteHours * 3600;
    const session = { sessionId: randomToken(16), token: randomToken(32), xsrfToken: randomToken(32), maxAgeSeconds };
    await sessionRepository.insert(executor, {
      id: session.sessionId,
      tokenHash: sha256(session.token),
      userId,
      xsrfToken: session.xsrfToken,
      createdAt: now,
      expiresAt: new Date(now.getTime() + maxAgeSeconds * 1000),
      ip: client.ip,
      userAgent: client.userAgent,
    });
    return session;
  }

  /** The principal of a Cookie header, or null when there is no live session behind it. */
  authenticate(cookieHeader: string | undefined): Promise<SessionPrincipal | null> {
    const token = sessionTokenFromHeader(cookieHeader);
    return token ? this.authenticateToken(token) : Promise.resolve(null);
  }

  async authenticateToken(token: string): Promise<SessionPrincipal | null> {
    const now = this.clock();
    const idleSince = new Date(now.getTime() - this.timeouts.idleMinutes * 60_000);
    const session = await sessionRepository.findLive(this.db, sha256(token), now, idleSince);
    if (!session) return null;

    const permissions = session.permissions;
    const loginRole = deriveLoginRole(permissions);
    const hq = loginRole === ROLES.USER_HQ;
    const staff = loginRole !== ROLES.USER_STORE && !hq;
    const allStores = staff && loginRole !== ROLES.USER_SALES_PERSON;
    // An HQ account (總部) acts on its brand's stores (docs/chains.md).
    const storeIds = hq ? session.brandStoreIds : allStores ? [] : staff ? session.assignedStoreIds : session.activeStoreIds;
    // A store user whose stores were all deactivated has nothing left to act on (a brand may have none yet).
    if (!staff && !hq && storeIds.length === 0) return null;

    if (now.getTime() - session.lastSeenAt.getTime() >= TOUCH_INTERVAL_MS) {
      await sessionRepository.touch(this.db, session.id, now);
    }
    return {
      sessionId: session.id,
      userId: session.userId,
      account: session.account,
      loginRole,
      superManager: isSuperManager(permissions),
      staff,
      allStores,
      storeIds,
      brandId: hq ? session.brandId : null,
      permissions,
      signedInAt: session.createdAt,
      xsrfToken: session.xsrfToken,
      managerCodePass: session.managerCodePass,
    };
  }

  /** The session entered the store's manager code: the pass now names that store only (docs/access.md). */
  passManagerCode(sessionId: string, storeId: number): Promise<void> {
    return sessionRepository.setManagerCodePass(this.db, sessionId, { storeId, usedAt: this.clock() });
  }

  /**
   * Whether the principal's manager-code pass covers the store now; a live pass is kept fresh (written at most
   * once a minute, like last_seen_at), a stale one is dropped.
   */
  async useManagerCodePass(principal: SessionPrincipal, storeId: number): Promise<boolean> {
    const pass = principal.managerCodePass;
    if (!pass || pass.storeId !== storeId) return false;
    const now = this.clock();
    const idleMs = now.getTime() - pass.usedAt.getTime();
    if (idleMs >= this.timeouts.managerCodeIdleMinutes * 60_000) {
      await this.endManagerCodePass(principal);
      return false;
    }
    if (idleMs >= TOUCH_INTERVAL_MS) {
      await sessionRepository.setManagerCodePass(this.db, principal.sessionId, { storeId, usedAt: now });
    }
    return true;
  }

  /** Ends the session's manager-code pass (idle, or the session moved to another store). */
  async endManagerCodePass(principal: SessionPrincipal): Promise<void> {
    if (!principal.managerCodePass) return;
    await sessionRepository.setManagerCodePass(this.db, principal.sessionId, null);
    principal.managerCodePass = null;
  }

  async revokeSession(sessionId: string, reason: string): Promise<void> {
    this.publishRevoked(await sessionRepository.revokeById(this.db, sessionId, this.clock(), reason));
  }

  /**
   * Revokes the users' sessions (except `exceptSessionId`) inside the caller's transaction and returns
   * their ids; call `publishRevoked` with them once the transaction has committed.
   */
  revokeUsersIn(
    executor: Executor,
    userIds: number[],
    reason: string,
    exceptSessionId: string | null = null,
  ): Promise<string[]> {
    return sessionRepository.revokeByUsers(executor, userIds, this.clock(), reason, exceptSessionId);
  }

  /** Revokes the users' sessions (except one) on its own and tells the listeners. */
  async revokeUsers(userIds: number[], reason: string, exceptSessionId: string | null = null): Promise<string[]> {
    const ids = await this.revokeUsersIn(this.db, userIds, reason, exceptSessionId);
    this.publishRevoked(ids);
    return ids;
  }

  /** Subscribes to revocations; returns the unsubscribe function. */
  onRevoked(listener: RevocationListener): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }

  publishRevoked(sessionIds: string[]): void {
    if (sessionIds.length === 0) return;
    for (const listener of this.listeners) {
      try {
        listener(sessionIds);
      } catch (error) {
        // A failing listener must not undo a revocation that already happened, nor stop the others.
        this.log.error({ err: error }, 'session revocation listener failed');
      }
    }
  }

  /** Removes sessions that ended more than a day ago (they can no longer be used anyway). */
  purgeEnded(): Promise<number> {
    return sessionRepository.deleteEndedBefore(this.db, new Date(this.clock().getTime() - 24 * 3600_000));
  }
}
