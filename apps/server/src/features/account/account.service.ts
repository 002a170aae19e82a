import {
  LOGIN_FAIL_LIMIT,
  LOGIN_FAIL_WINDOW_MS,
  MSG,
  type UpdatePasswordRequest,
  type UpdateStorePrincipalPasswordRequest,
  type ValidManagerCodeRequest,
} from '@diancan/core';
import type { AuditLog } from '../../platform/auth/audit.js';
import { hashSecret, verifySecret } from '../../platform/auth/passwords.js';
import type { SessionPrincipal } from '../../platform/auth/principal.js';
import type { SessionService } from '../../platform/auth/sessions.js';
import type { Clock } from '../../platform/clock.js';
import type { Database } from '../../platform/db/database.js';
import { badRequest, notFound, tooManyRequests, unauthorized } from '../../platform/errors/app-error.js';
import type { ClientInfo } from '../../platform/http/client-info.js';
import type { RateLimiter, RateRule } from '../../platform/rate-limit/rate-limiter.js';
import { publishNow, type RealtimeBus } from '../../platform/realtime/index.js';
import { usersRepository } from '../users/users.repository.js';
import { accountRepository } from './account.repository.js';

/** Wrong old passwords and wrong manager codes are limited like sign-in failures. */
const GUESS_RULE: RateRule = { limit: LOGIN_FAIL_LIMIT, windowMs: LOGIN_FAIL_WINDOW_MS };

export type CheckResult = { ok: true } | { ok: false; message: string };

/** The signed-in user's own password, store principals' passwords, and the store manager code. */
export class AccountService {
  constructor(
    private readonly db: Database,
    private readonly sessions: SessionService,
    private readonly limiter: RateLimiter,
    private readonly audit: AuditLog,
    private readonly clock: Clock,
    private readonly realtime: RealtimeBus,
  ) {}

  /** Changes the caller's password after checking the old one; the caller's other sessions end. */
  async updatePassword(request: UpdatePasswordRequest, principal: SessionPrincipal, client: ClientInfo): Promise<void> {
    const key = `password:user:${principal.userId}`;
    const limit = await this.limiter.check([key], GUESS_RULE);
    if (limit.limited) throw tooManyRequests(limit.retryAfterMs);
    const user = await usersRepository.findById(this.db, principal.userId);
    if (!user) throw unauthorized();
    if (!(await verifySecret(user.passwordHash, request.oldPassword))) {
      await this.limiter.recordFailure([key], GUESS_RULE);
      await this.audit.record({ kind: 'PASSWORD_CHANGE_FAILED', account: user.account, userId: user.id, client });
      throw badRequest(MSG.OLD_PASSWORD_WRONG);
    }
    await this.limiter.reset(key);
    const passwordHash = await hashSecret(request.newPassword);
    const revoked = await this.db.transaction(async (tx) => {
      await usersRepository.setPasswordHash(tx, user.id, passwordHash, this.clock());
      await this.audit.record(
        { kind: 'PASSWORD_CHANGED', account: user.account, userId: user.id, sessionId: principal.sessionId, client },
        tx,
      );
      return this.sessions.revokeUsersIn(tx, [user.id], 'password changed', principal.sessionId);
    });
    // The user's other devices show 密碼已修改，三秒後即將登出！ before their sockets close.
    await publishNow(this.realtime, { destination: 'backstage', userId: user.id }, 'PASSWORD_RESET', {
      userId: user.id,
      account: user.account,
    });
    this.sessions.publishRevoked(revoked);
  }

  /** Staff set the password of a store's principal (owner); the owner's sessions end. */
  async updateStorePrincipalPassword(
    request: UpdateStorePrincipalPasswordRequest,
    principal: SessionPrincipal,
    client: ClientInfo,
  ): Promise<void> {
    if (!(await accountRepository.storeExists(this.db, request.storeId))) throw notFound();
    const ownerIds = await usersRepository.ownerIdsOf(this.db, request.storeId);
    if (ownerIds.length === 0) throw notFound();
    const passwordHash = await hashSecret(request.password);
    const revoked = await this.db.transaction(async (tx) => {
      for (const ownerId of ownerIds) {
        await usersRepository.setPasswordHash(tx, ownerId, passwordHash, this.clock());
        await this.audit.record(
          {
            kind: 'STORE_PRINCIPAL_PASSWORD_SET',
            userId: ownerId,
            sessionId: principal.sessionId,
            client,
            detail: `store ${request.storeId} by ${principal.account}`,
          },
          tx,
        );
      }
      return this.sessions.revokeUsersIn(tx, ownerIds, 'password set by staff');
    });
    for (const owner of await Promise.all(ownerIds.map((id) => usersRepository.findById(this.db, id)))) {
      if (!owner) continue;
      await publishNow(this.realtime, { destination: 'backstage', userId: owner.id }, 'PASSWORD_RESET', {
        userId: owner.id,
        account: owner.account,
      });
    }
    this.sessions.publishRevoked(revoked);
  }

  /** The report gate: limited per store and session, and per address; a right code opens the gate for the session. */
  async validManagerCode(
    request: ValidManagerCodeRequest,
    principal: SessionPrincipal,
    client: ClientInfo,
  ): Promise<CheckResult> {
    const sessionKey = `manager-code:store:${request.storeId}:session:${principal.sessionId}`;
    const keys = [sessionKey, `manager-code:ip:${client.ip}`];
    const limit = await this.limiter.check(keys, GUESS_RULE);
    if (limit.limited) throw tooManyRequests(limit.retryAfterMs);

    const codeHash = await accountRepository.managerCodeHashOf(this.db, request.storeId);
    const right = codeHash !== null && (await verifySecret(codeHash, request.managerCode));
    await this.audit.record({
      kind: right ? 'MANAGER_CODE_OK' : 'MANAGER_CODE_FAILED',
      account: principal.account,
      userId: principal.userId,
      sessionId: principal.sessionId,
      client,
      detail: `store ${request.storeId}`,
    });
    if (!right) {
      await this.limiter.recordFailure(keys, GUESS_RULE);
      return { ok: false, message: MSG.MANAGER_CODE_WRONG };
    }
    await this.limiter.reset(sessionKey);
    // The pass the gated routes check (policy.ts): this store only, until idle, a store switch or the session's end.
    await this.sessions.passManagerCode(principal.sessionId, request.storeId);
    return { ok: true };
  }
}
