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
  envelopeSchema,
  expirePageRequestSchema,
  expirePageSchema,
  idQuerySchema,
  schemeOptionSchema,
  schemePageRequestSchema,
  schemePageSchema,
  schemeSchema,
} from '@diancan/core';
import { z } from 'zod';
import type { RouteAccess } from '../../platform/auth/access.js';
import { principalOf } from '../../platform/auth/policy.js';
import { ok } from '../../platform/errors/envelope.js';
import type { ZodApp } from '../../platform/http/zod-app.js';
import type { ContractService } from './contract.service.js';
import type { SchemeService } from './scheme.service.js';

const STAFF: { access: RouteAccess } = { access: { roles: 'staff', storeScope: 'none' } };
const contract = { 200: envelopeSchema(contractSchema) };

/** back/contract: staff, a sales person within their own stores; the status also for the store's own users. */
export function contractRoutes(app: ZodApp, contracts: ContractService, schemes: SchemeService): void {
  app.post(
    CONTRACT_PATHS.getExpire.path,
    { schema: { body: expirePageRequestSchema, response: { 200: envelopeSchema(expirePageSchema) } }, config: STAFF },
    async (request) => ok(await contracts.expiring(request.body, principalOf(request))),
  );

  app.get(
    CONTRACT_PATHS.status.path,
    {
      schema: { querystring: contractStatusQuerySchema, response: { 200: envelopeSchema(contractStatusSchema) } },
      config: { access: { roles: 'any', storeScope: 'query' } },
    },
    async (request) => ok(await contracts.statusFor(request.query.storeId, principalOf(request))),
  );

  app.post(
    CONTRACT_PATHS.getPage.path,
    { schema: { body: contractPageRequestSchema, response: { 200: envelopeSchema(contractPageSchema) } }, config: STAFF },
    async (request) => ok(await contracts.page(request.body, principalOf(request))),
  );

  app.get(
    CONTRACT_PATHS.getDetail.path,
    { schema: { querystring: contractIdQuerySchema, response: contract }, config: STAFF },
    async (request) => ok(await contracts.detail(request.query.id, principalOf(request))),
  );

  app.post(
    CONTRACT_PATHS.add.path,
    { schema: { body: contractAddRequestSchema, response: contract }, config: STAFF },
    async (request) => ok(await contracts.add(request.body, principalOf(request))),
  );

  app.put(
    CONTRACT_PATHS.update.path,
    { schema: { body: contractUpdateRequestSchema, response: contract }, config: STAFF },
    async (request) => ok(await contracts.update(request.body, principalOf(request))),
  );

  app.delete(
    CONTRACT_PATHS.remove.path,
    { schema: { querystring: contractIdQuerySchema, response: { 200: envelopeSchema(z.null()) } }, config: STAFF },
    async (request) => {
      await contracts.remove(request.query.id, principalOf(request));
      return ok(null);
    },
  );

  app.get(
    CONTRACT_PATHS.getPlanList.path,
    { schema: { response: { 200: envelopeSchema(z.array(schemeOptionSchema)) } }, config: STAFF },
    async () => ok(await schemes.options()),
  );

  app.post(
    CONTRACT_PATHS.getSchemePage.path,
    { schema: { body: schemePageRequestSchema, response: { 200: envelopeSchema(schemePageSchema) } }, config: STAFF },
    async (request) => ok(await schemes.page(request.body)),
  );

  app.get(
    CONTRACT_PATHS.getSchemeDetail.path,
    { schema: { querystring: idQuerySchema, response: { 200: envelopeSchema(schemeSchema) } }, config: STAFF },
    async (request) => ok(await schemes.detail(request.query.id)),
  );
}
