import type { StaffPermission } from '@diancan/core';
import type { StaffActor } from './access.js';

/** The staff member signed in on a terminal's session, with the permissions of their role. */
export interface TerminalStaff {
  staffId: number;
  name: string;
  permissions: readonly string[];
}

/**
 * What the access policy asks of the staff area (features/staff implements it): the policy decides, the staff area
 * knows who is signed in where and keeps the approvals and the activity log.
 */
export interface StaffGate {
  /** Who is signed in on the session for the store (null: nobody, idle past the store's time, or removed). */
  onTerminal(sessionId: string, storeId: number): Promise<TerminalStaff | null>;
  /** Uses a one-time approval for the store and permission; the approver, or null (unknown, used, expired, other). */
  useApproval(token: string, storeId: number, permission: StaffPermission): Promise<{ staffId: number; name: string } | null>;
  /** The store's void reasons (員工設定): a void in staff mode names one of them. */
  voidReasons(storeId: number): Promise<readonly string[]>;
  /** Writes the activity log's line of a call made in staff mode. */
  record(entry: { storeId: number; sessionId: string; actor: StaffActor; action: string; orderId: number | null; detail: Record<string, unknown> | null }): Promise<void>;
}

/** No staff area (tests of the platform alone): nobody is ever signed in and no approval holds. */
export const NO_STAFF_GATE: StaffGate = {
  onTerminal: () => Promise.resolve(null),
  useApproval: () => Promise.resolve(null),
  voidReasons: () => Promise.resolve([]),
  record: () => Promise.resolve(),
};
