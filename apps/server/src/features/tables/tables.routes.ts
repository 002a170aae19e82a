import {
  addDiningAreaRequestSchema,
  diningAreaIdQuerySchema,
  diningAreaSchema,
  floorQuerySchema,
  floorSchema,
  sortDiningAreasRequestSchema,
  storeIdQuerySchema,
  TABLE_PATHS,
  tableSettingsSchema,
  updateDiningAreaRequestSchema,
  updateServiceChargeRequestSchema,
} from '@diancan/core';
import { z } from 'zod';
import type { RouteAccess } from '../../platform/auth/access.js';
import { jsonCall, STORE_BODY, STORE_QUERY } from '../../platform/http/route-kit.js';
import type { ZodApp } from '../../platform/http/zod-app.js';
import type { TablesService } from './tables.service.js';

/** The floor plan's editing: the store's users and platform staff on the stores they may act on (as the tables). */
const ANY_BODY: { access: RouteAccess } = { access: { roles: 'any', storeScope: 'body' } };
const ANY_QUERY: { access: RouteAccess } = { access: { roles: 'any', storeScope: 'query' } };

/** docs/tables.md: areas (back/diningArea), the floor (back/table/floor), the settings (服務費, 用餐時間). */
export function tablesRoutes(app: ZodApp, tables: TablesService): void {
  const paths = TABLE_PATHS;
  jsonCall(app, paths.area.list, ANY_QUERY, { input: storeIdQuerySchema, data: z.array(diningAreaSchema) }, (query) => tables.areas(query.storeId));
  jsonCall(app, paths.area.add, ANY_BODY, { input: addDiningAreaRequestSchema, data: diningAreaSchema }, (body) => tables.addArea(body));
  jsonCall(app, paths.area.update, ANY_BODY, { input: updateDiningAreaRequestSchema, data: diningAreaSchema }, (body) => tables.updateArea(body));
  jsonCall(app, paths.area.remove, ANY_QUERY, { input: diningAreaIdQuerySchema, data: z.null() }, (query) => tables.removeArea(query));
  jsonCall(app, paths.area.sort, ANY_BODY, { input: sortDiningAreasRequestSchema, data: z.null() }, (body) => tables.sortAreas(body));
  jsonCall(app, paths.floor, STORE_QUERY, { input: floorQuerySchema, data: floorSchema }, (query) => tables.floor(query.storeId));
  jsonCall(app, paths.settings, STORE_QUERY, { input: storeIdQuerySchema, data: tableSettingsSchema }, (query) => tables.settings(query.storeId));
  jsonCall(app, paths.updateServiceCharge, STORE_BODY, { input: updateServiceChargeRequestSchema, data: tableSettingsSchema }, (body) =>
    tables.updateServiceCharge(body),
  );
}
