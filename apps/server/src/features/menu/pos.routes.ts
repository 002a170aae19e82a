import { envelopeSchema } from '@diancan/core';
import {
  batchUpdateItemStockRequestSchema,
  itemStockQuerySchema,
  itemStockSchema,
  MENU_PATHS,
  posItemDetailQuerySchema,
  posItemDetailSchema,
  posMenuQuerySchema,
  posMenuSchema,
  updateItemStockRequestSchema,
} from '@diancan/core/contracts/menu';
import { z } from 'zod';
import type { ZodApp } from '../../platform/http/zod-app.js';
import type { PosMenuService } from './pos-menu.service.js';
import { counter, jsonCall, POS_BODY, POS_QUERY } from '../../platform/http/route-kit.js';
import type { StockService } from './stock.service.js';

const paths = MENU_PATHS.pos;

/** The POS's menu and stock calls (back/pos). */
export function posRoutes(app: ZodApp, pos: PosMenuService, stock: StockService): void {
  jsonCall(app, paths.getMenu, POS_QUERY, { input: posMenuQuerySchema, data: posMenuSchema }, (query) =>
    pos.getMenu(query.storeId, { head: query.head }),
  );
  jsonCall(app, paths.getItemDetail, POS_QUERY, { input: posItemDetailQuerySchema, data: posItemDetailSchema }, (query) =>
    pos.getItemDetail(query.storeId, query.itemId),
  );
  jsonCall(app, paths.getItemStock, POS_QUERY, { input: itemStockQuerySchema, data: itemStockSchema }, (query) =>
    stock.get(query.storeId, query.itemId),
  );
  // The stock changes answer with their own message (編輯庫存成功 / 批次編輯庫存成功), so they keep their own handler.
  app.put(
    paths.updateItemStock.path,
    { schema: { body: updateItemStockRequestSchema, response: { 200: envelopeSchema(itemStockSchema) } }, config: counter(POS_BODY, 'STOCK') },
    async (request) => {
      const { message, stock: saved } = await stock.update(request.body);
      return { status: true, message, data: saved };
    },
  );
  app.put(
    paths.batchUpdateItemStock.path,
    {
      schema: { body: batchUpdateItemStockRequestSchema, response: { 200: envelopeSchema(z.array(itemStockSchema)) } },
      config: counter(POS_BODY, 'STOCK'),
    },
    async (request) => {
      const { message, stocks } = await stock.batchUpdate(request.body);
      return { status: true, message, data: stocks };
    },
  );
}
