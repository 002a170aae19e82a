/** features/account: what other features and the composition root may import; the rest of the folder is its own. */
export { accountRoutes } from './account.routes.js';
export { AccountService } from './account.service.js';
export { deviceSettingRoutes } from './device-settings.routes.js';
export { DeviceSettingService } from './device-settings.service.js';
