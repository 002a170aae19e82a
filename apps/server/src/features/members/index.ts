/** features/members: what other features and the composition root may import; the rest of the folder is its own. */
export { MemberService } from './members.service.js';
export { memberRoutes } from './members.routes.js';
export {
  activeRule,
  earnForPaidOrder,
  type MemberCheckout,
  memberSummaryOf,
  openMemberCheckout,
  planPointsClaim,
  recordMemberOrder,
  recordPointsClaim,
  reversePointsForRefund,
} from './member-points.js';
export { memberRepository } from './members.repository.js';
export { startPointsExpiry } from './points-expiry.js';
export { storeJoinedBrand, storeLeavingBrand } from './brand-sharing.service.js';
