import { inStaffArea } from './platform/auth/policy.js';
import type { ZodApp } from './platform/http/zod-app.js';
import type { Services } from './services.js';
import { accountRoutes, deviceSettingRoutes } from './features/account/index.js';
import { authRoutes } from './features/auth/index.js';
import { healthRoutes } from './features/health/index.js';
import { menuRoutes } from './features/menu/index.js';
import { chainRoutes } from './features/chains/index.js';
import { checkoutRoutes } from './features/pos/index.js';
import { registerEinvoiceRoutes } from './features/einvoice/index.js';
import { opRoutes } from './features/op/index.js';
import { settingsRoutes } from './features/settings/index.js';
import { systemRoutes } from './features/system/index.js';
import { officeRoutes } from './features/office/index.js';
import { drawerReportRoutes, reportRoutes } from './features/reports/index.js';
import { registerOrderBoardRoutes } from './features/order-board/index.js';
import { storeSettingRoutes, businessSettingRoutes } from './features/store-settings/index.js';
import { printingRoutes } from './features/printing/index.js';
import { diningTableRoutes, frontRoutes } from './features/front-order/index.js';
import { tablesRoutes } from './features/tables/index.js';
import { registerDeliveryPlatformRoutes } from './features/delivery-platforms/index.js';
import { paymentRoutes } from './features/payments/index.js';
import { memberRoutes } from './features/members/index.js';
import { staffRoutes } from './features/staff/index.js';
import { kdsRoutes } from './features/kds/index.js';

/** Every API route of the app, by feature area. */
export function registerRoutes(app: ZodApp, services: Services): void {
  healthRoutes(app, services.db);
  authRoutes(app, services.auth, services.forgotPassword);
  accountRoutes(app, services.account);
  settingsRoutes(app, services.settings);
  systemRoutes(app, services.system);
  officeRoutes(app, services.office);
  opRoutes(app, services.op);
  // Staff mode (docs/staff.md): a staff member signed in on the session needs MENU / SETTINGS for these areas' changes.
  inStaffArea(app, { at: 'back', needs: ['MENU'] }, () => menuRoutes(app, services.menu));
  checkoutRoutes(app, services.checkout);
  registerEinvoiceRoutes(app, services.einvoice, services.printing);
  drawerReportRoutes(app, services.drawerReports, services.printing);
  registerOrderBoardRoutes(app, services.orderBoard);
  reportRoutes(app, services.reports, services.printing);
  inStaffArea(app, { at: 'back', needs: ['SETTINGS'] }, () => {
    storeSettingRoutes(app, services.storeSettings);
    diningTableRoutes(app, services.front.tables);
    tablesRoutes(app, services.tables);
    deviceSettingRoutes(app, services.deviceSettings);
    businessSettingRoutes(app, services.businessSettings);
  });
  frontRoutes(app, services.front.front, services.menu.files);
  printingRoutes(app, services.printing);
  registerDeliveryPlatformRoutes(app, services.deliveryPlatforms);
  memberRoutes(app, services.members, services.rateLimiter);
  inStaffArea(app, { at: 'back', needs: ['SETTINGS'] }, () => paymentRoutes(app, services.payments));
  staffRoutes(app, services.staff.staff, services.staff.terminal, services.staff.time);
  kdsRoutes(app, services.kds);
  chainRoutes(app, services.chains);
}
