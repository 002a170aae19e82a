import type { ZodApp } from './platform/http/zod-app.js';
import type { Services } from './services.js';
import { accountRoutes } from './features/account/account.routes.js';
import { deviceSettingRoutes } from './features/account/device-settings.routes.js';
import { authRoutes } from './features/auth/auth.routes.js';
import { healthRoutes } from './features/health/health.routes.js';
import { menuRoutes } from './features/menu/menu.routes.js';
import { checkoutRoutes } from './features/pos/checkout.module.js';
import { registerEinvoiceRoutes } from './features/einvoice/einvoice.module.js';
import { opRoutes } from './features/op/op.routes.js';
import { settingsRoutes } from './features/settings/settings.routes.js';
import { systemRoutes } from './features/system/system.routes.js';
import { officeRoutes } from './features/stores/office.routes.js';
import { drawerReportRoutes } from './features/shifts/shifts.module.js';
import { registerOrderBoardRoutes } from './features/order-board/order-board.module.js';
import { reportRoutes } from './features/reports/reports.module.js';
import { storeSettingRoutes } from './features/store-settings/store-settings.routes.js';
import { diningTableRoutes, frontRoutes } from './features/front-order/front.routes.js';
import { businessSettingRoutes } from './features/store-settings/business.routes.js';
import { printingRoutes } from './features/printing/printing.routes.js';

/** Every API route of the app, by feature area. */
export function registerRoutes(app: ZodApp, services: Services): void {
  healthRoutes(app, services.db);
  authRoutes(app, services.auth, services.forgotPassword);
  accountRoutes(app, services.account);
  settingsRoutes(app, services.settings);
  systemRoutes(app, services.system);
  officeRoutes(app, services.office);
  opRoutes(app, services.op);
  menuRoutes(app, services.menu);
  checkoutRoutes(app, services.checkout);
  registerEinvoiceRoutes(app, services.einvoice, services.printing);
  drawerReportRoutes(app, services.drawerReports, services.printing);
  registerOrderBoardRoutes(app, services.orderBoard);
  reportRoutes(app, services.reports, services.printing);
  storeSettingRoutes(app, services.storeSettings);
  diningTableRoutes(app, services.front.tables);
  frontRoutes(app, services.front.front, services.menu.files);
  deviceSettingRoutes(app, services.deviceSettings);
  businessSettingRoutes(app, services.businessSettings);
  printingRoutes(app, services.printing);
}
