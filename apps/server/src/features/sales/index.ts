/** features/sales: what other features and the composition root may import; the rest of the folder is its own. */
export { salesRoutes } from './sales.routes.js';
export { SalesService } from './sales.service.js';
