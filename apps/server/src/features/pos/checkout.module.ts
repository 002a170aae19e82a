import type { FastifyBaseLogger } from 'fastify';
import { inStaffArea } from '../../platform/auth/policy.js';
import type { Clock } from '../../platform/clock.js';
import type { Database } from '../../platform/db/database.js';
import type { ZodApp } from '../../platform/http/zod-app.js';
import type { RealtimeBus } from '../../platform/realtime/index.js';
import { automaticDiscountRoutes, AutomaticDiscountService } from '../automatic-discounts/index.js';
import { couponRoutes, CouponService } from '../coupons/index.js';
import { invoiceCheckRoutes, InvoiceCheckService, verificationProviderFromEnv } from '../invoice-checks/index.js';
import { OrderCreationService } from '../orders/index.js';
import { payMethodRoutes, PayMethodService } from '../pay-methods/index.js';
import type { PrintingService } from '../printing/index.js';
import type { KdsService } from '../kds/index.js';
import type { PaymentServices } from '../payments/index.js';
import { addOrderRoutes, type CheckoutPrinting, type ReplayedKitchenPrint } from './add-order.routes.js';

/** The point of sale's checkout (issue 5): order creation, pay methods, automatic discounts, coupons, invoice checks. */
export interface CheckoutServices {
  orders: OrderCreationService;
  payMethods: PayMethodService;
  automaticDiscounts: AutomaticDiscountService;
  /** The coupon panel and the checkout's code look-up; addOrder redeems them (docs/coupons.md). */
  coupons: CouponService;
  invoiceChecks: InvoiceCheckService;
  /** Printing of a checkout through a printer box (receipt, proof, kitchen, labels); never fails the checkout. */
  printInTransaction: CheckoutPrinting;
  /** The kitchen memory of an offline upload answered from an earlier send (docs/offline.md). */
  replayedKitchenPrint: ReplayedKitchenPrint;
  /** Wallet charges at the counter (docs/payments.md). */
  charges: PaymentServices['counter'];
}

export function createCheckoutServices(deps: {
  db: Database;
  clock: Clock;
  log: FastifyBaseLogger;
  realtime: RealtimeBus;
  contractGuard: ConstructorParameters<typeof OrderCreationService>[3];
  printing: Pick<PrintingService, 'queueCheckout' | 'recordTerminalKitchenPrint'>;
  /** The kitchen display's tickets, made in the checkout's transaction (docs/kds.md). */
  kitchenDisplay?: Pick<KdsService, 'ticketsInTransaction'>;
  charges: PaymentServices['counter'];
  /** Where the invoice check provider's settings are read (INVOICE_CHECK_PROVIDER, MOF_*). */
  env?: Record<string, string | undefined>;
}): CheckoutServices {
  const { db, clock, realtime } = deps;
  return {
    orders: new OrderCreationService(db, clock, realtime, deps.contractGuard),
    payMethods: new PayMethodService(db, clock, realtime),
    automaticDiscounts: new AutomaticDiscountService(db, clock, realtime),
    coupons: new CouponService(db, clock),
    invoiceChecks: new InvoiceCheckService(verificationProviderFromEnv(deps.env ?? process.env, deps.log)),
    printInTransaction: async (tx, outbox, storeId, result, kitchenPrinted) => {
      try {
        await deps.printing.queueCheckout(tx, outbox, storeId, result, kitchenPrinted);
      } catch (error) {
        // Undone to its savepoint: the order commits and is answered either way; 補印 prints what failed.
        deps.log.error({ err: error, storeId, orderId: result.orderId }, 'printing the checkout failed');
      }
      try {
        await deps.kitchenDisplay?.ticketsInTransaction(tx, outbox, storeId, result.orderId);
      } catch (error) {
        // Undone to its savepoint: the KDS makes the tickets after the order's event instead.
        deps.log.error({ err: error, storeId, orderId: result.orderId }, 'KDS tickets in the checkout failed');
      }
    },
    charges: deps.charges,
    replayedKitchenPrint: async (storeId, orderId) => {
      try {
        await deps.printing.recordTerminalKitchenPrint(storeId, orderId);
      } catch (error) {
        // The order stands either way; at worst a later board edit prints the whole order again as 加點.
        deps.log.error({ err: error, storeId, orderId }, 'recording the kitchen tickets printed at the terminal failed');
      }
    },
  };
}

export function checkoutRoutes(app: ZodApp, checkout: CheckoutServices): void {
  addOrderRoutes(app, checkout.orders, checkout.printInTransaction, checkout.replayedKitchenPrint, checkout.charges);
  // Staff mode: the checkout's settings are the back office's (SETTINGS for a staff member signed in on the session).
  inStaffArea(app, { at: 'back', needs: ['SETTINGS'] }, () => {
    payMethodRoutes(app, checkout.payMethods);
    automaticDiscountRoutes(app, checkout.automaticDiscounts);
    couponRoutes(app, checkout.coupons);
  });
  invoiceCheckRoutes(app, checkout.invoiceChecks);
}
