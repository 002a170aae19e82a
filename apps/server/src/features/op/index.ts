/** features/op: what other features and the composition root may import; the rest of the folder is its own. */
export { opRoutes } from './op.routes.js';
export { OpService } from './op.service.js';
