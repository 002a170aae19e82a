import {
  associatedStoreQuerySchema,
  envelopeSchema,
  idQuerySchema,
  STORE_PATHS,
  storeAddRequestSchema,
  storeDetailSchema,
  storeIdOnlyRequestSchema,
  storeIdQuerySchema,
  storeListRequestSchema,
  storeModuleRequestSchema,
  storeOptionSchema,
  storeOwnerUpdateRequestSchema,
  storePageRequestSchema,
  storePageSchema,
  storeQrHashSchema,
  storeSwitchRequestSchema,
  storeUpdateRequestSchema,
} from '@diancan/core';
import { z } from 'zod';
import type { RouteAccess } from '../../platform/auth/access.js';
import { principalOf } from '../../platform/auth/policy.js';
import { ok } from '../../platform/errors/envelope.js';
import { withMultipart } from '../../platform/files/multipart.js';
import type { ZodApp } from '../../platform/http/zod-app.js';
import { readStoreForm } from './store-form.js';
import type { StoreService } from './store.service.js';

/** Platform staff; a sales person is further limited to their own stores by the service. */
const STAFF: { access: RouteAccess } = { access: { roles: 'staff', storeScope: 'none' } };
const STAFF_BODY_STORE: { access: RouteAccess } = { access: { roles: 'staff', storeScope: 'body' } };
const nothing = { 200: envelopeSchema(z.null()) };
const options = { 200: envelopeSchema(z.array(storeOptionSchema)) };
const detail = { 200: envelopeSchema(storeDetailSchema) };

export function storeRoutes(app: ZodApp, stores: StoreService): void {
  app.post(
    STORE_PATHS.getPage.path,
    { schema: { body: storePageRequestSchema, response: { 200: envelopeSchema(storePageSchema) } }, config: STAFF },
    async (request) => ok(await stores.page(request.body, principalOf(request))),
  );

  app.get(
    STORE_PATHS.getAssociatedStoreList.path,
    { schema: { querystring: associatedStoreQuerySchema, response: options }, config: STAFF },
    async (request) => ok(await stores.associated(request.query, principalOf(request))),
  );

  app.post(
    STORE_PATHS.getList.path,
    { schema: { body: storeListRequestSchema, response: options }, config: STAFF },
    async (request) => ok(await stores.list(request.body, principalOf(request))),
  );

  app.get(STORE_PATHS.getMainList.path, { schema: { response: options }, config: STAFF }, async (request) =>
    ok(await stores.mainList(principalOf(request))),
  );

  app.get(
    STORE_PATHS.getDetail.path,
    { schema: { querystring: idQuerySchema, response: detail }, config: STAFF },
    async (request) => ok(await stores.detail(request.query.id, principalOf(request))),
  );

  app.get(
    STORE_PATHS.randomBindCode.path,
    { schema: { response: { 200: envelopeSchema(z.string()) } }, config: STAFF },
    async () => ok(await stores.randomBindCode()),
  );

  withMultipart(app, (scope) => {
    scope.post(STORE_PATHS.add.path, { schema: { response: detail }, config: STAFF }, async (request) => {
      const form = await readStoreForm(request, storeAddRequestSchema);
      return ok(await stores.add(form.data, form.logo, principalOf(request)));
    });
    scope.put(STORE_PATHS.update.path, { schema: { response: detail }, config: STAFF }, async (request) => {
      const form = await readStoreForm(request, storeUpdateRequestSchema);
      return ok(await stores.update(form.data, form.logo, principalOf(request)));
    });
  });

  app.delete(
    STORE_PATHS.remove.path,
    { schema: { querystring: idQuerySchema, response: nothing }, config: STAFF },
    async (request) => {
      await stores.remove(request.query.id, principalOf(request));
      return ok(null);
    },
  );

  app.put(
    STORE_PATHS.restore.path,
    { schema: { body: storeIdOnlyRequestSchema, response: detail }, config: STAFF },
    async (request) => ok(await stores.restore(request.body.id, principalOf(request))),
  );

  // Store users read their own store's front-stage link too (mobile-order settings).
  app.get(
    STORE_PATHS.getQRHash.path,
    {
      schema: { querystring: storeIdQuerySchema, response: { 200: envelopeSchema(storeQrHashSchema) } },
      config: { access: { roles: 'any', storeScope: 'query' } },
    },
    async (request) =>
      ok(await stores.qrHash(request.query.storeId, principalOf(request), `${request.protocol}://${request.host}`)),
  );

  app.put(
    STORE_PATHS.updateModule.path,
    { schema: { body: storeModuleRequestSchema, response: nothing }, config: STAFF_BODY_STORE },
    async (request) => {
      await stores.updateModule(request.body, principalOf(request));
      return ok(null);
    },
  );

  app.put(
    STORE_PATHS.updateAdminInvoiceSwitch.path,
    { schema: { body: storeSwitchRequestSchema, response: nothing }, config: STAFF_BODY_STORE },
    async (request) => {
      await stores.updateAdminInvoiceSwitch(request.body, principalOf(request));
      return ok(null);
    },
  );

  app.put(
    STORE_PATHS.updateOwner.path,
    { schema: { body: storeOwnerUpdateRequestSchema, response: nothing }, config: STAFF_BODY_STORE },
    async (request) => {
      await stores.updateOwner(request.body, principalOf(request));
      return ok(null);
    },
  );
}
