import {
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
import { z } from 'zod';
import type { ZodApp } from '../../platform/http/zod-app.js';
import { jsonCall, STORE_BODY, STORE_QUERY } from '../../platform/http/route-kit.js';
import type { PayMethodService } from './pay-methods.service.js';

/** Pay method settings (back/payMethod), for store users on their own stores. */
export function payMethodRoutes(app: ZodApp, payMethods: PayMethodService): void {
  const paths = PAY_METHOD_PATHS;
  jsonCall(app, paths.getList, STORE_QUERY, { input: payMethodListQuerySchema, data: payMethodListSchema }, (query) =>
    payMethods.list(query.storeId),
  );
  jsonCall(app, paths.add, STORE_BODY, { input: payMethodAddRequestSchema, data: payMethodSchema }, (body) => payMethods.add(body));
  jsonCall(app, paths.update, STORE_BODY, { input: payMethodUpdateRequestSchema, data: payMethodSchema }, (body) => payMethods.update(body));
  jsonCall(app, paths.updateStatus, STORE_BODY, { input: payMethodStatusRequestSchema, data: z.null() }, (body) =>
    payMethods.updateStatus(body),
  );
  jsonCall(app, paths.updateSort, STORE_BODY, { input: payMethodSortRequestSchema, data: z.null() }, (body) => payMethods.updateSort(body));
  jsonCall(app, paths.remove, STORE_QUERY, { input: payMethodRecordQuerySchema, data: z.null() }, (query) =>
    payMethods.remove(query.storeId, query.id),
  );
}
