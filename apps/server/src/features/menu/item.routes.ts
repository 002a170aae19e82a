import { envelopeSchema } from '@diancan/core';
import {
  itemAddRequestSchema,
  itemBatchOptionRequestSchema,
  itemDictEntrySchema,
  itemMobileStatusRequestSchema,
  itemPageRequestSchema,
  itemPageSchema,
  itemSchema,
  itemSortRequestSchema,
  itemStatusRequestSchema,
  itemUpdateRequestSchema,
  MENU_PATHS,
  menuRecordQuerySchema,
  menuRecordRequestSchema,
  menuStoreQuerySchema,
  optionGroupSchema,
  printAreaAssignRequestSchema,
} from '@diancan/core/contracts/menu';
import { z } from 'zod';
import { ok } from '../../platform/errors/envelope.js';
import type { ZodApp } from '../../platform/http/zod-app.js';
import type { ItemService } from './item.service.js';
import { done, NO_DATA, STORE_BODY, STORE_QUERY } from '../../platform/http/route-kit.js';

const paths = MENU_PATHS.item;
const one = { 200: envelopeSchema(itemSchema) };

/** The item calls answering JSON; export and import are in item-sheet.routes.ts. */
export function itemRoutes(app: ZodApp, items: ItemService): void {
  app.post(
    paths.add.path,
    { schema: { body: itemAddRequestSchema, response: one }, config: STORE_BODY },
    async (request) => ok(await items.add(request.body)),
  );
  app.put(
    paths.update.path,
    { schema: { body: itemUpdateRequestSchema, response: one }, config: STORE_BODY },
    async (request) => ok(await items.update(request.body)),
  );
  app.post(
    paths.copy.path,
    { schema: { body: menuRecordRequestSchema, response: one }, config: STORE_BODY },
    async (request) => ok(await items.copy(request.body.storeId, request.body.id)),
  );
  app.delete(
    paths.remove.path,
    { schema: { querystring: menuRecordQuerySchema, response: NO_DATA }, config: STORE_QUERY },
    (request) => done(items.remove(request.query.storeId, request.query.id)),
  );
  app.put(
    paths.updateSort.path,
    { schema: { body: itemSortRequestSchema, response: NO_DATA }, config: STORE_BODY },
    (request) => done(items.sort(request.body)),
  );
  app.get(
    paths.get.path,
    { schema: { querystring: menuRecordQuerySchema, response: one }, config: STORE_QUERY },
    async (request) => ok(await items.get(request.query.storeId, request.query.id)),
  );
  app.post(
    paths.getPage.path,
    { schema: { body: itemPageRequestSchema, response: { 200: envelopeSchema(itemPageSchema) } }, config: STORE_BODY },
    async (request) => ok(await items.getPage(request.body)),
  );
  app.put(
    paths.updateStatus.path,
    { schema: { body: itemStatusRequestSchema, response: NO_DATA }, config: STORE_BODY },
    (request) => done(items.setStatus(request.body)),
  );
  app.put(
    paths.updateMobileStatus.path,
    { schema: { body: itemMobileStatusRequestSchema, response: NO_DATA }, config: STORE_BODY },
    (request) => done(items.setMobileStatus(request.body)),
  );
  app.get(
    paths.optionList.path,
    {
      schema: { querystring: menuRecordQuerySchema, response: { 200: envelopeSchema(z.array(optionGroupSchema)) } },
      config: STORE_QUERY,
    },
    async (request) => ok(await items.optionList(request.query.storeId, request.query.id)),
  );
  app.put(
    paths.batchOption.path,
    { schema: { body: itemBatchOptionRequestSchema, response: NO_DATA }, config: STORE_BODY },
    (request) => done(items.batchOption(request.body)),
  );
  app.get(
    paths.dict.path,
    {
      schema: { querystring: menuStoreQuerySchema, response: { 200: envelopeSchema(z.array(itemDictEntrySchema)) } },
      config: STORE_QUERY,
    },
    async (request) => ok(await items.dict(request.query.storeId)),
  );
  app.put(
    paths.updatePrintArea.path,
    { schema: { body: printAreaAssignRequestSchema, response: NO_DATA }, config: STORE_BODY },
    (request) => done(items.setPrintAreas(request.body)),
  );
}
