/** features/reports: what other features and the composition root may import; the rest of the folder is its own. */
export { createDrawerReportServices, drawerReportRoutes } from './drawer-reports.module.js';
export type { DrawerReportServices } from './drawer-reports.module.js';
export { createReportServices } from './reports.module.js';
export { reportRoutes } from './reports.routes.js';
export type { ReportServices } from './reports.module.js';
export { writeReportWorkbook } from './xlsx-writer.js';
