/** features/stores: what other features and the composition root may import; the rest of the folder is its own. */
export { storeRepository } from './store.repository.js';
export { storeRoutes } from './store.routes.js';
export { StoreService } from './store.service.js';
