import type { DeliveryPlatform } from '@diancan/core';
import type { FastifyBaseLogger } from 'fastify';
import type { Clock } from '../../platform/clock.js';
import type { DeliveryPlatformsConfig } from '../../platform/config.js';
import type { Database } from '../../platform/db/database.js';
import type { ZodApp } from '../../platform/http/zod-app.js';
import type { RealtimeBus } from '../../platform/realtime/index.js';
import type { OrderCreationService } from '../orders/index.js';
import { DeliveryPlatformService } from './delivery-platforms.service.js';
import { deliveryPlatformRoutes, deliveryWebhookRoutes } from './delivery-platforms.routes.js';
import { FoodpandaAdapter } from './foodpanda.adapter.js';
import { OAuthState } from './oauth-state.js';
import type { DeliveryPlatformAdapter } from './platform-adapter.js';
import { type PlatformOrderBoard, PlatformOrderService } from './platform-orders.service.js';
import { PlatformOutbox } from './platform-outbox.js';
import { PlatformTokenStore } from './platform-tokens.js';
import { FOODPANDA_STAND_IN_CLIENT, FoodpandaStandIn } from './stand-ins/foodpanda.stand-in.js';
import { UBER_STAND_IN_CLIENT, UberEatsStandIn } from './stand-ins/uber-eats.stand-in.js';
import { TokenVault } from './token-vault.js';
import { UberEatsAdapter } from './uber-eats.adapter.js';

/** Uber Eats and foodpanda (issue 20; docs/delivery-platforms.md). */
export interface DeliveryPlatformServices {
  platforms: DeliveryPlatformService;
  orders: PlatformOrderService;
  /** The stand-ins this server started (platforms without credentials, when stand-ins are on). */
  standIns: { uberEats: UberEatsStandIn | null; foodpanda: FoodpandaStandIn | null };
  /** Starts the outbox once the order board is wired in (see services.ts). */
  start(board: PlatformOrderBoard): void;
  close(): Promise<void>;
}

/** The adapters of the platforms with credentials, and stand-ins (started here) for the others when asked for. */
async function adaptersOf(config: DeliveryPlatformsConfig) {
  const adapters = new Map<DeliveryPlatform, DeliveryPlatformAdapter>();
  let uberEats: UberEatsStandIn | null = null;
  let foodpanda: FoodpandaStandIn | null = null;
  if (config.uberEats) {
    adapters.set('UBER_EATS', new UberEatsAdapter({ ...config.uberEats, standIn: false }));
  } else if (config.standIns) {
    uberEats = new UberEatsStandIn();
    const url = (await uberEats.server.start()).url;
    adapters.set('UBER_EATS', new UberEatsAdapter({ ...UBER_STAND_IN_CLIENT, apiUrl: url, authUrl: url, standIn: true }));
  }
  if (config.foodpanda) {
    adapters.set('FOODPANDA', new FoodpandaAdapter({ ...config.foodpanda, standIn: false }));
  } else if (config.standIns) {
    foodpanda = new FoodpandaStandIn();
    const url = (await foodpanda.server.start()).url;
    adapters.set('FOODPANDA', new FoodpandaAdapter({ ...FOODPANDA_STAND_IN_CLIENT, apiUrl: url, standIn: true }));
  }
  return { adapters, standIns: { uberEats, foodpanda } };
}

export async function createDeliveryPlatformServices(deps: {
  db: Database;
  clock: Clock;
  log: FastifyBaseLogger;
  config: DeliveryPlatformsConfig;
  dataDir: string;
  orders: OrderCreationService;
  realtime: RealtimeBus;
}): Promise<DeliveryPlatformServices> {
  const { db, clock, log } = deps;
  const vault = TokenVault.load(deps.config.tokenKey, deps.dataDir);
  const tokens = new PlatformTokenStore(db, clock, vault);
  const { adapters, standIns } = await adaptersOf(deps.config);
  let board: PlatformOrderBoard | null = null;
  const orders = new PlatformOrderService({
    db,
    clock,
    log,
    adapters,
    tokens,
    orders: deps.orders,
    realtime: deps.realtime,
    board: () => {
      if (!board) throw new Error('the delivery platforms were not started');
      return board;
    },
  });
  const outbox = new PlatformOutbox(
    db,
    clock,
    log,
    (job) => orders.runJob(job),
    (job) => orders.jobSettled(job),
    { run: () => orders.expireOverdue(), nextAt: () => orders.nextExpiry() },
  );
  // The board's status changes queue platform calls in their transaction; the bus tells when they committed.
  const unsubscribe = deps.realtime.subscribe((event) => {
    if (event.kind === 'message' && event.message.type === 'ORDER_UPDATED') orders.afterOrderCommitted();
  });
  return {
    platforms: new DeliveryPlatformService({ db, clock, log, adapters, tokens, state: new OAuthState(vault.signingKey('oauth-state')), realtime: deps.realtime }),
    orders,
    standIns,
    start(orderBoard) {
      board = orderBoard;
      orders.outbox = outbox;
      outbox.kick();
    },
    async close() {
      unsubscribe();
      await outbox.stop();
      await Promise.all([standIns.uberEats?.server.close(), standIns.foodpanda?.server.close()]);
    },
  };
}

export function registerDeliveryPlatformRoutes(app: ZodApp, services: DeliveryPlatformServices): void {
  deliveryPlatformRoutes(app, services.platforms, services.orders);
  deliveryWebhookRoutes(app, services.orders);
}
