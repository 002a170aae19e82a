/** features/pay-methods: what other features and the composition root may import; the rest of the folder is its own. */
export { payMethodRepository } from './pay-methods.repository.js';
export { payMethodRoutes } from './pay-methods.routes.js';
export { PayMethodService } from './pay-methods.service.js';
