import {
  envelopeSchema,
  PAY_METHOD_PATHS,
  payMethodAddRequestSchema,
  payMethodListQuerySchema,
  payMethodListSchema,
  payMethodRecordQuerySchema,
  payMethodSchema,
  payMethodSortRequestSchema,
  payMethodStatusRequestSchema,
  payMethodUpdateRequestSchema,
} from '@diancan/core';
import { ok } from '../../platform/errors/envelope.js';
import type { ZodApp } from '../../platform/http/zod-app.js';
import { done, NO_DATA, STORE_BODY, STORE_QUERY } from '../../platform/http/route-kit.js';
import type { PayMethodService } from './pay-methods.service.js';

/** Pay method settings (back/payMethod), for store users on their own stores. */
export function payMethodRoutes(app: ZodApp, payMethods: PayMethodService): void {
  const paths = PAY_METHOD_PATHS;
  const one = { 200: envelopeSchema(payMethodSchema) };
  app.get(
    paths.getList.path,
    { schema: { querystring: payMethodListQuerySchema, response: { 200: envelopeSchema(payMethodListSchema) } }, config: STORE_QUERY },
    async (request) => ok(await payMethods.list(request.query.storeId)),
  );
  app.post(
    paths.add.path,
    { schema: { body: payMethodAddRequestSchema, response: one }, config: STORE_BODY },
    async (request) => ok(await payMethods.add(request.body)),
  );
  app.put(
    paths.update.path,
    { schema: { body: payMethodUpdateRequestSchema, response: one }, config: STORE_BODY },
    async (request) => ok(await payMethods.update(request.body)),
  );
  app.put(
    paths.updateStatus.path,
    { schema: { body: payMethodStatusRequestSchema, response: NO_DATA }, config: STORE_BODY },
    (request) => done(payMethods.updateStatus(request.body)),
  );
  app.put(
    paths.updateSort.path,
    { schema: { body: payMethodSortRequestSchema, response: NO_DATA }, config: STORE_BODY },
    (request) => done(payMethods.updateSort(request.body)),
  );
  app.delete(
    paths.remove.path,
    { schema: { querystring: payMethodRecordQuerySchema, response: NO_DATA }, config: STORE_QUERY },
    (request) => done(payMethods.remove(request.query.storeId, request.query.id)),
  );
}
