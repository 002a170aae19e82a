import {
  MENU_PATHS,
  upgradeAddRequestSchema,
  upgradeSchema,
  upgradeStatusRequestSchema,
  upgradeUpdateRequestSchema,
} from '@diancan/core/contracts/menu';
import { z } from 'zod';
import type { ZodApp } from '../../platform/http/zod-app.js';
import { jsonCall, STORE_BODY } from '../../platform/http/route-kit.js';
import type { UpgradeService } from './upgrade.service.js';
import { menuListCalls } from './menu-list.routes.js';

const paths = MENU_PATHS.upgrade;

/** Upgrades (升級 / 套餐) under back/upgrade. */
export function upgradeRoutes(app: ZodApp, upgrades: UpgradeService): void {
  jsonCall(app, paths.add, STORE_BODY, { input: upgradeAddRequestSchema, data: upgradeSchema }, (body) => upgrades.add(body));
  jsonCall(app, paths.update, STORE_BODY, { input: upgradeUpdateRequestSchema, data: upgradeSchema }, (body) => upgrades.update(body));
  menuListCalls(app, { ...paths, sort: paths.updateSort }, upgradeSchema, upgrades);
  jsonCall(app, paths.updateStatus, STORE_BODY, { input: upgradeStatusRequestSchema, data: z.null() }, (body) => upgrades.setStatus(body));
}
