import {
  BRAND_COUPON_PATHS,
  BRAND_ROLES,
  brandCouponAddRequestSchema,
  brandCouponListQuerySchema,
  brandCouponRecordQuerySchema,
  brandCouponStatusRequestSchema,
  brandCouponUpdateRequestSchema,
  COUPON_PATHS,
  couponAddRequestSchema,
  couponCheckQuerySchema,
  couponListQuerySchema,
  couponListSchema,
  couponRecordQuerySchema,
  couponSchema,
  couponStatusRequestSchema,
  couponTermsSchema,
  couponUpdateRequestSchema,
} from '@diancan/core';
import { z } from 'zod';
import type { ZodApp } from '../../platform/http/zod-app.js';
import type { RouteAccess } from '../../platform/auth/access.js';
import { jsonCall, STORE_BODY, STORE_QUERY } from '../../platform/http/route-kit.js';
import type { CouponService } from './coupons.service.js';

/** Platform managers and the brand's HQ; the store (when named) must be the caller's too (HQ: one of its brand's). */
const BRAND_STORE_BODY: { access: RouteAccess } = { access: { roles: BRAND_ROLES, storeScope: 'body', brandScope: 'body' } };
const BRAND_QUERY: { access: RouteAccess } = { access: { roles: BRAND_ROLES, storeScope: 'none', brandScope: 'query' } };
const BRAND_STORE_QUERY: { access: RouteAccess } = { access: { roles: BRAND_ROLES, storeScope: 'query', brandScope: 'query' } };

/**
 * Coupons (back/coupon), for store users on their own stores (docs/coupons.md); and a brand's coupons
 * (back/brand/coupon/*), for managers and the brand's HQ (docs/chains.md "Members and coupons").
 */
export function couponRoutes(app: ZodApp, coupons: CouponService): void {
  const paths = COUPON_PATHS;
  jsonCall(app, paths.getList, STORE_QUERY, { input: couponListQuerySchema, data: couponListSchema }, (query) => coupons.list(query.storeId));
  jsonCall(app, paths.add, STORE_BODY, { input: couponAddRequestSchema, data: couponSchema }, (body) => coupons.add(body));
  jsonCall(app, paths.update, STORE_BODY, { input: couponUpdateRequestSchema, data: couponSchema }, (body) => coupons.update(body));
  jsonCall(app, paths.updateStatus, STORE_BODY, { input: couponStatusRequestSchema, data: z.null() }, (body) => coupons.updateStatus(body));
  jsonCall(app, paths.remove, STORE_QUERY, { input: couponRecordQuerySchema, data: z.null() }, (query) =>
    coupons.remove(query.storeId, query.id),
  );
  jsonCall(app, paths.check, STORE_QUERY, { input: couponCheckQuerySchema, data: couponTermsSchema }, (query) =>
    coupons.check(query.storeId, query.code),
  );
  const brand = BRAND_COUPON_PATHS;
  jsonCall(app, brand.add, BRAND_STORE_BODY, { input: brandCouponAddRequestSchema, data: couponSchema }, (body) => coupons.addForBrand(body));
  jsonCall(app, brand.list, BRAND_QUERY, { input: brandCouponListQuerySchema, data: couponListSchema }, (query) => coupons.listOfBrand(query.brandId));
  jsonCall(app, brand.update, BRAND_STORE_BODY, { input: brandCouponUpdateRequestSchema, data: couponSchema }, (body) => coupons.updateForBrand(body));
  jsonCall(app, brand.updateStatus, BRAND_STORE_BODY, { input: brandCouponStatusRequestSchema, data: z.null() }, (body) =>
    coupons.updateStatusForBrand(body),
  );
  jsonCall(app, brand.remove, BRAND_STORE_QUERY, { input: brandCouponRecordQuerySchema, data: z.null() }, (query) => coupons.removeForBrand(query));
}
