import type { LoginRole } from '@diancan/core';

/** Who is making a request: resolved from the session cookie on every call (and on the realtime upgrade). */
export interface SessionPrincipal {
  /** The session's non-secret handle (not the cookie value). */
  sessionId: string;
  userId: number;
  account: string;
  loginRole: LoginRole;
  superManager: boolean;
  /** Platform staff (super manager, manager, sales person). */
  staff: boolean;
  /** Managers and the super manager act on every store; everyone else only on `storeIds`. */
  allStores: boolean;
  /** A store user's active stores, or the stores assigned to a sales person; empty when `allStores`. */
  storeIds: number[];
  /** An HQ (總部) account's brand (its storeIds are the brand's stores); null for everyone else. */
  brandId: number | null;
  permissions: string[];
  /** When the session began (the current user's loginTime). */
  signedInAt: Date;
  /** The session's CSRF token, compared with X-CSRF-TOKEN on non-GET calls. */
  xsrfToken: string;
  /** The store whose manager code (識別碼) the session passed and when it last used the pass, or null. */
  managerCodePass: { storeId: number; usedAt: Date } | null;
}
