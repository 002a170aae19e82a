import type { ApiRoute } from '@diancan/core';
import { menuRecordQuerySchema, menuStoreQuerySchema, type SortRequest, sortRequestSchema } from '@diancan/core/contracts/menu';
import { z } from 'zod';
import { jsonCall, STORE_BODY, STORE_QUERY } from '../../platform/http/route-kit.js';
import type { ZodApp } from '../../platform/http/zod-app.js';

/** The paths of the calls every menu list (categories, taste groups, upgrades, remarks, areas) answers alike. */
export interface MenuListPaths {
  list: ApiRoute;
  remove: ApiRoute;
  sort: ApiRoute;
  /** One record by id, where the list has the call. */
  get?: ApiRoute;
}

export interface MenuListService<Row> {
  list(storeId: number): Promise<Row[]>;
  remove(storeId: number, id: number): Promise<void>;
  sort(request: SortRequest): Promise<void>;
  get?(storeId: number, id: number): Promise<Row>;
}

/** Declares a menu list's shared calls: the store's list, one record, removal by id and the new order of all. */
export function menuListCalls<Row extends z.ZodType>(app: ZodApp, paths: MenuListPaths, row: Row, service: MenuListService<z.input<Row>>): void {
  jsonCall(app, paths.list, STORE_QUERY, { input: menuStoreQuerySchema, data: z.array(row) }, (query) => service.list(query.storeId));
  jsonCall(app, paths.remove, STORE_QUERY, { input: menuRecordQuerySchema, data: z.null() }, (query) => service.remove(query.storeId, query.id));
  jsonCall(app, paths.sort, STORE_BODY, { input: sortRequestSchema, data: z.null() }, (body) => service.sort(body));
  const { get } = service;
  if (paths.get && get) {
    jsonCall(app, paths.get, STORE_QUERY, { input: menuRecordQuerySchema, data: row }, (query) => get.call(service, query.storeId, query.id));
  }
}
