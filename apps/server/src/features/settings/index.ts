/** features/settings: what other features and the composition root may import; the rest of the folder is its own. */
export { DEFAULT_SECTIONS } from './settings.presenter.js';
export { settingsRepository } from './settings.repository.js';
export { settingsRoutes } from './settings.routes.js';
export { SettingsService } from './settings.service.js';
