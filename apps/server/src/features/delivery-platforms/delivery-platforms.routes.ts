import {
  type ApiRoute,
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
import { principalOf } from '../../platform/auth/policy.js';
import { ok } from '../../platform/errors/envelope.js';
import { jsonCall, STORE_BODY, STORE_QUERY } from '../../platform/http/route-kit.js';
import type { ZodApp } from '../../platform/http/zod-app.js';
import type { DeliveryPlatformService } from './delivery-platforms.service.js';
import type { BoardAction, PlatformOrderService } from './platform-orders.service.js';

/** This server's webhook for the platform, as the browser reached it (the stand-in pushes its test order there). */
function webhookUrlOf(request: FastifyRequest, platform: DeliveryPlatform): string {
  const path = platform === 'UBER_EATS' ? paths.uberEatsWebhook.path : paths.foodpandaWebhook.path;
  return `${request.protocol}://${request.host}${path}`;
}

/** The delivery-platform-set page, the item matching and the board's actions: store users on their own stores. */
export function deliveryPlatformRoutes(app: ZodApp, platforms: DeliveryPlatformService, orders: PlatformOrderService): void {
  const status = deliveryPlatformStatusSchema;
  jsonCall(app, paths.status, STORE_QUERY, { input: deliveryPlatformStatusQuerySchema, data: deliveryPlatformStatusListSchema }, (query) =>
    platforms.status(query.storeId, query.redirectUri),
  );
  // Not a jsonCall: its answer carries the spec's message 授權成功 beside the data.
  app.post(paths.authorize.path, { schema: { body: deliveryPlatformAuthorizeRequestSchema, response: { 200: envelopeSchema(status) } }, config: STORE_BODY }, async (request) => {
    const data = await platforms.authorize(request.body);
    return { ...ok(data), message: request.body.authorized ? DELIVERY_PLATFORM_MSG.AUTHORIZED : null };
  });
  jsonCall(app, paths.storeInfo, STORE_QUERY, { input: deliveryPlatformQuerySchema, data: platformStoreListSchema }, (query) =>
    platforms.storeInfo(query.storeId, query.platform),
  );
  jsonCall(app, paths.bind, STORE_BODY, { input: deliveryPlatformBindRequestSchema, data: status }, (body) =>
    platforms.bind(body.storeId, body.platform, body.platformStoreId),
  );
  jsonCall(app, paths.unbind, STORE_BODY, { input: deliveryPlatformRequestSchema, data: status }, (body) => platforms.unbind(body.storeId, body.platform));
  jsonCall(app, paths.autoAccept, STORE_BODY, { input: deliveryPlatformAutoAcceptRequestSchema, data: status }, (body) =>
    platforms.setAutoAccept(body.storeId, body.platform, body.autoAccept),
  );
  jsonCall(app, paths.thirdPartyInvoiceSwitch, STORE_BODY, { input: thirdPartyInvoiceSwitchRequestSchema, data: status }, (body) =>
    platforms.setInvoiceSwitch(body.storeId, body.platform, body.invoiceSwitch),
  );
  jsonCall(app, paths.itemMappingList, STORE_QUERY, { input: deliveryPlatformQuerySchema, data: itemMappingListSchema }, (query) =>
    platforms.mappings(query.storeId, query.platform),
  );
  jsonCall(app, paths.itemMappingSet, STORE_BODY, { input: itemMappingSetRequestSchema, data: itemMappingSchema }, (body) => platforms.setMapping(body));
  jsonCall(app, paths.sendTestOrder, STORE_BODY, { input: deliveryPlatformRequestSchema, data: testOrderResultSchema }, (body, request) =>
    platforms.sendTestOrder(body.storeId, body.platform, webhookUrlOf(request, body.platform)),
  );
  const actions: [BoardAction, ApiRoute][] = [
    ['accept', paths.acceptOrder],
    ['deny', paths.denyOrder],
    ['ready', paths.readyOrder],
    ['cancel', paths.cancelOrder],
  ];
  for (const [action, route] of actions) {
    jsonCall(app, route, STORE_BODY, { input: platformOrderActionRequestSchema, data: orderCardSchema }, (body, request) =>
      orders.act(principalOf(request).userId, action, body),
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
