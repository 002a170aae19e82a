import { randomBytes, randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { PAY_METHOD_PATHS, PAYMENT_PATHS, type PayMethod } from '@diancan/core';
import type { PaymentsConfig } from '../../src/platform/config.js';
import { paymentAttempts } from '../../src/platform/db/schema/index.js';
import type { JkoPayStandIn, LinePayStandIn } from '../../src/features/payments/index.js';
import { dataOf } from '../harness.js';
import { startTablesWorld, type TablesWorld } from '../tables/tables-fixtures.js';

/**
 * The world of the wallet-payment tests (docs/payments.md): the table-service world on a server that starts its own
 * LINE Pay and JKOPay stand-ins (real HTTP, signatures checked), the store's channel and merchant saved and enabled,
 * and short windows (the client gives up after 1 s, a `late` answer comes after 2.5 s).
 */
export const CHANNEL = { channelId: '1650000078', channelSecret: `secret-${randomUUID()}` };
export const JKO = { merchantId: 'JKOTEST2', storeCode: 'S8', apiKey: `key-${randomUUID()}`, secretKey: `jko-${randomUUID()}` };

export const PAYMENTS_CONFIG: PaymentsConfig = {
  standIns: true,
  linePayApiUrl: null,
  jkoPayApiUrl: null,
  jkoPayPosApiUrl: null,
  callTimeoutMs: 1000,
  settleWaitMs: 4000,
  pollMs: 100,
  timings: { notFoundAfterMs: 4000, jkoInquiryAfterMs: 300, jkoCancelAfterMs: 1500, onlineExpiryMs: 60_000, orphanAfterMs: 3000 },
};

export interface PaymentWorld extends TablesWorld {
  jkoMethod: PayMethod;
  linePayStandIn(): LinePayStandIn;
  jkoStandIn(): JkoPayStandIn;
  attemptsOfKey(key: string): Promise<(typeof paymentAttempts.$inferSelect)[]>;
  attemptsOfOrder(orderId: number): Promise<(typeof paymentAttempts.$inferSelect)[]>;
}

export async function startPaymentWorld(logSink?: (line: string) => void): Promise<PaymentWorld> {
  const tokenKey = randomBytes(32).toString('base64');
  const world = await startTablesWorld({
    config: { payments: PAYMENTS_CONFIG, deliveryPlatforms: { standIns: false, tokenKey, uberEats: null, foodpanda: null } },
    ...(logSink ? { logLevel: 'debug' as const, logSink } : {}),
  });
  const { owner, storeId, server } = world;
  const standIns = server.app.services.payments.standIns;
  const linePay = standIns.linePay!;
  const jko = standIns.jkoPay!;
  linePay.registerChannel(CHANNEL.channelId, CHANNEL.channelSecret);
  linePay.lateMs = 2500;
  linePay.processingMs = 1500;
  jko.registerMerchant(JKO.merchantId, JKO.apiKey, JKO.secretKey);
  jko.inquiryAfterMs = 300;
  jko.lateMs = 2500;
  jko.processingMs = 1000;
  dataOf(await owner.put(PAYMENT_PATHS.linePay.path, { storeId, ...CHANNEL, enabled: true }));
  dataOf(await owner.put(PAYMENT_PATHS.jkoPay.path, { storeId, ...JKO, enabled: true }));
  const methods = await world.payMethods();
  const jkoMethod =
    methods.find((method) => method.statisticKey === 'JKO_PAY') ??
    dataOf(await owner.post<PayMethod>(PAY_METHOD_PATHS.add.path, { storeId, name: '街口支付', statisticKey: 'JKO_PAY' }));
  return {
    ...world,
    jkoMethod,
    linePayStandIn: () => linePay,
    jkoStandIn: () => jko,
    attemptsOfKey: (key) => server.db.select().from(paymentAttempts).where(eq(paymentAttempts.idempotencyKey, key)),
    attemptsOfOrder: (orderId) => server.db.select().from(paymentAttempts).where(eq(paymentAttempts.orderId, orderId)),
  };
}
