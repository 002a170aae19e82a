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
import type { ZodApp } from '../../platform/http/zod-app.js';
import type { ItemService } from './item.service.js';
import { jsonCall, STORE_BODY, STORE_QUERY } from '../../platform/http/route-kit.js';

const paths = MENU_PATHS.item;

/** The item calls answering JSON; export and import are in item-sheet.routes.ts. */
export function itemRoutes(app: ZodApp, items: ItemService): void {
  jsonCall(app, paths.add, STORE_BODY, { input: itemAddRequestSchema, data: itemSchema }, (body) => items.add(body));
  jsonCall(app, paths.update, STORE_BODY, { input: itemUpdateRequestSchema, data: itemSchema }, (body) => items.update(body));
  jsonCall(app, paths.copy, STORE_BODY, { input: menuRecordRequestSchema, data: itemSchema }, (body) => items.copy(body.storeId, body.id));
  jsonCall(app, paths.remove, STORE_QUERY, { input: menuRecordQuerySchema, data: z.null() }, (query) => items.remove(query.storeId, query.id));
  jsonCall(app, paths.updateSort, STORE_BODY, { input: itemSortRequestSchema, data: z.null() }, (body) => items.sort(body));
  jsonCall(app, paths.get, STORE_QUERY, { input: menuRecordQuerySchema, data: itemSchema }, (query) => items.get(query.storeId, query.id));
  jsonCall(app, paths.getPage, STORE_BODY, { input: itemPageRequestSchema, data: itemPageSchema }, (body) => items.getPage(body));
  jsonCall(app, paths.updateStatus, STORE_BODY, { input: itemStatusRequestSchema, data: z.null() }, (body) => items.setStatus(body));
  jsonCall(app, paths.updateMobileStatus, STORE_BODY, { input: itemMobileStatusRequestSchema, data: z.null() }, (body) =>
    items.setMobileStatus(body),
  );
  jsonCall(app, paths.optionList, STORE_QUERY, { input: menuRecordQuerySchema, data: z.array(optionGroupSchema) }, (query) =>
    items.optionList(query.storeId, query.id),
  );
  jsonCall(app, paths.batchOption, STORE_BODY, { input: itemBatchOptionRequestSchema, data: z.null() }, (body) => items.batchOption(body));
  jsonCall(app, paths.dict, STORE_QUERY, { input: menuStoreQuerySchema, data: z.array(itemDictEntrySchema) }, (query) =>
    items.dict(query.storeId),
  );
  jsonCall(app, paths.updatePrintArea, STORE_BODY, { input: printAreaAssignRequestSchema, data: z.null() }, (body) =>
    items.setPrintAreas(body),
  );
}
