import type { FastifyBaseLogger } from 'fastify';
import type { Clock } from '../../platform/clock.js';
import type { Database } from '../../platform/db/database.js';
import type { ZodApp } from '../../platform/http/zod-app.js';
import type { RealtimeBus } from '../../platform/realtime/index.js';
import { automaticDiscountRoutes, AutomaticDiscountService } from '../automatic-discounts/index.js';
import { invoiceCheckRoutes, InvoiceCheckService, verificationProviderFromEnv } from '../invoice-checks/index.js';
import { OrderCreationService } from '../orders/index.js';
import { payMethodRoutes, PayMethodService } from '../pay-methods/index.js';
import { addOrderRoutes } from './add-order.routes.js';

/** The point of sale's checkout (issue 5): order creation, pay methods, automatic discounts, invoice checks. */
export interface CheckoutServices {
  orders: OrderCreationService;
  payMethods: PayMethodService;
  automaticDiscounts: AutomaticDiscountService;
  invoiceChecks: InvoiceCheckService;
}

export function createCheckoutServices(deps: {
  db: Database;
  clock: Clock;
  log: FastifyBaseLogger;
  realtime: RealtimeBus;
  contractGuard: ConstructorParameters<typeof OrderCreationService>[3];
  /** Where the invoice check provider's settings are read (INVOICE_CHECK_PROVIDER, MOF_*). */
  env?: Record<string, string | undefined>;
}): CheckoutServices {
  const { db, clock, realtime } = deps;
  return {
    orders: new OrderCreationService(db, clock, realtime, deps.contractGuard),
    payMethods: new PayMethodService(db, clock, realtime),
    automaticDiscounts: new AutomaticDiscountService(db, clock, realtime),
    invoiceChecks: new InvoiceCheckService(verificationProviderFromEnv(deps.env ?? process.env, deps.log)),
  };
}

export function checkoutRoutes(app: ZodApp, checkout: CheckoutServices): void {
  addOrderRoutes(app, checkout.orders);
  payMethodRoutes(app, checkout.payMethods);
  automaticDiscountRoutes(app, checkout.automaticDiscounts);
  invoiceCheckRoutes(app, checkout.invoiceChecks);
}
