import {
  CONTRACT_PATHS,
  contractAddRequestSchema,
  contractIdQuerySchema,
  contractPageRequestSchema,
  contractPageSchema,
  contractSchema,
  contractStatusQuerySchema,
  contractStatusSchema,
  contractUpdateRequestSchema,
  expirePageRequestSchema,
  expirePageSchema,
  idQuerySchema,
  schemeOptionSchema,
  schemePageRequestSchema,
  schemePageSchema,
  schemeSchema,
} from '@diancan/core';
import { z } from 'zod';
import { principalOf } from '../../platform/auth/policy.js';
import { jsonCall, STAFF } from '../../platform/http/route-kit.js';
import type { ZodApp } from '../../platform/http/zod-app.js';
import type { ContractService } from './contract.service.js';
import type { SchemeService } from './scheme.service.js';

/** back/contract: staff, a sales person within their own stores; the status also for the store's own users. */
export function contractRoutes(app: ZodApp, contracts: ContractService, schemes: SchemeService): void {
  const paths = CONTRACT_PATHS;
  jsonCall(app, paths.getExpire, STAFF, { input: expirePageRequestSchema, data: expirePageSchema }, (body, request) =>
    contracts.expiring(body, principalOf(request)),
  );
  jsonCall(
    app,
    paths.status,
    { access: { roles: 'any', storeScope: 'query' } },
    { input: contractStatusQuerySchema, data: contractStatusSchema },
    (query, request) => contracts.statusFor(query.storeId, principalOf(request)),
  );
  jsonCall(app, paths.getPage, STAFF, { input: contractPageRequestSchema, data: contractPageSchema }, (body, request) =>
    contracts.page(body, principalOf(request)),
  );
  jsonCall(app, paths.getDetail, STAFF, { input: contractIdQuerySchema, data: contractSchema }, (query, request) =>
    contracts.detail(query.id, principalOf(request)),
  );
  jsonCall(app, paths.add, STAFF, { input: contractAddRequestSchema, data: contractSchema }, (body, request) =>
    contracts.add(body, principalOf(request)),
  );
  jsonCall(app, paths.update, STAFF, { input: contractUpdateRequestSchema, data: contractSchema }, (body, request) =>
    contracts.update(body, principalOf(request)),
  );
  jsonCall(app, paths.remove, STAFF, { input: contractIdQuerySchema, data: z.null() }, (query, request) =>
    contracts.remove(query.id, principalOf(request)),
  );
  jsonCall(app, paths.getPlanList, STAFF, { data: z.array(schemeOptionSchema) }, () => schemes.options());
  jsonCall(app, paths.getSchemePage, STAFF, { input: schemePageRequestSchema, data: schemePageSchema }, (body) => schemes.page(body));
  jsonCall(app, paths.getSchemeDetail, STAFF, { input: idQuerySchema, data: schemeSchema }, (query) => schemes.detail(query.id));
}
