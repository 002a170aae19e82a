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
  envelopeSchema,
} from '@diancan/core';
import { ok } from '../../platform/errors/envelope.js';
import type { ZodApp } from '../../platform/http/zod-app.js';
import { done, NO_DATA, STORE_BODY, STORE_QUERY } from '../../platform/http/route-kit.js';
import type { CouponService } from './coupons.service.js';

/** Coupons (back/coupon), for store users on their own stores (docs/coupons.md). */
export function couponRoutes(app: ZodApp, coupons: CouponService): void {
  const paths = COUPON_PATHS;
  const one = { 200: envelopeSchema(couponSchema) };
  app.get(paths.getList.path, { schema: { querystring: couponListQuerySchema, response: { 200: envelopeSchema(couponListSchema) } }, config: STORE_QUERY }, async (request) =>
    ok(await coupons.list(request.query.storeId)),
  );
  app.post(paths.add.path, { schema: { body: couponAddRequestSchema, response: one }, config: STORE_BODY }, async (request) =>
    ok(await coupons.add(request.body)),
  );
  app.put(paths.update.path, { schema: { body: couponUpdateRequestSchema, response: one }, config: STORE_BODY }, async (request) =>
    ok(await coupons.update(request.body)),
  );
  app.put(paths.updateStatus.path, { schema: { body: couponStatusRequestSchema, response: NO_DATA }, config: STORE_BODY }, (request) =>
    done(coupons.updateStatus(request.body)),
  );
  app.delete(paths.remove.path, { schema: { querystring: couponRecordQuerySchema, response: NO_DATA }, config: STORE_QUERY }, (request) =>
    done(coupons.remove(request.query.storeId, request.query.id)),
  );
  app.get(
    paths.check.path,
    { schema: { querystring: couponCheckQuerySchema, response: { 200: envelopeSchema(couponTermsSchema) } }, config: STORE_QUERY },
    async (request) => ok(await coupons.check(request.query.storeId, request.query.code)),
  );
}
