import {
  mergeOrdersRequestSchema,
  moveOrderRequestSchema,
  splitOrderRequestSchema,
  splitOrderResultSchema,
  TABLE_PATHS,
  tableCheckResultSchema,
} from '@diancan/core';
import { principalOf } from '../../platform/auth/policy.js';
import { jsonCall, STORE_BODY, counter } from '../../platform/http/route-kit.js';
import type { ZodApp } from '../../platform/http/zod-app.js';
import type { TableCheckService } from './table-checks.js';

/** Split, move and merge of open checks (docs/tables.md), for store users on their own stores. */
export function tableCheckRoutes(app: ZodApp, checks: TableCheckService): void {
  // Staff mode (docs/staff.md): splitting, moving and merging checks need TABLES.
  const TABLES = counter(STORE_BODY, 'TABLES');
  jsonCall(app, TABLE_PATHS.split, TABLES, { input: splitOrderRequestSchema, data: splitOrderResultSchema }, (body, request) =>
    checks.split(principalOf(request).userId, body),
  );
  jsonCall(app, TABLE_PATHS.move, TABLES, { input: moveOrderRequestSchema, data: tableCheckResultSchema }, (body, request) =>
    checks.move(principalOf(request).userId, body),
  );
  jsonCall(app, TABLE_PATHS.merge, TABLES, { input: mergeOrdersRequestSchema, data: tableCheckResultSchema }, (body, request) =>
    checks.merge(principalOf(request).userId, body),
  );
}
