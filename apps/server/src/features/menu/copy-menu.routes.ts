import { copyMenuRequestSchema, copyMenuResultSchema, MENU_PATHS } from '@diancan/core/contracts/menu';
import { principalOf } from '../../platform/auth/policy.js';
import type { RouteAccess } from '../../platform/auth/access.js';
import { jsonCall } from '../../platform/http/route-kit.js';
import type { ZodApp } from '../../platform/http/zod-app.js';
import type { CopyMenuService } from './copy-menu.service.js';

/** Both stores must be the caller's: every store for a manager, the assigned ones for a sales person. */
const BOTH_STORES: { access: RouteAccess } = { access: { roles: 'staff', storeScope: 'body', storeFields: ['sourceStoreId', 'targetStoreId'] } };

/** POST /api/back/store/copyMenu: staff copy one store's menu to another (both named in the body). */
export function copyMenuRoutes(app: ZodApp, copyMenu: CopyMenuService): void {
  jsonCall(app, MENU_PATHS.store.copyMenu, BOTH_STORES, { input: copyMenuRequestSchema, data: copyMenuResultSchema }, (body, request) =>
    copyMenu.copy(body, principalOf(request).userId),
  );
}
