/**
 * Delivery platforms (issue 20, docs/delivery-platforms.md): what the live order board shows and does with their
 * orders. The settings page of Uber Eats and foodpanda: pages.ts.
 */
export { PlatformBadge } from './components/PlatformBadge';
export { acceptCountdown, expiredNotice } from './accept-countdown';
export { PlatformOrderFacts, platformStatusColor } from './components/PlatformOrderFacts';
