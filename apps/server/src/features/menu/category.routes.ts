import {
  categoryAddRequestSchema,
  categoryKitchenAreaRequestSchema,
  categoryPrintTagRequestSchema,
  categorySchema,
  categorySimpleSchema,
  categoryStatusRequestSchema,
  categoryUpdateRequestSchema,
  MENU_PATHS,
  menuStoreQuerySchema,
  printAreaAssignRequestSchema,
} from '@diancan/core/contracts/menu';
import { z } from 'zod';
import type { ZodApp } from '../../platform/http/zod-app.js';
import type { CategoryService } from './category.service.js';
import { jsonCall, STORE_BODY, STORE_QUERY } from '../../platform/http/route-kit.js';
import { menuListCalls } from './menu-list.routes.js';

const paths = MENU_PATHS.category;

export function categoryRoutes(app: ZodApp, categories: CategoryService): void {
  jsonCall(app, paths.add, STORE_BODY, { input: categoryAddRequestSchema, data: categorySchema }, (body) => categories.add(body));
  jsonCall(app, paths.update, STORE_BODY, { input: categoryUpdateRequestSchema, data: categorySchema }, (body) => categories.update(body));
  menuListCalls(app, paths, categorySchema, categories);
  jsonCall(app, paths.simpleList, STORE_QUERY, { input: menuStoreQuerySchema, data: z.array(categorySimpleSchema) }, (query) =>
    categories.simpleList(query.storeId),
  );
  jsonCall(app, paths.updateStatus, STORE_BODY, { input: categoryStatusRequestSchema, data: z.null() }, (body) => categories.setStatus(body));
  jsonCall(app, paths.updatePrintTag, STORE_BODY, { input: categoryPrintTagRequestSchema, data: z.null() }, (body) =>
    categories.setPrintTag(body),
  );
  jsonCall(app, paths.updateKitchenArea, STORE_BODY, { input: categoryKitchenAreaRequestSchema, data: z.null() }, (body) =>
    categories.setKitchenArea(body),
  );
  jsonCall(app, paths.updatePrintArea, STORE_BODY, { input: printAreaAssignRequestSchema, data: z.null() }, (body) =>
    categories.setPrintAreas(body),
  );
}
