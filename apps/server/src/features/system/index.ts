/** features/system: what other features and the composition root may import; the rest of the folder is its own. */
export { systemRoutes } from './system.routes.js';
export { SystemService } from './system.service.js';
