import { randomInt } from 'node:crypto';
import {
  MSG,
  RESEND_SECONDS,
  VERIFY_CODE_MAX_TRIES,
  VERIFY_CODE_TTL_MS,
  type ChangePasswordRequest,
  type SendVerifyCodeRequest,
  type VerifyCodeRequest,
} from '@diancan/core';
import type { AuditLog } from '../../platform/auth/audit.js';
import { hashSecret } from '../../platform/auth/passwords.js';
import type { SessionService } from '../../platform/auth/sessions.js';
import { sameSecret, sha256 } from '../../platform/auth/tokens.js';
import type { Clock } from '../../platform/clock.js';
import type { Database } from '../../platform/db/database.js';
import { badRequest, tooManyRequests } from '../../platform/errors/app-error.js';
import type { ClientInfo } from '../../platform/http/client-info.js';
import type { Mailer } from '../../platform/mail/mailer.js';
import type { RateLimiter, RateRule } from '../../platform/rate-limit/rate-limiter.js';
import { publishNow, type RealtimeBus } from '../../platform/realtime/index.js';
import { usersRepository, type UserRecord } from '../users/index.js';
import { verifyCodeMail } from './verify-code.mail.js';
import { verifyCodeRepository } from './verify-code.repository.js';

const RESEND_RULE: RateRule = { limit: 1, windowMs: RESEND_SECONDS * 1000 };
/** Codes one address may ask for, across accounts, so nobody can flood mailboxes from one place. */
const SEND_PER_ADDRESS_RULE: RateRule = { limit: 20, windowMs: 60 * 60_000 };

export type CheckResult = { ok: true } | { ok: false; message: string };

function hashCode(userId: number, code: string): string {
  return sha256(`${userId}:${code}`);
}

/** The three steps of forgot password: send a code, verify it, set a new password. */
export class ForgotPasswordService {
  constructor(
    private readonly db: Database,
    private readonly sessions: SessionService,
    private readonly limiter: RateLimiter,
    private readonly mailer: Mailer,
    private readonly audit: AuditLog,
    private readonly clock: Clock,
    private readonly realtime: RealtimeBus,
  ) {}

  /**
   * Mails a 6-digit code when account and email belong together, and answers the same (seconds until
   * another code may be asked for) when they do not, so the call does not reveal which accounts exist.
   */
  async sendCode(request: SendVerifyCodeRequest, client: ClientInfo): Promise<number> {
    const { account, email } = request;
    const cooldown = await this.limiter.hit(`verify-send:account:${account.toLowerCase().slice(0, 200)}`, RESEND_RULE);
    if (cooldown.limited) {
      const seconds = Math.max(1, Math.ceil(cooldown.retryAfterMs / 1000));
      throw tooManyRequests(cooldown.retryAfterMs, `${MSG.RESEND_TOO_SOON}（${seconds}秒）`);
    }
    await this.limiter.consume(`verify-send:ip:${client.ip}`, SEND_PER_ADDRESS_RULE);

    const user = await usersRepository.findByAccount(this.db, account);
    if (!user || user.deactivatedAt || user.email?.toLowerCase() !== email.toLowerCase()) {
      await this.audit.record({ kind: 'VERIFY_CODE_UNMATCHED', account, userId: user?.id, client, detail: email });
      return RESEND_SECONDS;
    }
    await this.issueCode(user);
    await this.audit.record({ kind: 'VERIFY_CODE_SENT', account: user.account, userId: user.id, client });
    return RESEND_SECONDS;
  }

  private async issueCode(user: UserRecord): Promise<void> {
    const code = String(randomInt(0, 1_000_000)).padStart(6, '0');
    const now = this.clock();
    await this.db.transaction(async (tx) => {
      await verifyCodeRepository.closeAll(tx, user.id, now);
      await verifyCodeRepository.insert(tx, {
        userId: user.id,
        codeHash: hashCode(user.id, code),
        createdAt: now,
        expiresAt: new Date(now.getTime() + VERIFY_CODE_TTL_MS),
      });
    });
    await this.mailer.send(verifyCodeMail(user, code));
  }

  /** Step 2: the code is right, unexpired and has not had VERIFY_CODE_MAX_TRIES wrong tries. */
  async verifyCode(request: VerifyCodeRequest, client: ClientInfo): Promise<CheckResult> {
    const user = await usersRepository.findByAccount(this.db, request.account);
    const open = user ? await verifyCodeRepository.findOpen(this.db, user.id) : null;
    const result = await this.check(user, open, request.code);
    await this.audit.record({
      kind: result.ok ? 'VERIFY_CODE_OK' : 'VERIFY_CODE_FAILED',
      account: request.account,
      userId: user?.id,
      client,
      detail: result.ok ? null : result.message,
    });
    return result;
  }

  private async check(
    user: UserRecord | null,
    open: Awaited<ReturnType<typeof verifyCodeRepository.findOpen>>,
    code: string,
  ): Promise<CheckResult> {
    // No user, or no code sent to it: the same answer as a wrong code.
    if (!user || !open) return { ok: false, message: MSG.VERIFY_CODE_WRONG };
    const now = this.clock();
    if (open.expiresAt <= now) return { ok: false, message: MSG.VERIFY_CODE_EXPIRED };
    if (open.failedTries >= VERIFY_CODE_MAX_TRIES) return { ok: false, message: MSG.VERIFY_CODE_TOO_MANY };
    if (!sameSecret(open.codeHash, hashCode(user.id, code))) {
      await verifyCodeRepository.addFailedTry(this.db, open.id);
      return { ok: false, message: MSG.VERIFY_CODE_WRONG };
    }
    await verifyCodeRepository.markVerified(this.db, open.id, now);
    return { ok: true };
  }

  /** Step 3: only with a verified code that is still valid; then every session of the user ends. */
  async changePassword(request: ChangePasswordRequest, client: ClientInfo): Promise<void> {
    const user = await usersRepository.findByAccount(this.db, request.account);
    const open = user ? await verifyCodeRepository.findOpen(this.db, user.id) : null;
    const now = this.clock();
    if (!user || !open || !open.verifiedAt || open.expiresAt <= now) {
      await this.audit.record({ kind: 'PASSWORD_RESET_REFUSED', account: request.account, userId: user?.id, client });
      throw badRequest(MSG.VERIFY_NOT_DONE);
    }
    const passwordHash = await hashSecret(request.password);
    const revoked = await this.db.transaction(async (tx) => {
      await usersRepository.setPasswordHash(tx, user.id, passwordHash, now);
      await verifyCodeRepository.closeAll(tx, user.id, now);
      await this.audit.record({ kind: 'PASSWORD_RESET', account: user.account, userId: user.id, client }, tx);
      return this.sessions.revokeUsersIn(tx, [user.id], 'password reset');
    });
    // The user's other devices show 密碼已修改，三秒後即將登出！ before their sockets close.
    await publishNow(this.realtime, { destination: 'backstage', userId: user.id }, 'PASSWORD_RESET', {
      userId: user.id,
      account: user.account,
    });
    this.sessions.publishRevoked(revoked);
  }
}
