import {
  STAFF_APPROVAL_TTL_SECONDS,
  STAFF_MSG,
  STAFF_PIN_LOCKOUT_MINUTES,
  STAFF_PIN_MAX_FAILURES,
  STAFF_PIN_WINDOW_MINUTES,
  type StaffApproveRequest,
  type StaffCurrent,
  type StaffPermission,
  type StaffSignedIn,
  type StaffSignInRequest,
  staffForbiddenMessage,
} from '@diancan/core';
import type { FastifyBaseLogger } from 'fastify';
import type { StaffActor } from '../../platform/auth/access.js';
import type { StaffGate, TerminalStaff } from '../../platform/auth/staff-gate.js';
import { randomToken, sha256 } from '../../platform/auth/tokens.js';
import type { Clock } from '../../platform/clock.js';
import type { Database } from '../../platform/db/database.js';
import { badRequest, forbidden } from '../../platform/errors/app-error.js';
import type { RateLimiter } from '../../platform/rate-limit/rate-limiter.js';
import { ensureStaffDefaults, memberWithPin, permissionsOf, type StaffService } from './staff.service.js';
import { type MemberRow, staffRepository } from './staff.repository.js';

const FAILURES = { limit: STAFF_PIN_MAX_FAILURES, windowMs: STAFF_PIN_WINDOW_MINUTES * 60_000 };
const LOCKED = { limit: 1, windowMs: STAFF_PIN_LOCKOUT_MINUTES * 60_000 };
/** The terminal's last activity is written at most this often. */
const TOUCH_INTERVAL_MS = 60_000;

/** A terminal: the session a counter device signed in with, acting on one store. */
export interface Terminal {
  sessionId: string;
  storeId: number;
}

