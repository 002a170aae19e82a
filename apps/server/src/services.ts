import type { FastifyBaseLogger } from 'fastify';
import { AuditLog } from './platform/auth/audit.js';
import { SessionService } from './platform/auth/sessions.js';
import type { Clock } from './platform/clock.js';
import type { AppConfig } from './platform/config.js';
import { type Database, postgresHandle } from './platform/db/database.js';
import { Mailer } from './platform/mail/mailer.js';
import { RateLimiter } from './platform/rate-limit/rate-limiter.js';
import { publishAfterCommit, type RealtimeBus } from './platform/realtime/index.js';
import { AppError } from './platform/errors/app-error.js';
import { formatOrderNo } from '@diancan/core';
import { AccountService, DeviceSettingService } from './features/account/index.js';
import { createMenuServices, type MenuServices } from './features/menu/index.js';
import { brandItemPort, type ChainServices, createChainServices } from './features/chains/index.js';
import { createCheckoutServices, type CheckoutServices } from './features/pos/index.js';
import { AuthService, ForgotPasswordService } from './features/auth/index.js';
import { OpService } from './features/op/index.js';
import { SettingsService } from './features/settings/index.js';
import { SystemService } from './features/system/index.js';
import { createOfficeServices, type OfficeServices } from './features/office/index.js';
import { createEinvoiceServices, type EinvoiceServices } from './features/einvoice/index.js';
import { createDrawerReportServices, type DrawerReportServices, createReportServices, type ReportServices } from './features/reports/index.js';
import { createOrderBoardServices, type OrderBoardServices } from './features/order-board/index.js';
import { createStaffServices, type StaffServices } from './features/staff/index.js';
import { StoreSettingService, BusinessSettingService } from './features/store-settings/index.js';
import { PrintingService } from './features/printing/index.js';
import { createFrontServices, type FrontServices, settingsFromStoreSettings } from './features/front-order/index.js';
import { TablesService } from './features/tables/index.js';
import { MemberService } from './features/members/index.js';
import { createDeliveryPlatformServices, type DeliveryPlatformServices } from './features/delivery-platforms/index.js';
import { createPaymentServices, type PaymentServices } from './features/payments/index.js';
import { KdsService } from './features/kds/index.js';

/** Every service of the app, built once per app instance (the composition root). */
export interface Services {
  db: Database;
  clock: Clock;
  sessions: SessionService;
  rateLimiter: RateLimiter;
  mailer: Mailer;
  audit: AuditLog;
  auth: AuthService;
  forgotPassword: ForgotPasswordService;
  account: AccountService;
  settings: SettingsService;
  system: SystemService;
  op: OpService;
  menu: MenuServices;
  office: OfficeServices;
  checkout: CheckoutServices;
  einvoice: EinvoiceServices;
  drawerReports: DrawerReportServices;
  orderBoard: OrderBoardServices;
  reports: ReportServices;
  /** Brands, their menu publishing and reports across their stores (docs/chains.md). */
  chains: ChainServices;
  storeSettings: StoreSettingService;
  front: FrontServices;
  /** Table service's areas, floor and settings (docs/tables.md); split / move / merge are the order board's. */
  tables: TablesService;
  staff: StaffServices;
  deviceSettings: DeviceSettingService;
  businessSettings: BusinessSettingService;
  printing: PrintingService;
  deliveryPlatforms: DeliveryPlatformServices;
  payments: PaymentServices;
  /** Members and points (docs/members.md); the checkout records points through features/members' functions. */
  members: MemberService;
  kds: KdsService;
  close(): Promise<void>;
}

