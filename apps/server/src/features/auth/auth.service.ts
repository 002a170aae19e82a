import {
  deriveLoginRole,
  LOGIN_FAIL_LIMIT,
  LOGIN_FAIL_WINDOW_MS,
  MSG,
  ROLES,
  type CurrentUser,
  type LoginRequest,
  type StoreRef,
  userFlags,
} from '@diancan/core';
import type { AuditLog } from '../../platform/auth/audit.js';
import { verifyAgainstNothing, verifySecret } from '../../platform/auth/passwords.js';
import type { SessionPrincipal } from '../../platform/auth/principal.js';
import type { CreatedSession, SessionService } from '../../platform/auth/sessions.js';
import type { Database } from '../../platform/db/database.js';
import { badRequest, forbidden, tooManyRequests, unauthorized } from '../../platform/errors/app-error.js';
import type { ClientInfo } from '../../platform/http/client-info.js';
import type { RateLimiter, RateRule } from '../../platform/rate-limit/rate-limiter.js';
import { usersRepository } from '../users/index.js';

export const LOGIN_RULE: RateRule = { limit: LOGIN_FAIL_LIMIT, windowMs: LOGIN_FAIL_WINDOW_MS };

/** Rate-limit keys keep a bounded part of what the client typed. */
const accountKey = (account: string) => `login:account:${account.toLowerCase().slice(0, 200)}`;
const addressKey = (ip: string) => `login:ip:${ip}`;

/** Sign-in, sign-out and the current user. */
export class AuthService {
  constructor(
    private readonly db: Database,
    private readonly sessions: SessionService,
    private readonly limiter: RateLimiter,
    private readonly audit: AuditLog,
  ) {}

  /**
   * Checks the credentials and opens a session. Failures are counted per account and per address;
   * at LOGIN_FAIL_LIMIT within the window both refuse with 429 before any password is checked.
   */
  async login(request: LoginRequest, client: ClientInfo, previous: SessionPrincipal | null): Promise<CreatedSession> {
    const account = request.account;
    const keys = [accountKey(account), addressKey(client.ip)];
    const limit = await this.limiter.check(keys, LOGIN_RULE);
    if (limit.limited) {
      await this.audit.record({ kind: 'LOGIN_BLOCKED', account, client });
      throw tooManyRequests(limit.retryAfterMs);
    }

    const user = await usersRepository.findByAccount(this.db, account);
    const passwordOk = user
      ? await verifySecret(user.passwordHash, request.password)
      : await verifyAgainstNothing(request.password);
    if (!user || !passwordOk) {
      await this.limiter.recordFailure(keys, LOGIN_RULE);
      await this.audit.record({
        kind: 'LOGIN_FAILED',
        account,
        userId: user?.id,
        client,
        detail: user ? 'wrong password' : 'unknown account',
      });
      throw badRequest(MSG.LOGIN_FAILED);
    }

    // Only someone who knows the password learns that the account is switched off.
    const refusal = await this.refusalOf(user.id, user.deactivatedAt);
    if (refusal) {
      await this.audit.record({ kind: 'LOGIN_REFUSED', account, userId: user.id, client, detail: refusal });
      throw forbidden(MSG.ACCOUNT_DISABLED);
    }

    await this.limiter.reset(accountKey(account));
    const session = await this.sessions.create(this.db, user.id, client);
    // Signing in again from the same browser replaces the session it had.
    if (previous) await this.sessions.revokeSession(previous.sessionId, 'replaced by a new sign-in');
    await this.audit.record({ kind: 'LOGIN_OK', account: user.account, userId: user.id, sessionId: session.sessionId, client });
    return session;
  }

  private async refusalOf(userId: number, deactivatedAt: Date | null): Promise<string | null> {
    if (deactivatedAt) return 'user deactivated';
    const loginRole = deriveLoginRole(await usersRepository.permissionsOf(this.db, userId));
    if (loginRole !== ROLES.USER_STORE) return null;
    const stores = await usersRepository.activeStoresOf(this.db, userId);
    return stores.length === 0 ? 'every store of the user is deactivated' : null;
  }

  async logout(principal: SessionPrincipal, client: ClientInfo): Promise<void> {
    await this.sessions.revokeSession(principal.sessionId, 'logout');
    await this.audit.record({
      kind: 'LOGOUT',
      account: principal.account,
      userId: principal.userId,
      sessionId: principal.sessionId,
      client,
    });
  }

  /**
   * Staff work on any store through the store pages, not through a store list of their own; HQ (總部) works on its
   * brand's stores (the session's store scope), a store user on its own.
   */
  private storeListOf(principal: SessionPrincipal, userId: number): Promise<StoreRef[]> {
    if (principal.staff) return Promise.resolve([]);
    if (principal.brandId !== null) return usersRepository.activeStoresByIds(this.db, principal.storeIds);
    return usersRepository.activeStoresOf(this.db, userId);
  }

  /** GET back/user/getCurrent: the access spec's current-user fields. */
  async currentUser(principal: SessionPrincipal): Promise<CurrentUser> {
    const user = await usersRepository.findById(this.db, principal.userId);
    if (!user) throw unauthorized();
    return {
      id: user.id,
      account: user.account,
      name: user.name,
      phone: user.phone,
      email: user.email,
      loginTime: principal.signedInAt.toISOString(),
      buyerType: user.buyerType,
      loginType: 'BACK',
      permissionList: principal.permissions,
      storeList: await this.storeListOf(principal, user.id),
      ...userFlags(principal.permissions),
    };
  }
}
