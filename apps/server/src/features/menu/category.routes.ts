import { envelopeSchema } from '@diancan/core';
import {
  categoryAddRequestSchema,
  categoryKitchenAreaRequestSchema,
  categoryPrintTagRequestSchema,
  categorySchema,
  categorySimpleSchema,
  categoryStatusRequestSchema,
  categoryUpdateRequestSchema,
  MENU_PATHS,
  menuRecordQuerySchema,
  menuStoreQuerySchema,
  printAreaAssignRequestSchema,
  sortRequestSchema,
} from '@diancan/core/contracts/menu';
import { z } from 'zod';
import { ok } from '../../platform/errors/envelope.js';
import type { ZodApp } from '../../platform/http/zod-app.js';
import type { CategoryService } from './category.service.js';
import { done, NO_DATA, STORE_BODY, STORE_QUERY } from '../../platform/http/route-kit.js';

const paths = MENU_PATHS.category;
const one = { 200: envelopeSchema(categorySchema) };

export function categoryRoutes(app: ZodApp, categories: CategoryService): void {
  app.post(
    paths.add.path,
    { schema: { body: categoryAddRequestSchema, response: one }, config: STORE_BODY },
    async (request) => ok(await categories.add(request.body)),
  );
  app.put(
    paths.update.path,
    { schema: { body: categoryUpdateRequestSchema, response: one }, config: STORE_BODY },
    async (request) => ok(await categories.update(request.body)),
  );
  app.delete(
    paths.remove.path,
    { schema: { querystring: menuRecordQuerySchema, response: NO_DATA }, config: STORE_QUERY },
    (request) => done(categories.remove(request.query.storeId, request.query.id)),
  );
  app.put(
    paths.sort.path,
    { schema: { body: sortRequestSchema, response: NO_DATA }, config: STORE_BODY },
    (request) => done(categories.sort(request.body)),
  );
  app.get(
    paths.get.path,
    { schema: { querystring: menuRecordQuerySchema, response: one }, config: STORE_QUERY },
    async (request) => ok(await categories.get(request.query.storeId, request.query.id)),
  );
  app.get(
    paths.list.path,
    { schema: { querystring: menuStoreQuerySchema, response: { 200: envelopeSchema(z.array(categorySchema)) } }, config: STORE_QUERY },
    async (request) => ok(await categories.list(request.query.storeId)),
  );
  app.get(
    paths.simpleList.path,
    {
      schema: { querystring: menuStoreQuerySchema, response: { 200: envelopeSchema(z.array(categorySimpleSchema)) } },
      config: STORE_QUERY,
    },
    async (request) => ok(await categories.simpleList(request.query.storeId)),
  );
  app.put(
    paths.updateStatus.path,
    { schema: { body: categoryStatusRequestSchema, response: NO_DATA }, config: STORE_BODY },
    (request) => done(categories.setStatus(request.body)),
  );
  app.put(
    paths.updatePrintTag.path,
    { schema: { body: categoryPrintTagRequestSchema, response: NO_DATA }, config: STORE_BODY },
    (request) => done(categories.setPrintTag(request.body)),
  );
  app.put(
    paths.updateKitchenArea.path,
    { schema: { body: categoryKitchenAreaRequestSchema, response: NO_DATA }, config: STORE_BODY },
    (request) => done(categories.setKitchenArea(request.body)),
  );
  app.put(
    paths.updatePrintArea.path,
    { schema: { body: printAreaAssignRequestSchema, response: NO_DATA }, config: STORE_BODY },
    (request) => done(categories.setPrintAreas(request.body)),
  );
}
