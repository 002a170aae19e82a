import {
  BRAND_PATHS as paths,
  BRAND_ROLES,
  brandAddRequestSchema,
  brandAddUserRequestSchema,
  brandIdSchema,
  brandExportRequestSchema,
  brandPreviewRequestSchema,
  brandPreviewSchema,
  brandPublishRequestSchema,
  brandRankingRequestSchema,
  brandRankingSchema,
  brandPublishResultSchema,
  brandRollbackRequestSchema,
  brandSchema,
  brandStorePriceRequestSchema,
  brandStorePriceRowSchema,
  brandStorePriceSchema,
  brandStorePricesQuerySchema,
  brandStoreRequestSchema,
  brandTurnoverRequestSchema,
  brandTurnoverSchema,
  brandUserSchema,
  brandVersionSchema,
  brandVersionsQuerySchema,
  MANAGER_ROLES,
  ROLES,
  STAFF_ROLES,
} from '@diancan/core';
import { z } from 'zod';
import type { RouteAccess } from '../../platform/auth/access.js';
import { principalOf } from '../../platform/auth/policy.js';
import { XLSX_CONTENT_TYPE } from '../../platform/files/spreadsheet.js';
import { jsonCall } from '../../platform/http/route-kit.js';
import type { ZodApp } from '../../platform/http/zod-app.js';
import type { ChainServices } from './chains.module.js';

const access = (value: RouteAccess) => ({ access: value });
/** Managers run brands: create them, put stores in them, give them HQ accounts. */
const MANAGERS = access({ roles: MANAGER_ROLES, storeScope: 'none' });
const MANAGERS_ON_STORE = access({ roles: MANAGER_ROLES, storeScope: 'body' });
/** Platform staff (a sales person sees the brands of their stores) and HQ (its own brand). */
const BRAND_READERS = access({ roles: [...STAFF_ROLES, ROLES.USER_HQ], storeScope: 'none' });
/** Managers, and HQ on its own brand only (the policy's brand scope). */
const BRAND_BODY = access({ roles: BRAND_ROLES, storeScope: 'none', brandScope: 'body' });
const BRAND_QUERY = access({ roles: BRAND_ROLES, storeScope: 'none', brandScope: 'query' });
/** A store's own price: the store must be the caller's too (HQ: one of its brand's). */
const BRAND_STORE_BODY = access({ roles: BRAND_ROLES, storeScope: 'body', brandScope: 'body' });
const BRAND_STORE_QUERY = access({ roles: BRAND_ROLES, storeScope: 'query', brandScope: 'query' });

/** /api/back/brand/* (docs/chains.md). */
export function chainRoutes(app: ZodApp, chains: ChainServices): void {
  const { brands, menu, preview, reports } = chains;
  jsonCall(app, paths.add, MANAGERS, { input: brandAddRequestSchema, data: brandIdSchema }, (body) => brands.add(body));
  jsonCall(app, paths.list, BRAND_READERS, { data: z.array(brandSchema) }, (_query, request) => brands.list(principalOf(request)));
  jsonCall(app, paths.addStore, MANAGERS_ON_STORE, { input: brandStoreRequestSchema, data: z.null() }, (body) => brands.addStore(body));
  jsonCall(app, paths.removeStore, MANAGERS_ON_STORE, { input: brandStoreRequestSchema, data: z.null() }, (body) => brands.removeStore(body));
  jsonCall(app, paths.addUser, MANAGERS, { input: brandAddUserRequestSchema, data: brandUserSchema }, (body) => brands.addUser(body));
  jsonCall(app, paths.publish, BRAND_BODY, { input: brandPublishRequestSchema, data: brandPublishResultSchema }, (body, request) =>
    menu.publish(body, principalOf(request)),
  );
  jsonCall(app, paths.versions, BRAND_QUERY, { input: brandVersionsQuerySchema, data: z.array(brandVersionSchema) }, (query) =>
    menu.versions(query.brandId),
  );
  jsonCall(app, paths.rollback, BRAND_BODY, { input: brandRollbackRequestSchema, data: brandPublishResultSchema }, (body, request) =>
    menu.rollback(body, principalOf(request)),
  );
  jsonCall(app, paths.storePrice, BRAND_STORE_BODY, { input: brandStorePriceRequestSchema, data: brandStorePriceSchema }, (body) =>
    menu.storePrice(body),
  );
  jsonCall(app, paths.storePrices, BRAND_STORE_QUERY, { input: brandStorePricesQuerySchema, data: z.array(brandStorePriceRowSchema) }, (query) =>
    menu.storePrices(query.brandId, query.storeId),
  );
  jsonCall(app, paths.turnover, BRAND_BODY, { input: brandTurnoverRequestSchema, data: brandTurnoverSchema }, (body) => reports.turnoverOf(body));
  jsonCall(app, paths.preview, BRAND_BODY, { input: brandPreviewRequestSchema, data: brandPreviewSchema }, (body) => preview.preview(body));
  jsonCall(app, paths.ranking, BRAND_BODY, { input: brandRankingRequestSchema, data: brandRankingSchema }, (body) => reports.rankingOf(body));
  app.post(paths.exportExcel.path, { schema: { body: brandExportRequestSchema }, config: BRAND_BODY }, async (request, reply) => {
    const file = await reports.exportOf(request.body);
    return reply
      .type(XLSX_CONTENT_TYPE)
      .header('content-disposition', `attachment; filename*=UTF-8''${encodeURIComponent(file.fileName)}`)
      .header('cache-control', 'no-store')
      .send(file.bytes);
  });
}
