import { envelopeSchema } from '@diancan/core';
import { copyMenuRequestSchema, copyMenuResultSchema, MENU_PATHS } from '@diancan/core/contracts/menu';
import { principalOf } from '../../platform/auth/policy.js';
import { ok } from '../../platform/errors/envelope.js';
import type { ZodApp } from '../../platform/http/zod-app.js';
import type { CopyMenuService } from './copy-menu.service.js';

/** POST /api/back/store/copyMenu: staff copy one store's menu to another (both named in the body). */
export function copyMenuRoutes(app: ZodApp, copyMenu: CopyMenuService): void {
  app.post(
    MENU_PATHS.store.copyMenu.path,
    {
      schema: { body: copyMenuRequestSchema, response: { 200: envelopeSchema(copyMenuResultSchema) } },
      // Both stores must be the caller's: every store for a manager, the assigned ones for a sales person.
      config: { access: { roles: 'staff', storeScope: 'body', storeFields: ['sourceStoreId', 'targetStoreId'] } },
    },
    async (request) => ok(await copyMenu.copy(request.body, principalOf(request).userId)),
  );
}
