import {
  AUTOMATIC_DISCOUNT_PATHS,
  automaticDiscountAddRequestSchema,
  automaticDiscountCheckRequestSchema,
  automaticDiscountListQuerySchema,
  automaticDiscountMealListRequestSchema,
  automaticDiscountMealListResultSchema,
  automaticDiscountRecordQuerySchema,
  automaticDiscountSchema,
  automaticDiscountSortRequestSchema,
  automaticDiscountStatusRequestSchema,
  automaticDiscountUpdateRequestSchema,
  envelopeSchema,
} from '@diancan/core';
import { z } from 'zod';
import { ok } from '../../platform/errors/envelope.js';
import type { ZodApp } from '../../platform/http/zod-app.js';
import { done, NO_DATA, STORE_BODY, STORE_QUERY } from '../../platform/http/route-kit.js';
import type { AutomaticDiscountService } from './automatic-discounts.service.js';

/** Automatic discounts (back/automaticDiscount), for store users on their own stores. */
export function automaticDiscountRoutes(app: ZodApp, discounts: AutomaticDiscountService): void {
  const paths = AUTOMATIC_DISCOUNT_PATHS;
  const one = { 200: envelopeSchema(automaticDiscountSchema) };
  const many = { 200: envelopeSchema(z.array(automaticDiscountSchema)) };
  app.post(
    paths.mealList.path,
    {
      schema: { body: automaticDiscountMealListRequestSchema, response: { 200: envelopeSchema(automaticDiscountMealListResultSchema) } },
      config: STORE_BODY,
    },
    async (request) => ok(await discounts.mealList(request.body)),
  );
  app.post(paths.add.path, { schema: { body: automaticDiscountAddRequestSchema, response: one }, config: STORE_BODY }, async (request) =>
    ok(await discounts.add(request.body)),
  );
  app.post(paths.checkItem.path, { schema: { body: automaticDiscountCheckRequestSchema, response: NO_DATA }, config: STORE_BODY }, (request) =>
    discounts.check(request.body),
  );
  app.get(paths.getList.path, { schema: { querystring: automaticDiscountListQuerySchema, response: many }, config: STORE_QUERY }, async (request) =>
    ok(await discounts.list(request.query.storeId)),
  );
  app.get(
    paths.getActiveList.path,
    { schema: { querystring: automaticDiscountListQuerySchema, response: many }, config: STORE_QUERY },
    async (request) => ok(await discounts.activeList(request.query.storeId)),
  );
  app.put(paths.updateStatus.path, { schema: { body: automaticDiscountStatusRequestSchema, response: NO_DATA }, config: STORE_BODY }, (request) =>
    done(discounts.updateStatus(request.body)),
  );
  app.put(paths.updateSort.path, { schema: { body: automaticDiscountSortRequestSchema, response: NO_DATA }, config: STORE_BODY }, (request) =>
    done(discounts.updateSort(request.body)),
  );
  app.put(paths.update.path, { schema: { body: automaticDiscountUpdateRequestSchema, response: one }, config: STORE_BODY }, async (request) =>
    ok(await discounts.update(request.body)),
  );
  app.delete(paths.delete.path, { schema: { querystring: automaticDiscountRecordQuerySchema, response: NO_DATA }, config: STORE_QUERY }, (request) =>
    done(discounts.delete(request.query.storeId, request.query.id)),
  );
}
