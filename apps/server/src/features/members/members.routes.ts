import {
  BRAND_ROLES,
  BRAND_SHARING_PATHS,
  brandCouponRequestSchema,
  brandCouponSchema,
  brandSettingsQuerySchema,
  brandSettingsRequestSchema,
  brandSettingsSchema,
  MEMBER_PATHS,
  memberAddRequestSchema,
  memberExportSchema,
  memberFindQuerySchema,
  memberIdSchema,
  memberListQuerySchema,
  memberListSchema,
  memberPointsQuerySchema,
  memberPointsSchema,
  memberRecordQuerySchema,
  memberReportQuerySchema,
  memberReportSchema,
  memberSchema,
  memberSettingsRequestSchema,
  memberSettingsSchema,
  memberStoreQuerySchema,
  memberUpdateRequestSchema,
  pointsClaimInfoSchema,
  pointsClaimQuerySchema,
  pointsClaimRequestSchema,
  pointsClaimResultSchema,
} from '@diancan/core';
import { z } from 'zod';
import type { RouteAccess } from '../../platform/auth/access.js';
import { clientOf } from '../../platform/http/client-info.js';
import { jsonCall, STORE_BODY, STORE_QUERY } from '../../platform/http/route-kit.js';
import type { ZodApp } from '../../platform/http/zod-app.js';
import type { RateLimiter } from '../../platform/rate-limit/rate-limiter.js';
import type { MemberService } from './members.service.js';

/** A customer with a receipt's QR: no session; the token names the order and its store. */
const CUSTOMER: { access: RouteAccess } = { access: { roles: 'public', storeScope: 'none' } };
/** Tries per address: a person collects a few receipts, a script guessing tokens is stopped. */
const CLAIMS_PER_ADDRESS = { limit: 20, windowMs: 60_000 };
const TOO_MANY = '操作過於頻繁，請稍後再試';
/** Platform managers, and a brand's HQ on its own brand (the policy's brand scope; HQ reaches /api/back/brand/). */
const BRAND_BODY: { access: RouteAccess } = { access: { roles: BRAND_ROLES, storeScope: 'none', brandScope: 'body' } };
const BRAND_QUERY: { access: RouteAccess } = { access: { roles: BRAND_ROLES, storeScope: 'none', brandScope: 'query' } };
/** A coupon of one store: the store must be the caller's too (HQ: one of its brand's). */
const BRAND_STORE_BODY: { access: RouteAccess } = { access: { roles: BRAND_ROLES, storeScope: 'body', brandScope: 'body' } };

/** Members and points (back/member, front/points), docs/members.md. */
export function memberRoutes(app: ZodApp, members: MemberService, rateLimiter: RateLimiter): void {
  const paths = MEMBER_PATHS;
  jsonCall(app, paths.getSettings, STORE_QUERY, { input: memberStoreQuerySchema, data: memberSettingsSchema }, (query) => members.settings(query.storeId));
  jsonCall(app, paths.settings, STORE_BODY, { input: memberSettingsRequestSchema, data: memberSettingsSchema }, (body) => members.saveSettings(body));
  jsonCall(app, paths.add, STORE_BODY, { input: memberAddRequestSchema, data: memberIdSchema }, (body) => members.add(body));
  jsonCall(app, paths.find, STORE_QUERY, { input: memberFindQuerySchema, data: memberSchema }, (query) => members.find(query.storeId, query.phone));
  jsonCall(app, paths.list, STORE_QUERY, { input: memberListQuerySchema, data: memberListSchema }, (query) => members.list(query));
  jsonCall(app, paths.update, STORE_BODY, { input: memberUpdateRequestSchema, data: memberSchema }, (body) => members.update(body));
  jsonCall(app, paths.remove, STORE_QUERY, { input: memberRecordQuerySchema, data: z.null() }, (query) => members.remove(query.storeId, query.id));
  // The full numbers: the store's own account only (USER_STORE on its own store; platform staff are refused).
  jsonCall(app, paths.export, STORE_QUERY, { input: memberStoreQuerySchema, data: memberExportSchema }, (query) => members.export(query.storeId));
  jsonCall(app, paths.points, STORE_QUERY, { input: memberPointsQuerySchema, data: memberPointsSchema }, (query) =>
    members.points(query.storeId, query.memberId),
  );
  jsonCall(app, paths.report, STORE_QUERY, { input: memberReportQuerySchema, data: memberReportSchema }, (query) => members.report(query));
  jsonCall(app, paths.claimInfo, CUSTOMER, { input: pointsClaimQuerySchema, data: pointsClaimInfoSchema }, async (query, request) => {
    await rateLimiter.consume(`points-claim:${clientOf(request).ip}`, CLAIMS_PER_ADDRESS, TOO_MANY);
    return members.claimInfo(query.token);
  });
  jsonCall(app, paths.claim, CUSTOMER, { input: pointsClaimRequestSchema, data: pointsClaimResultSchema }, async (body, request) => {
    await rateLimiter.consume(`points-claim:${clientOf(request).ip}`, CLAIMS_PER_ADDRESS, TOO_MANY);
    return members.claim(body);
  });
  // A brand's shared members and coupons (docs/chains.md, "Members and coupons").
  const sharing = members.brandSharing;
  jsonCall(app, BRAND_SHARING_PATHS.getSettings, BRAND_QUERY, { input: brandSettingsQuerySchema, data: brandSettingsSchema }, (query) =>
    sharing.settings(query.brandId),
  );
  jsonCall(app, BRAND_SHARING_PATHS.settings, BRAND_BODY, { input: brandSettingsRequestSchema, data: brandSettingsSchema }, (body) => sharing.save(body));
  jsonCall(app, BRAND_SHARING_PATHS.coupon, BRAND_STORE_BODY, { input: brandCouponRequestSchema, data: brandCouponSchema }, (body) => sharing.coupon(body));
}
