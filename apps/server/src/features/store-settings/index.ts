/** features/store-settings: what other features and the composition root may import; the rest of the folder is its own. */
export { storeSettingRoutes } from './store-settings.routes.js';
export { StoreSettingService } from './store-settings.service.js';
export { businessSettingRoutes } from './business.routes.js';
export { BusinessSettingService } from './business.service.js';
