import {
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
import { jsonCall, STORE_BODY, STORE_QUERY } from '../../platform/http/route-kit.js';
import type { CouponService } from './coupons.service.js';

/** Coupons (back/coupon), for store users on their own stores (docs/coupons.md). */
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
}