const actionOf = (path: string) => path.replace(/^\/api\/back\//, '');

/**
 * Who is at the counter: PIN sign-in bound to the terminal's session, manager approvals, PIN guessing limits, the
 * activity log. Implements the access policy's StaffGate.
 */
export class StaffTerminalService implements StaffGate {
  constructor(
    private readonly db: Database,
    private readonly clock: Clock,
    private readonly limiter: RateLimiter,
    private readonly staff: StaffService,
    private readonly log: FastifyBaseLogger,
  ) {}

  async current(terminal: Terminal): Promise<StaffCurrent> {
    const settings = await this.staff.settings(terminal.storeId);
    const member = settings.enabled ? await this.onTerminal(terminal.sessionId, terminal.storeId) : null;
    return { ...settings, staff: member ? await this.signedIn(terminal.storeId, member.staffId) : null };
  }

  async signIn(terminal: Terminal, request: StaffSignInRequest): Promise<StaffSignedIn> {
    const settings = await this.staff.settings(terminal.storeId);
    if (!settings.enabled) throw badRequest(STAFF_MSG.MODE_OFF);
    const member = await this.memberByPin(terminal, request.pin);
    await staffRepository.bindTerminal(this.db, terminal.sessionId, terminal.storeId, member.id, this.clock());
    await this.note(terminal, member, 'staff/signIn');
    return presentSignedIn(member);
  }

  async signOut(terminal: Terminal): Promise<void> {
    const bound = await staffRepository.terminal(this.db, terminal.sessionId, terminal.storeId);
    await staffRepository.bindTerminal(this.db, terminal.sessionId, terminal.storeId, null, this.clock());
    if (bound) await this.note(terminal, bound.member, 'staff/signOut');
  }

  /** A one-time approval of `permission` by whoever's PIN this is, if their role has it. */
  async approve(terminal: Terminal, request: StaffApproveRequest): Promise<{ approvalToken: string }> {
    const member = await this.memberByPin(terminal, request.pin);
    if (!permissionsOf(member.permissions).includes(request.permission)) {
      // A right PIN without the permission counts as a wrong one: approvals must not test PINs for free.
      await this.countFailure(terminal);
      throw forbidden(staffForbiddenMessage(request.permission));
    }
    const now = this.clock();
    const approvalToken = randomToken(32);
    await staffRepository.insertApproval(this.db, {
      tokenHash: sha256(approvalToken),
      storeId: terminal.storeId,
      permission: request.permission,
      approverId: member.id,
      sessionId: terminal.sessionId,
      createdAt: now,
      expiresAt: new Date(now.getTime() + STAFF_APPROVAL_TTL_SECONDS * 1000),
    });
    await staffRepository.purgeApprovals(this.db, new Date(now.getTime() - 86_400_000));
    return { approvalToken };
  }

  /** The live member whose PIN this is, within the guessing limits (429 while locked, 400 for a wrong PIN). */
  async memberByPin(terminal: Terminal, pin: string): Promise<MemberRow> {
    const keys = this.keys(terminal);
    await this.limiter.assertNotLimited([keys.sessionLock, keys.storeLock], LOCKED, STAFF_MSG.PIN_LOCKED);
    await ensureStaffDefaults(this.db, terminal.storeId, this.clock());
    const member = await memberWithPin(await staffRepository.members(this.db, terminal.storeId), pin);
    if (member) return member;
    await this.countFailure(terminal);
    throw badRequest(STAFF_MSG.WRONG_PIN);
  }

  async onTerminal(sessionId: string, storeId: number): Promise<TerminalStaff | null> {
    const bound = await staffRepository.terminal(this.db, sessionId, storeId);
    if (!bound) return null;
    const now = this.clock();
    const idleMs = bound.activeAt ? now.getTime() - bound.activeAt.getTime() : Infinity;
    if (idleMs >= bound.idleMinutes * 60_000) {
      await staffRepository.bindTerminal(this.db, sessionId, storeId, null, now);
      await this.note({ sessionId, storeId }, bound.member, 'staff/idleSignOut');
      return null;
    }
    if (idleMs >= TOUCH_INTERVAL_MS) await staffRepository.touchTerminal(this.db, sessionId, now);
    return { staffId: bound.member.id, name: bound.member.name, permissions: permissionsOf(bound.member.permissions) };
  }

  async useApproval(token: string, storeId: number, permission: StaffPermission): Promise<{ staffId: number; name: string } | null> {
    if (token.length > 200) return null;
    const approverId = await staffRepository.useApproval(this.db, sha256(token), storeId, permission, this.clock());
    if (approverId === null) return null;
    return { staffId: approverId, name: (await staffRepository.memberName(this.db, storeId, approverId)) ?? '' };
  }

  async voidReasons(storeId: number): Promise<readonly string[]> {
    return (await this.staff.settings(storeId)).voidReasons;
  }

  async record(entry: { storeId: number; sessionId: string; actor: StaffActor; action: string; orderId: number | null; detail: Record<string, unknown> | null }): Promise<void> {
    const { actor } = entry;
    await staffRepository.insertActivity(this.db, {
      storeId: entry.storeId,
      staffId: actor.staffId,
      staffName: actor.staffName,
      approverId: actor.approver?.staffId ?? null,
      approverName: actor.approver?.name ?? null,
      action: actionOf(entry.action),
      permission: actor.used.length > 0 ? actor.used.join(',') : null,
      orderId: entry.orderId,
      detail: entry.detail,
      sessionId: entry.sessionId,
      createdAt: this.clock(),
    });
  }

  /** A line of the activity log for a staff event (sign-in, clock in, ...). */
  async note(terminal: Terminal, member: { id: number; name: string } | null, action: string, detail: Record<string, unknown> | null = null): Promise<void> {
    await staffRepository.insertActivity(this.db, {
      storeId: terminal.storeId,
      staffId: member?.id ?? null,
      staffName: member?.name ?? null,
      action,
      detail,
      sessionId: terminal.sessionId,
      createdAt: this.clock(),
    });
  }

  private async signedIn(storeId: number, staffId: number): Promise<StaffSignedIn | null> {
    const member = await staffRepository.member(this.db, storeId, staffId);
    return member ? presentSignedIn(member) : null;
  }

  private keys(terminal: Terminal) {
    return {
      session: `staff-pin:session:${terminal.sessionId}:${terminal.storeId}`,
      store: `staff-pin:store:${terminal.storeId}`,
      sessionLock: `staff-pin-lock:session:${terminal.sessionId}:${terminal.storeId}`,
      storeLock: `staff-pin-lock:store:${terminal.storeId}`,
    };
  }

  /** Counts a wrong PIN; the fifth within the window locks the terminal session (or the store) for the lockout. */
  private async countFailure(terminal: Terminal): Promise<void> {
    const keys = this.keys(terminal);
    await this.limiter.recordFailure([keys.session, keys.store], FAILURES);
    for (const [counter, lock, scope] of [
      [keys.session, keys.sessionLock, 'session'],
      [keys.store, keys.storeLock, 'store'],
    ] as const) {
      if (!(await this.limiter.check([counter], FAILURES)).limited) continue;
      if ((await this.limiter.check([lock], LOCKED)).limited) continue;
      await this.limiter.hit(lock, LOCKED);
      await this.limiter.reset(counter);
      this.log.warn({ storeId: terminal.storeId, sessionId: terminal.sessionId, scope }, 'staff PIN locked after repeated wrong PINs');
      await this.note(terminal, null, 'staff/pinLockout', { scope });
    }
  }
}

function presentSignedIn(member: MemberRow): StaffSignedIn {
  return { staffId: member.id, name: member.name, roleName: member.roleName, permissions: permissionsOf(member.permissions) };
}
