import {
  DELIVERY_PLATFORM_MSG,
  DELIVERY_PLATFORM_PATHS as paths,
  type DeliveryPlatform,
  deliveryPlatformAuthorizeRequestSchema,
  deliveryPlatformAutoAcceptRequestSchema,
  deliveryPlatformBindRequestSchema,
  deliveryPlatformQuerySchema,
  deliveryPlatformRequestSchema,
  deliveryPlatformStatusListSchema,
  deliveryPlatformStatusQuerySchema,
  deliveryPlatformStatusSchema,
  envelopeSchema,
  itemMappingListSchema,
  itemMappingSchema,
  itemMappingSetRequestSchema,
  orderCardSchema,
  platformOrderActionRequestSchema,
  platformStoreListSchema,
  testOrderResultSchema,
  thirdPartyInvoiceSwitchRequestSchema,
} from '@diancan/core';
import type { FastifyRequest } from 'fastify';
import { unauthorized } from '../../platform/errors/app-error.js';
import { ok } from '../../platform/errors/envelope.js';
import { STORE_BODY, STORE_QUERY } from '../../platform/http/route-kit.js';
import type { ZodApp } from '../../platform/http/zod-app.js';
import type { DeliveryPlatformService } from './delivery-platforms.service.js';
import type { BoardAction, PlatformOrderService } from './platform-orders.service.js';

function userIdOf(request: FastifyRequest): number {
  if (!request.principal) throw unauthorized();
  return request.principal.userId;
}

/** This server's webhook for the platform, as the browser reached it (the stand-in pushes its test order there). */
function webhookUrlOf(request: FastifyRequest, platform: DeliveryPlatform): string {
  const path = platform === 'UBER_EATS' ? paths.uberEatsWebhook.path : paths.foodpandaWebhook.path;
  return `${request.protocol}://${request.host}${path}`;
}

/** The delivery-platform-set page, the item matching and the board's actions: store users on their own stores. */
export function deliveryPlatformRoutes(app: ZodApp, platforms: DeliveryPlatformService, orders: PlatformOrderService): void {
  const status = { 200: envelopeSchema(deliveryPlatformStatusSchema) };
  app.get(
    paths.status.path,
    { schema: { querystring: deliveryPlatformStatusQuerySchema, response: { 200: envelopeSchema(deliveryPlatformStatusListSchema) } }, config: STORE_QUERY },
    async (request) => ok(await platforms.status(request.query.storeId, request.query.redirectUri)),
  );
  app.post(paths.authorize.path, { schema: { body: deliveryPlatformAuthorizeRequestSchema, response: status }, config: STORE_BODY }, async (request) => {
    const data = await platforms.authorize(request.body);
    return { ...ok(data), message: request.body.authorized ? DELIVERY_PLATFORM_MSG.AUTHORIZED : null };
  });
  app.get(
    paths.storeInfo.path,
    { schema: { querystring: deliveryPlatformQuerySchema, response: { 200: envelopeSchema(platformStoreListSchema) } }, config: STORE_QUERY },
    async (request) => ok(await platforms.storeInfo(request.query.storeId, request.query.platform)),
  );
  app.post(paths.bind.path, { schema: { body: deliveryPlatformBindRequestSchema, response: status }, config: STORE_BODY }, async (request) =>
    ok(await platforms.bind(request.body.storeId, request.body.platform, request.body.platformStoreId)),
  );
  app.post(paths.unbind.path, { schema: { body: deliveryPlatformRequestSchema, response: status }, config: STORE_BODY }, async (request) =>
    ok(await platforms.unbind(request.body.storeId, request.body.platform)),
  );
  app.put(paths.autoAccept.path, { schema: { body: deliveryPlatformAutoAcceptRequestSchema, response: status }, config: STORE_BODY }, async (request) =>
    ok(await platforms.setAutoAccept(request.body.storeId, request.body.platform, request.body.autoAccept)),
  );
  app.put(
    paths.thirdPartyInvoiceSwitch.path,
    { schema: { body: thirdPartyInvoiceSwitchRequestSchema, response: status }, config: STORE_BODY },
    async (request) => ok(await platforms.setInvoiceSwitch(request.body.storeId, request.body.platform, request.body.invoiceSwitch)),
  );
  app.get(
    paths.itemMappingList.path,
    { schema: { querystring: deliveryPlatformQuerySchema, response: { 200: envelopeSchema(itemMappingListSchema) } }, config: STORE_QUERY },
    async (request) => ok(await platforms.mappings(request.query.storeId, request.query.platform)),
  );
  app.post(
    paths.itemMappingSet.path,
    { schema: { body: itemMappingSetRequestSchema, response: { 200: envelopeSchema(itemMappingSchema) } }, config: STORE_BODY },
    async (request) => ok(await platforms.setMapping(request.body)),
  );
  app.post(
    paths.sendTestOrder.path,
    { schema: { body: deliveryPlatformRequestSchema, response: { 200: envelopeSchema(testOrderResultSchema) } }, config: STORE_BODY },
    async (request) => ok(await platforms.sendTestOrder(request.body.storeId, request.body.platform, webhookUrlOf(request, request.body.platform))),
  );
  const actions: [BoardAction, { path: string }][] = [
    ['accept', paths.acceptOrder],
    ['deny', paths.denyOrder],
    ['ready', paths.readyOrder],
    ['cancel', paths.cancelOrder],
  ];
  for (const [action, route] of actions) {
    app.post(
      route.path,
      { schema: { body: platformOrderActionRequestSchema, response: { 200: envelopeSchema(orderCardSchema) } }, config: STORE_BODY },
      async (request) => ok(await orders.act(userIdOf(request), action, request.body)),
    );
  }
}

/**
 * The platforms' webhooks: no session (the platform is the caller), verified by the adapter over the RAW body, which
 * this scope keeps as a Buffer (a JSON parse and re-serialization would not give back the signed bytes).
 */
export function deliveryWebhookRoutes(app: ZodApp, orders: PlatformOrderService): void {
  void app.register(async (scope) => {
    scope.removeAllContentTypeParsers();
    scope.addContentTypeParser('*', { parseAs: 'buffer' }, (_request, body, done) => done(null, body));
    const access = { access: { roles: 'public', storeScope: 'none' } } as const;
    const hooks: [DeliveryPlatform, string][] = [
      ['UBER_EATS', paths.uberEatsWebhook.path],
      ['FOODPANDA', paths.foodpandaWebhook.path],
    ];
    for (const [platform, path] of hooks) {
      scope.post(path, { config: access }, async (request, reply) => {
        const raw = Buffer.isBuffer(request.body) ? request.body : Buffer.alloc(0);
        const answer = await orders.webhook(platform, raw, request.headers);
        return answer === null ? reply.code(200).send() : reply.code(200).send(answer);
      });
    }
  });
}
