import {
  idQuerySchema,
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
import { principalOf } from '../../platform/auth/policy.js';
import { XLSX_CONTENT_TYPE } from '../../platform/files/spreadsheet.js';
import { jsonCall, MANAGERS } from '../../platform/http/route-kit.js';
import type { ZodApp } from '../../platform/http/zod-app.js';
import type { SalesService } from './sales.service.js';

/** business-manage: managers and the super manager only (access section 6). */
export function salesRoutes(app: ZodApp, sales: SalesService): void {
  const paths = SALES_PATHS;
  jsonCall(app, paths.getSimpleList, MANAGERS, { data: z.array(salesOptionSchema) }, () => sales.options());
  jsonCall(app, paths.getPage, MANAGERS, { input: salesPageRequestSchema, data: salesPageSchema }, (body) => sales.page(body));
  jsonCall(app, paths.getDetail, MANAGERS, { input: idQuerySchema, data: salesDetailSchema }, (query) => sales.detail(query.id));
  jsonCall(app, paths.add, MANAGERS, { input: salesAddRequestSchema, data: salesDetailSchema }, (body, request) =>
    sales.add(body, principalOf(request)),
  );
  jsonCall(app, paths.update, MANAGERS, { input: salesUpdateRequestSchema, data: salesDetailSchema }, (body, request) =>
    sales.update(body, principalOf(request)),
  );
  jsonCall(app, paths.remove, MANAGERS, { input: idQuerySchema, data: z.null() }, (query, request) =>
    sales.remove(query.id, principalOf(request)),
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
