/** features/tables: the floor plan's areas, the floor view and the table-service settings (docs/tables.md). */
export { TablesService } from './tables.service.js';
export { tablesRoutes } from './tables.routes.js';
