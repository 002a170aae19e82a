import type { PaymentProvider } from '@diancan/core';
import type { FastifyBaseLogger } from 'fastify';
import type { Clock } from '../../platform/clock.js';
import type { PaymentsConfig } from '../../platform/config.js';
import type { Database } from '../../platform/db/database.js';
import { TokenVault } from '../delivery-platforms/index.js';
import { AttemptBook } from './attempts.js';
import { CounterChargeService } from './counter-charges.service.js';
import { JkoPayGateway, LinePayGateway } from './gateways.js';
import { JkoPayClient } from './jko-pay.client.js';
import { LinePayClient } from './line-pay.client.js';
import { OnlinePaymentService } from './online-payments.service.js';
import type { AttemptRow } from './payments.repository.js';
import { RefundDesk } from './refund-desk.js';
import { PaymentSettingsService } from './settings.service.js';
import { PaymentSettler } from './settler.js';
import { JkoPayStandIn } from './stand-ins/jko-pay.stand-in.js';
import { LinePayStandIn } from './stand-ins/line-pay.stand-in.js';
import { PaymentTransactionService } from './transactions.service.js';

export interface PaymentServices {
  settings: PaymentSettingsService;
  counter: CounterChargeService;
  refunds: RefundDesk;
  transactions: PaymentTransactionService;
  /** The phone's payments of self-ordering orders. */
  online: OnlinePaymentService;
  /** The status page's read: asks about the order's open phone payment now, and tells `onSettled` when it settled. */
  follow(orderId: number): Promise<void>;
  settler: PaymentSettler;
  book: AttemptBook;
  /** The local stand-ins this instance started (PAYMENT_STAND_INS), null for a provider reached at its URL. */
  standIns: { linePay: LinePayStandIn | null; jkoPay: JkoPayStandIn | null };
  /** Who hears a settled attempt (the phone payments mark their orders paid); set once at wiring. */
  onSettled: (attempt: AttemptRow) => Promise<void>;
  close(): Promise<void>;
}

/** Wallet payments (issue 34; docs/payments.md): the providers' clients, or their stand-ins, and the services on them. */
export async function createPaymentServices(deps: {
  db: Database;
  clock: Clock;
  log: FastifyBaseLogger;
  config: PaymentsConfig;
  /** The delivery platforms' vault key (DELIVERY_TOKEN_KEY) and data folder: one sealing key per install. */
  tokenKey: string | null;
  dataDir: string;
}): Promise<PaymentServices> {
  const { db, clock, log, config } = deps;
  const linePay = config.standIns && !config.linePayApiUrl ? await new LinePayStandIn().start() : null;
  const jkoPay = config.standIns && !config.jkoPayApiUrl && !config.jkoPayPosApiUrl ? await new JkoPayStandIn().start() : null;
  const linePayUrl = linePay?.url ?? config.linePayApiUrl ?? 'https://api-pay.line.me';
  const jkoOnlineUrl = jkoPay?.url ?? config.jkoPayApiUrl ?? 'https://onlinepay.jkopay.com';
  const jkoPosUrl = jkoPay?.url ?? config.jkoPayPosApiUrl ?? 'https://pos.jkopay.com';
  const gateways: Record<PaymentProvider, LinePayGateway | JkoPayGateway> = {
    LINE_PAY: new LinePayGateway(new LinePayClient(linePayUrl, config.callTimeoutMs), config.timings),
    JKO_PAY: new JkoPayGateway(new JkoPayClient(jkoPosUrl, jkoOnlineUrl, config.callTimeoutMs), config.timings),
  };
  const vault = TokenVault.load(deps.tokenKey, deps.dataDir);
  const settings = new PaymentSettingsService(db, clock, vault, { LINE_PAY: linePay !== null, JKO_PAY: jkoPay !== null });
  const book = new AttemptBook(db, clock, gateways, settings);
  const refunds = new RefundDesk(db, clock, log, settings, book);
  const counter = new CounterChargeService(db, clock, log, settings, book, refunds, { settleWaitMs: config.settleWaitMs, pollMs: config.pollMs });
  const services: PaymentServices = {
    settings,
    counter,
    refunds,
    transactions: new PaymentTransactionService(db, book, settings),
    online: new OnlinePaymentService(db, clock, settings, book),
    async follow(orderId) {
      const settled = await services.online.follow(orderId);
      if (settled && settled.status !== 'PENDING') await services.onSettled(settled);
    },
    book,
    standIns: { linePay, jkoPay },
    onSettled: async () => {},
    settler: undefined as unknown as PaymentSettler,
    async close() {
      await services.settler.stop();
      await Promise.all([linePay?.close(), jkoPay?.close()]);
    },
  };
  services.settler = new PaymentSettler(db, clock, log, book, refunds, { pollMs: config.pollMs, orphanAfterMs: config.timings.orphanAfterMs }, (attempt) => services.onSettled(attempt));
  return services;
}
