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
import { jsonCall, STAFF } from '../../platform/http/route-kit.js';
import type { ZodApp } from '../../platform/http/zod-app.js';
import { readStoreForm } from './store-form.js';
import type { StoreService } from './store.service.js';

/** Staff on a store named in the body (a sales person only on their own). */
const STAFF_BODY_STORE: { access: RouteAccess } = { access: { roles: 'staff', storeScope: 'body' } };

export function storeRoutes(app: ZodApp, stores: StoreService): void {
  const paths = STORE_PATHS;
  jsonCall(app, paths.getPage, STAFF, { input: storePageRequestSchema, data: storePageSchema }, (body, request) =>
    stores.page(body, principalOf(request)),
  );
  jsonCall(app, paths.getAssociatedStoreList, STAFF, { input: associatedStoreQuerySchema, data: z.array(storeOptionSchema) }, (query, request) =>
    stores.associated(query, principalOf(request)),
  );
  jsonCall(app, paths.getList, STAFF, { input: storeListRequestSchema, data: z.array(storeOptionSchema) }, (body, request) =>
    stores.list(body, principalOf(request)),
  );
  jsonCall(app, paths.getMainList, STAFF, { data: z.array(storeOptionSchema) }, (_, request) => stores.mainList(principalOf(request)));
  jsonCall(app, paths.getDetail, STAFF, { input: idQuerySchema, data: storeDetailSchema }, (query, request) =>
    stores.detail(query.id, principalOf(request)),
  );
  jsonCall(app, paths.randomBindCode, STAFF, { data: z.string() }, () => stores.randomBindCode());

  const detail = { 200: envelopeSchema(storeDetailSchema) };
  withMultipart(app, (scope) => {
    scope.post(paths.add.path, { schema: { response: detail }, config: STAFF }, async (request) => {
      const form = await readStoreForm(request, storeAddRequestSchema);
      return ok(await stores.add(form.data, form.logo, principalOf(request)));
    });
    scope.put(paths.update.path, { schema: { response: detail }, config: STAFF }, async (request) => {
      const form = await readStoreForm(request, storeUpdateRequestSchema);
      return ok(await stores.update(form.data, form.logo, principalOf(request)));
    });
  });

  jsonCall(app, paths.remove, STAFF, { input: idQuerySchema, data: z.null() }, (query, request) =>
    stores.remove(query.id, principalOf(request)),
  );
  jsonCall(app, paths.restore, STAFF, { input: storeIdOnlyRequestSchema, data: storeDetailSchema }, (body, request) =>
    stores.restore(body.id, principalOf(request)),
  );
  // Store users read their own store's front-stage link too (mobile-order settings).
  jsonCall(
    app,
    paths.getQRHash,
    { access: { roles: 'any', storeScope: 'query' } },
    { input: storeIdQuerySchema, data: storeQrHashSchema },
    (query, request) => stores.qrHash(query.storeId, principalOf(request), `${request.protocol}://${request.host}`),
  );
  jsonCall(app, paths.updateModule, STAFF_BODY_STORE, { input: storeModuleRequestSchema, data: z.null() }, (body, request) =>
    stores.updateModule(body, principalOf(request)),
  );
  jsonCall(app, paths.updateAdminInvoiceSwitch, STAFF_BODY_STORE, { input: storeSwitchRequestSchema, data: z.null() }, (body, request) =>
    stores.updateAdminInvoiceSwitch(body, principalOf(request)),
  );
  jsonCall(app, paths.updateOwner, STAFF_BODY_STORE, { input: storeOwnerUpdateRequestSchema, data: z.null() }, (body, request) =>
    stores.updateOwner(body, principalOf(request)),
  );
}
