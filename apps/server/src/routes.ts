import type { Database } from './platform/db/database.js';
import type { ZodApp } from './platform/http/zod-app.js';
import type { Services } from './services.js';
import { healthRoutes } from './features/health/health.routes.js';
import { systemRoutes } from './features/system/system.routes.js';

/** Every API route of the app, by feature area. */
export function registerRoutes(app: ZodApp, services: Services, db: Database): void {
  healthRoutes(app, db);
  systemRoutes(app, services.system);
}
