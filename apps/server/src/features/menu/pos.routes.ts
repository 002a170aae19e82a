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
import { ok } from '../../platform/errors/envelope.js';
import type { ZodApp } from '../../platform/http/zod-app.js';
import type { PosMenuService } from './pos-menu.service.js';
import { POS_BODY, POS_QUERY } from '../../platform/http/route-kit.js';
import type { StockService } from './stock.service.js';

const paths = MENU_PATHS.pos;

/** The POS's menu and stock calls (back/pos). */
export function posRoutes(app: ZodApp, pos: PosMenuService, stock: StockService): void {
  app.get(
    paths.getMenu.path,
    { schema: { querystring: posMenuQuerySchema, response: { 200: envelopeSchema(posMenuSchema) } }, config: POS_QUERY },
    async (request) => ok(await pos.getMenu(request.query.storeId, { head: request.query.head })),
  );
  app.get(
    paths.getItemDetail.path,
    {
      schema: { querystring: posItemDetailQuerySchema, response: { 200: envelopeSchema(posItemDetailSchema) } },
      config: POS_QUERY,
    },
    async (request) => ok(await pos.getItemDetail(request.query.storeId, request.query.itemId)),
  );
  app.get(
    paths.getItemStock.path,
    { schema: { querystring: itemStockQuerySchema, response: { 200: envelopeSchema(itemStockSchema) } }, config: POS_QUERY },
    async (request) => ok(await stock.get(request.query.storeId, request.query.itemId)),
  );
  app.put(
    paths.updateItemStock.path,
    { schema: { body: updateItemStockRequestSchema, response: { 200: envelopeSchema(itemStockSchema) } }, config: POS_BODY },
    async (request) => {
      const { message, stock: saved } = await stock.update(request.body);
      return { status: true, message, data: saved };
    },
  );
  app.put(
    paths.batchUpdateItemStock.path,
    {
      schema: { body: batchUpdateItemStockRequestSchema, response: { 200: envelopeSchema(z.array(itemStockSchema)) } },
      config: POS_BODY,
    },
    async (request) => {
      const { message, stocks } = await stock.batchUpdate(request.body);
      return { status: true, message, data: stocks };
    },
  );
}
