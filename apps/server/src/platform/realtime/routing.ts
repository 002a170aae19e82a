import {
  parseFrontOrderTopic,
  parseStoreRefreshTopic,
  parseUserQueue,
  PLATFORM_ANNOUNCEMENT_TOPIC,
  REALTIME_ERRORS,
  type RealtimeTarget,
} from '@diancan/core';
import { canUseStore, type RealtimePrincipal } from './principal.js';

/**
 * Routing keys connect what a client subscribed to with what a publisher addressed:
 *   platform            /topic/platform/announcement
 *   store:<id>          /topic/store/<id>/refresh
 *   user:<id>:<queue>   /user/queue/<queue> of that user
 *   users:<queue>       /user/queue/<queue> of every user (for events addressed to 'all')
 *   order:<id>          /topic/front-order/<status token of that order>
 */
export type RouteKey = string;

export type SubscriptionRoute =
  | { allowed: true; keys: RouteKey[] }
  | { allowed: false; reason: (typeof REALTIME_ERRORS)[keyof typeof REALTIME_ERRORS]; detail: string };

/** The keys a subscription listens on, or why this principal may not subscribe there. */
export function routeSubscription(
  destination: string,
  principal: RealtimePrincipal,
  frontOrderIdOf: (statusToken: string) => number | null = () => null,
): SubscriptionRoute {
  // A customer's status page: anyone holding the order's signed status token, signed in or not.
  const statusToken = parseFrontOrderTopic(destination);
  if (statusToken !== null) {
    const orderId = frontOrderIdOf(statusToken);
    return orderId === null
      ? { allowed: false, reason: REALTIME_ERRORS.FORBIDDEN_DESTINATION, detail: 'not a status token of ours' }
      : { allowed: true, keys: [`order:${orderId}`] };
  }
  // Everything else is for signed-in users.
  if (principal.anonymous) return { allowed: false, reason: REALTIME_ERRORS.FORBIDDEN_DESTINATION, detail: `${destination} needs a session` };
  if (destination === PLATFORM_ANNOUNCEMENT_TOPIC) return { allowed: true, keys: ['platform'] };
  const queue = parseUserQueue(destination);
  if (queue) return { allowed: true, keys: [`user:${principal.userId}:${queue}`, `users:${queue}`] };
  const storeId = parseStoreRefreshTopic(destination);
  if (storeId !== null) {
    return canUseStore(principal, storeId)
      ? { allowed: true, keys: [`store:${storeId}`] }
      : { allowed: false, reason: REALTIME_ERRORS.FORBIDDEN_STORE, detail: `store ${storeId} is not one of yours` };
  }
  const detail = `no such destination: ${destination}`;
  return { allowed: false, reason: REALTIME_ERRORS.FORBIDDEN_DESTINATION, detail };
}

/** The one key an addressed event is delivered on. */
export function routeTarget(target: RealtimeTarget): RouteKey {
  switch (target.destination) {
    case 'platform':
      return 'platform';
    case 'store':
      return `store:${target.storeId}`;
    case 'frontOrder':
      return `order:${target.orderId}`;
    default:
      return target.userId === 'all' ? `users:${target.destination}` : `user:${target.userId}:${target.destination}`;
  }
}
