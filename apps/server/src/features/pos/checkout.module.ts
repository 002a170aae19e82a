import type { AddOrderResult } from '@diancan/core';
import type { FastifyBaseLogger } from 'fastify';
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
import { addOrderRoutes } from './add-order.routes.js';

/** The point of sale's checkout (issue 5): order creation, pay methods, automatic discounts, coupons, invoice checks. */
export interface CheckoutServices {
  orders: OrderCreationService;
  payMethods: PayMethodService;
  automaticDiscounts: AutomaticDiscountService;
  /** The coupon panel and the checkout's code look-up; addOrder redeems them (docs/coupons.md). */
  coupons: CouponService;
  invoiceChecks: InvoiceCheckService;
  /** Printing after a checkout (receipt, kitchen, labels, proof through a printer box); never fails the checkout. */
  afterCheckout: (storeId: number, result: AddOrderResult) => Promise<void>;
}

export function createCheckoutServices(deps: {
  db: Database;
  clock: Clock;
  log: FastifyBaseLogger;
  realtime: RealtimeBus;
  contractGuard: ConstructorParameters<typeof OrderCreationService>[3];
  printing: Pick<PrintingService, 'afterCheckout'>;
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
    afterCheckout: async (storeId, result) => {
      try {
        await deps.printing.afterCheckout(storeId, result);
      } catch (error) {
        // The order is committed and answered either way; a print that failed can be printed again (補印).
        deps.log.error({ err: error, storeId, orderId: result.orderId }, 'printing after checkout failed');
      }
    },
  };
}

export function checkoutRoutes(app: ZodApp, checkout: CheckoutServices): void {
  addOrderRoutes(app, checkout.orders, checkout.afterCheckout);
  payMethodRoutes(app, checkout.payMethods);
  automaticDiscountRoutes(app, checkout.automaticDiscounts);
  couponRoutes(app, checkout.coupons);
  invoiceCheckRoutes(app, checkout.invoiceChecks);
}
