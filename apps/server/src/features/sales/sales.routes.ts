import {
  envelopeSchema,
  idQuerySchema,
  MANAGER_ROLES,
  SALES_PATHS,
  salesAddRequestSchema,
  salesDetailSchema,
  salesExcelQuerySchema,
  salesOptionSchema,
  salesPageRequestSchema,
  salesPageSchema,
  salesUpdateRequestSchema,
} from '@diancan/core';
import { z } from 'zod';
import type { RouteAccess } from '../../platform/auth/access.js';
import { principalOf } from '../../platform/auth/policy.js';
import { ok } from '../../platform/errors/envelope.js';
import { XLSX_CONTENT_TYPE } from '../../platform/files/spreadsheet.js';
import type { ZodApp } from '../../platform/http/zod-app.js';
import type { SalesService } from './sales.service.js';

/** business-manage: managers and the super manager only (access section 6). */
const MANAGERS: { access: RouteAccess } = { access: { roles: MANAGER_ROLES, storeScope: 'none' } };
const detail = { 200: envelopeSchema(salesDetailSchema) };

export function salesRoutes(app: ZodApp, sales: SalesService): void {
  app.get(
    SALES_PATHS.getSimpleList.path,
    { schema: { response: { 200: envelopeSchema(z.array(salesOptionSchema)) } }, config: MANAGERS },
    async () => ok(await sales.options()),
  );

  app.post(
    SALES_PATHS.getPage.path,
    { schema: { body: salesPageRequestSchema, response: { 200: envelopeSchema(salesPageSchema) } }, config: MANAGERS },
    async (request) => ok(await sales.page(request.body)),
  );

  app.get(
    SALES_PATHS.getDetail.path,
    { schema: { querystring: idQuerySchema, response: detail }, config: MANAGERS },
    async (request) => ok(await sales.detail(request.query.id)),
  );

  app.post(
    SALES_PATHS.add.path,
    { schema: { body: salesAddRequestSchema, response: detail }, config: MANAGERS },
    async (request) => ok(await sales.add(request.body, principalOf(request))),
  );

  app.put(
    SALES_PATHS.update.path,
    { schema: { body: salesUpdateRequestSchema, response: detail }, config: MANAGERS },
    async (request) => ok(await sales.update(request.body, principalOf(request))),
  );

  app.delete(
    SALES_PATHS.remove.path,
    { schema: { querystring: idQuerySchema, response: { 200: envelopeSchema(z.null()) } }, config: MANAGERS },
    async (request) => {
      await sales.remove(request.query.id, principalOf(request));
      return ok(null);
    },
  );

  app.get(
    SALES_PATHS.getExcelList.path,
    { schema: { querystring: salesExcelQuerySchema }, config: MANAGERS },
    async (request, reply) => {
      const workbook = await sales.excel(request.query);
      const name = `業務人員_${new Date().toISOString().slice(0, 10)}.xlsx`;
      return reply
        .type(XLSX_CONTENT_TYPE)
        .header('cache-control', 'no-store')
        .header('content-disposition', `attachment; filename="sales.xlsx"; filename*=UTF-8''${encodeURIComponent(name)}`)
        .send(workbook);
    },
  );
}
