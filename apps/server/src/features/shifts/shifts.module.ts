import type { Clock } from '../../platform/clock.js';
import type { Database } from '../../platform/db/database.js';
import type { ZodApp } from '../../platform/http/zod-app.js';
import type { RealtimeBus } from '../../platform/realtime/index.js';
import { cashDrawerRoutes } from '../cash-drawer/cash-drawer.routes.js';
import { CashDrawerService } from '../cash-drawer/cash-drawer.service.js';
import type { SlipPrinter } from '../printing/printing.service.js';
import { shiftRoutes } from './shift.routes.js';
import { ShiftService } from './shift.service.js';

/** The drawer side of the reports (issue 8): shift handover and cash drawer records. */
export interface DrawerReportServices {
  shifts: ShiftService;
  cashDrawer: CashDrawerService;
}

export function createDrawerReportServices(deps: { db: Database; clock: Clock; realtime: RealtimeBus }): DrawerReportServices {
  return {
    shifts: new ShiftService(deps.db, deps.clock, deps.realtime),
    cashDrawer: new CashDrawerService(deps.db, deps.clock, deps.realtime),
  };
}

export function drawerReportRoutes(app: ZodApp, services: DrawerReportServices, slips: SlipPrinter): void {
  shiftRoutes(app, services.shifts, slips);
  cashDrawerRoutes(app, services.cashDrawer);
}
