/** features/office: what other features and the composition root may import; the rest of the folder is its own. */
export { createOfficeServices } from './office.module.js';
export type { OfficeServices } from './office.module.js';
export { officeRoutes } from './office.routes.js';
