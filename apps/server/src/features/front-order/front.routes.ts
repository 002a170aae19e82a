import {
  addDiningTableRequestSchema,
  diningTableIdQuerySchema,
  diningTableIdRequestSchema,
  diningTableListQuerySchema,
  envelopeSchema,
  FRONT_PATHS,
  frontEnvelopes,
  frontPayRequestSchema,
  frontPayResultSchema,
  PAYMENT_PATHS,
  frontMenuQuerySchema,
  frontOrderRequestSchema,
  frontRemoveQuerySchema,
  frontUpdateCountRequestSchema,
  frontStatusQuerySchema,
  getOrderByUserRequestSchema,
  idempotencyKeySchema,
  storeIdQuerySchema,
  updateDiningTableRequestSchema,
} from '@diancan/core';
import type { RouteAccess } from '../../platform/auth/access.js';
import { badRequest } from '../../platform/errors/app-error.js';
import { ok } from '../../platform/errors/envelope.js';
import { clientOf } from '../../platform/http/client-info.js';
import type { ZodApp } from '../../platform/http/zod-app.js';
import { fileParamsSchema, sendFile } from '../../platform/files/file.routes.js';
import type { FileService } from '../../platform/files/file.service.js';
import { NO_DATA } from '../../platform/http/route-kit.js';
import { IDEMPOTENT_REPLAY_HEADER } from '../pos/index.js';
import type { DiningTableService } from './dining-table.service.js';
import type { FrontService } from './front.service.js';

/** Tables and links: the store's users, and platform staff on the stores they may act on. */
const BODY: { access: RouteAccess } = { access: { roles: 'any', storeScope: 'body' } };
const QUERY: { access: RouteAccess } = { access: { roles: 'any', storeScope: 'query' } };
/** The customer's reads of their own orders: no session; the status token names the order. */
const CUSTOMER: { access: RouteAccess } = { access: { roles: 'public', storeScope: 'none' } };
/**
 * The customer's menu and orders: no session; the token names the store, and the policy refuses (403) when the
 * store's module for the token's channel is off (the kiosk's FRONT_ORDER, the phone's MOBILE_ORDER).
 */
const FRONT_MODULES = ['FRONT_ORDER', 'MOBILE_ORDER'] as const;
const ORDERING = (tokenField = 'token'): { access: RouteAccess } => ({
  access: { roles: 'public', storeScope: 'token', tokenField, modules: FRONT_MODULES },
});

export function diningTableRoutes(app: ZodApp, tables: DiningTableService): void {
  const paths = FRONT_PATHS.diningTable;
  app.get(paths.list.path, { schema: { querystring: diningTableListQuerySchema, response: { 200: frontEnvelopes.tables } }, config: QUERY }, async (request) =>
    ok(await tables.list(request.query.storeId)),
  );
  app.post(paths.add.path, { schema: { body: addDiningTableRequestSchema, response: { 200: frontEnvelopes.table } }, config: BODY }, async (request) =>
    ok(await tables.add(request.body)),
  );
  app.put(paths.update.path, { schema: { body: updateDiningTableRequestSchema, response: { 200: frontEnvelopes.table } }, config: BODY }, async (request) =>
    ok(await tables.update(request.body)),
  );
  app.put(paths.rotateToken.path, { schema: { body: diningTableIdRequestSchema, response: { 200: frontEnvelopes.table } }, config: BODY }, async (request) =>
    ok(await tables.rotateToken(request.body)),
  );
  app.delete(paths.remove.path, { schema: { querystring: diningTableIdQuerySchema, response: NO_DATA }, config: QUERY }, async (request) => {
    await tables.remove(request.query);
    return ok(null);
  });
  app.get(FRONT_PATHS.links.path, { schema: { querystring: storeIdQuerySchema, response: { 200: frontEnvelopes.links } }, config: QUERY }, async (request) =>
    ok(await tables.links(request.query.storeId)),
  );
}

export function frontRoutes(app: ZodApp, front: FrontService, files: FileService): void {
  app.get(FRONT_PATHS.menu.path, { schema: { querystring: frontMenuQuerySchema, response: { 200: frontEnvelopes.menu } }, config: ORDERING() }, async (request) =>
    ok(await front.menu(request.query.token, clientOf(request).ip)),
  );
  app.post(FRONT_PATHS.order.path, { schema: { body: frontOrderRequestSchema, response: { 200: frontEnvelopes.order } }, config: ORDERING() }, async (request, reply) => {
    const key = idempotencyKeySchema.safeParse(request.headers['idempotency-key']);
    if (!key.success) throw badRequest(key.error.issues[0]?.message);
    const { result, replayed } = await front.placeOrder(key.data, request.body, clientOf(request).ip);
    if (replayed) reply.header(IDEMPOTENT_REPLAY_HEADER, 'true');
    return ok(result);
  });
  // The customer's phone pays (docs/payments.md): the status token names the order.
  app.post(
    PAYMENT_PATHS.frontPay.path,
    { schema: { body: frontPayRequestSchema, response: { 200: envelopeSchema(frontPayResultSchema) } }, config: ORDERING('statusToken') },
    async (request) => ok(await front.pay(request.body)),
  );
  app.get(FRONT_PATHS.status.path, { schema: { querystring: frontStatusQuerySchema, response: { 200: frontEnvelopes.status } }, config: CUSTOMER }, async (request) =>
    ok(await front.status(request.query.statusToken)),
  );
  app.post(FRONT_PATHS.getOrderByUser.path, { schema: { body: getOrderByUserRequestSchema, response: { 200: frontEnvelopes.list } }, config: CUSTOMER }, async (request) =>
    ok(await front.ordersByUser(request.body.statusTokens)),
  );
  app.delete(FRONT_PATHS.remove.path, { schema: { querystring: frontRemoveQuerySchema, response: { 200: frontEnvelopes.status } }, config: ORDERING('id') }, async (request) =>
    ok(await front.remove(request.query.id)),
  );
  app.put(
    FRONT_PATHS.updateCount.path,
    { schema: { body: frontUpdateCountRequestSchema, response: { 200: frontEnvelopes.status } }, config: ORDERING('statusToken') },
    async (request) => ok(await front.updateCount(request.body)),
  );
  app.get(
    FRONT_PATHS.file.path,
    { schema: { params: fileParamsSchema, querystring: frontMenuQuerySchema }, config: ORDERING() },
    async (request, reply) => {
      const context = await front.resolve(request.query.token);
      return sendFile(reply, await files.readOfStore(request.params.id, context.store.id));
    },
  );
}

