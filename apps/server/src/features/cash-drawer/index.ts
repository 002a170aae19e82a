/** features/cash-drawer: what other features and the composition root may import; the rest of the folder is its own. */
export { cashDrawerRoutes } from './cash-drawer.routes.js';
export { CashDrawerService, cashDrawerReportSheet } from './cash-drawer.service.js';
export { cashDrawerRepository } from './cash-drawer.repository.js';
