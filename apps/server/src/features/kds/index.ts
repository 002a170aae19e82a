/** features/kds: what other features and the composition root may import; the rest of the folder is its own. */
export { KdsService } from './kds.service.js';
export { kdsRoutes } from './kds.routes.js';
export type { OrderReadiness } from './readiness-port.js';
