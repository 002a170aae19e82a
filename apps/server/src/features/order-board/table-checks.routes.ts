import {
  mergeOrdersRequestSchema,
  moveOrderRequestSchema,
  splitOrderRequestSchema,
  splitOrderResultSchema,
  TABLE_PATHS,
  tableCheckResultSchema,
} from '@diancan/core';
import { principalOf } from '../../platform/auth/policy.js';
import { jsonCall, STORE_BODY } from '../../platform/http/route-kit.js';
import type { ZodApp } from '../../platform/http/zod-app.js';
import type { TableCheckService } from './table-checks.js';

/** Split, move and merge of open checks (docs/tables.md), for store users on their own stores. */
export function tableCheckRoutes(app: ZodApp, checks: TableCheckService): void {
  jsonCall(app, TABLE_PATHS.split, STORE_BODY, { input: splitOrderRequestSchema, data: splitOrderResultSchema }, (body, request) =>
    checks.split(principalOf(request).userId, body),
  );
  jsonCall(app, TABLE_PATHS.move, STORE_BODY, { input: moveOrderRequestSchema, data: tableCheckResultSchema }, (body, request) =>
    checks.move(principalOf(request).userId, body),
  );
  jsonCall(app, TABLE_PATHS.merge, STORE_BODY, { input: mergeOrdersRequestSchema, data: tableCheckResultSchema }, (body, request) =>
    checks.merge(principalOf(request).userId, body),
  );
}
