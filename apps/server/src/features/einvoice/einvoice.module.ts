import type { Clock } from '../../platform/clock.js';
import type { Database } from '../../platform/db/database.js';
import type { ZodApp } from '../../platform/http/zod-app.js';
import type { RealtimeBus } from '../../platform/realtime/index.js';
import type { OrderInvoicePort } from './invoice-port.js';
import type { SlipPrinter } from '../../platform/print/slip-printer.js';
import { einvoiceRoutes } from './einvoice.routes.js';
import { OrderInvoiceService } from './invoice.service.js';
import { refundRoutes } from './operations.routes.js';
import { type ProviderRefundPort, RefundService } from './refund.service.js';
import { offlineBlockRoutes } from './offline-blocks.routes.js';
import { OfflineBlockService } from './offline-blocks.service.js';
import { EinvoiceSettingsService } from './settings.service.js';
import { TurnkeyService } from './turnkey.service.js';

/**
 * The e-invoice area (issue 6; docs/einvoice.md). `orderInvoices` is the OrderInvoicePort the order board and the
 * reports pass to their modules; the checkout issues through `issuance.ts` inside its own transaction.
 */
export interface EinvoiceServices {
  settings: EinvoiceSettingsService;
  invoices: OrderInvoiceService;
  orderInvoices: OrderInvoicePort;
  refunds: RefundService;
  turnkey: TurnkeyService;
  offlineBlocks: OfflineBlockService;
}

export function createEinvoiceServices(deps: {
  db: Database;
  clock: Clock;
  realtime: RealtimeBus;
  turnkeyDir: string | null;
  providerRefunds?: ProviderRefundPort;
}): EinvoiceServices {
  const invoices = new OrderInvoiceService(deps.db, deps.clock);
  return {
    settings: new EinvoiceSettingsService(deps.db, deps.clock, deps.realtime),
    invoices,
    orderInvoices: invoices,
    refunds: new RefundService(deps.db, deps.clock, deps.realtime, deps.providerRefunds ?? null),
    turnkey: new TurnkeyService(deps.db, deps.clock, deps.turnkeyDir),
    offlineBlocks: new OfflineBlockService(deps.db, deps.clock),
  };
}

export function registerEinvoiceRoutes(app: ZodApp, einvoice: EinvoiceServices, slips: SlipPrinter): void {
  einvoiceRoutes(app, einvoice.settings, einvoice.invoices, slips);
  refundRoutes(app, einvoice.refunds, einvoice.turnkey, slips);
  offlineBlockRoutes(app, einvoice.offlineBlocks);
}
