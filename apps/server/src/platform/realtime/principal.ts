/**
 * Who is behind a realtime connection: what the session cookie of the upgrade request resolved to. The shape is the
 * part of the auth module's SessionPrincipal the broker needs, so that principal can be passed as it is.
 */
export interface RealtimePrincipal {
  sessionId: string;
  userId: number;
  account: string;
  /** Platform staff (super manager, manager, sales person). */
  staff: boolean;
  /** Managers and the super manager may use every store, as in the HTTP access policy. */
  allStores: boolean;
  /** A store user's active stores, or a sales person's assigned ones: the only store topics it may subscribe to. */
  storeIds: readonly number[];
  /** A customer without a session (a front-stage status page): it may follow only its order's topic. */
  anonymous?: boolean;
}

/** The principal of an upgrade without a session that asked for the front stage (one per connection). */
export function anonymousPrincipal(connectionKey: string): RealtimePrincipal {
  return { sessionId: `front:${connectionKey}`, userId: 0, account: '', staff: false, allStores: false, storeIds: [], anonymous: true };
}

export function canUseStore(principal: RealtimePrincipal, storeId: number): boolean {
  return principal.allStores || principal.storeIds.includes(storeId);
}
