/**
 * Who is behind a realtime connection: what the session cookie of the upgrade request resolved to. The shape is the
 * part of the auth module's SessionPrincipal the broker needs, so that principal can be passed as it is.
 */
export interface RealtimePrincipal {
  sessionId: string;
  userId: number;
  account: string;
  /** Platform staff (super manager, manager, sales person) may act on any store, as in the HTTP access policy. */
  staff: boolean;
  /** A store user's active stores: their topics are the only store topics it may subscribe to. */
  storeIds: readonly number[];
}

export function canUseStore(principal: RealtimePrincipal, storeId: number): boolean {
  return principal.staff || principal.storeIds.includes(storeId);
}
