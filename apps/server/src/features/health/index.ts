/** features/health: what other features and the composition root may import; the rest of the folder is its own. */
export { healthRoutes } from './health.routes.js';