export async function createServices(deps: {
  config: AppConfig;
  db: Database;
  clock: Clock;
  log: FastifyBaseLogger;
  realtime: RealtimeBus;
}): Promise<Services> {
  const { config, db, clock, log, realtime } = deps;
  const timeouts = {
    idleMinutes: config.sessionIdleMinutes,
    absoluteHours: config.sessionAbsoluteHours,
    managerCodeIdleMinutes: config.managerCodeIdleMinutes,
  };
  const sessions = new SessionService(db, timeouts, clock, log);
  const rateLimiter = new RateLimiter(db, clock);
  const mailer = new Mailer(db, { smtpUrl: config.smtpUrl, from: config.mailFrom }, clock, log);
  const audit = new AuditLog(db, clock, log);
  const office = createOfficeServices({ db, clock, log, realtime, sessions, mailer, mailFrom: config.mailFrom });
  const payments = await createPaymentServices({
    db,
    clock,
    log,
    config: config.payments,
    tokenKey: config.deliveryPlatforms.tokenKey,
    dataDir: config.dataDir,
  });
  const einvoice = createEinvoiceServices({
    db,
    clock,
    realtime,
    turnkeyDir: config.einvoiceTurnkeyDir,
    providerRefunds: {
      refundOrder: (tx, refund) => payments.refunds.refundOrder(tx, refund.storeId, refund.orderId, refund.amountCents, refund.refundKey),
      keepIncomplete: (error) => payments.refunds.keepIncomplete(error),
    },
  });
  // The reports read from a replica when one is named (docs/deploy.md); a few connections are enough for them.
  const reportsReplica = config.reportsDatabaseUrl ? postgresHandle(config.reportsDatabaseUrl, 4, 'read-only') : null;
  const reports = createReportServices({ db, reads: reportsReplica?.db ?? db, clock, mailer, orderInvoices: einvoice.orderInvoices });
  const printing = new PrintingService(db, clock, realtime, einvoice.invoices, config.publicOrigin);
  const menu = createMenuServices({ db, clock, log, realtime, brandItems: brandItemPort });
  // The kitchen display follows every order path through the realtime bus (the POS checkout makes its tickets in its own
  // transaction); READY goes through the board's change path.
  const kds = new KdsService(db, clock, realtime, {
    markReady: async (storeId, orderId) => {
      try {
        await orderBoard.board.systemStatusChange(storeId, orderId, 'READY', '廚房出餐完成');
      } catch (error) {
        // Moved on meanwhile (completed or cancelled at the counter): the order keeps the status it has.
        if (!(error instanceof AppError)) log.error({ err: error, storeId, orderId }, 'KDS: marking the order READY failed');
      }
    },
  }, log);
  const checkout = createCheckoutServices({
    db,
    clock,
    log,
    realtime,
    contractGuard: office.contracts,
    printing,
    charges: payments.counter,
    kitchenDisplay: kds,
  });
  const businessSettings = new BusinessSettingService(db, clock, realtime);
  const deliveryPlatforms = await createDeliveryPlatformServices({
    db,
    clock,
    log,
    config: config.deliveryPlatforms,
    dataDir: config.dataDir,
    orders: checkout.orders,
    realtime,
  });
  const orderBoard = createOrderBoardServices({
    db,
    clock,
    realtime,
    invoices: einvoice.orderInvoices,
    platformOrders: deliveryPlatforms.orders,
    // updateOrderPaid charges wallets and splits the bill as the checkout does (docs/payments.md).
    charges: {
      keyOf: (orderId, version, parts) => payments.counter.keyOfOpenOrder(orderId, version, parts),
      taken: (storeId, orderId, key) => payments.counter.takenByOrder(storeId, orderId, key),
      charge: (input) => payments.counter.chargeOpenOrder(input),
    },
    kitchen: {
      afterOrderEdit: (storeId, orderId) =>
        printing.afterOrderEdit(storeId, orderId).catch((error: unknown) => {
          // The edit is committed either way; 補印 prints the kitchen ticket again.
          log.error({ err: error, storeId, orderId }, 'kitchen ticket after an order edit failed');
        }),
      afterTableChange: (storeId, change) =>
        printing.afterTableChange(storeId, change).catch((error: unknown) => {
          // The split, move or merge is committed either way; 補印 prints the kitchen ticket again.
          log.error({ err: error, storeId, orderIds: change.orderIds }, 'kitchen ticket after a table change failed');
        }),
    },
  });
  const members = new MemberService(db, clock);
  const front = await createFrontServices({
    db,
    clock,
    members,
    orders: checkout.orders,
    posMenu: menu.pos,
    rateLimiter,
    realtime,
    settings: settingsFromStoreSettings(businessSettings),
    changes: orderBoard.board,
    payments: {
      payFirst: (storeId) => payments.online.payFirst(storeId),
      start: (order, provider) => payments.online.start(order, provider),
      follow: (orderId) => payments.follow(orderId),
      online: (storeId) => payments.online.offered(storeId),
    },
    tickets: {
      printNumberTicket: async (storeId, orderId) => {
        try {
          await printing.numberTicket(storeId, orderId);
        } catch (error) {
          // The order is committed and answered either way; the counter can print its receipt again (補印).
          log.error({ err: error, storeId, orderId }, 'printing the kiosk number ticket failed');
        }
      },
    },
  });
  // The platforms' orders move through the board's change path (auto-accept, the platform's cancellations).
  deliveryPlatforms.start(orderBoard.board);
  // A phone payment settled: the order is paid, and a 先付款 order reaches the board now.
  payments.onSettled = async (attempt) => {
    if (attempt.channel !== 'ONLINE' || attempt.status !== 'PAID' || attempt.orderId === null || attempt.payMethodId === null) return;
    const { storeId, orderId, payMethodId } = attempt;
    try {
      const released = await orderBoard.board.systemMarkPaid(storeId, orderId, payMethodId, `線上付款：${attempt.provider === 'LINE_PAY' ? 'LINE Pay' : '街口支付'}`);
      if (released) {
        await publishAfterCommit(realtime, async (outbox) => {
          outbox.add({ destination: 'store', storeId }, 'NEW_ORDER', { storeId, orderId, orderNo: formatOrderNo(released.orderNumber), channel: released.source });
        });
      }
    } catch (error) {
      // Paid twice over (the status page and the worker at once) is fine; anything else is logged for 付款對帳.
      if (!(error instanceof AppError && error.statusCode === 409)) log.error({ err: error, attemptId: attempt.id }, 'marking a phone payment paid failed');
    }
  };
  // Attempts a crash left between their call and its answer are settled now, by the providers' status calls.
  payments.settler.start();
  return {
    db,
    clock,
    sessions,
    rateLimiter,
    mailer,
    audit,
    auth: new AuthService(db, sessions, rateLimiter, audit),
    forgotPassword: new ForgotPasswordService(db, sessions, rateLimiter, mailer, audit, clock, realtime),
    account: new AccountService(db, sessions, rateLimiter, audit, clock, realtime),
    settings: new SettingsService(db),
    system: new SystemService(db, clock, { realtime, sessions, caches: office.caches }),
    op: new OpService(db, rateLimiter, clock),
    menu,
    office,
    checkout,
    einvoice,
    drawerReports: createDrawerReportServices({ db, clock, realtime }),
    orderBoard,
    reports,
    chains: createChainServices({ db, clock, log, menuChanges: menu.changes, turnover: reports.turnover, ranking: reports.ranking }),
    storeSettings: new StoreSettingService(db, clock, realtime),
    front,
    tables: new TablesService(db, clock, realtime),
    staff: createStaffServices({ db, clock, rateLimiter, sessions, log }),
    deviceSettings: new DeviceSettingService(db, clock, realtime),
    businessSettings,
    printing,
    deliveryPlatforms,
    payments,
    members,
    kds,
    async close() {
      await kds.close();
      await payments.close();
      mailer.close();
      await deliveryPlatforms.close();
      await reportsReplica?.close();
    },
  };
}
