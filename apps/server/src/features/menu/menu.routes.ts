import { fileRoutes } from '../../platform/files/file.routes.js';
import type { ZodApp } from '../../platform/http/zod-app.js';
import { categoryRoutes } from './category.routes.js';
import { copyMenuRoutes } from './copy-menu.routes.js';
import { itemSheetRoutes } from './item-sheet.routes.js';
import { itemRoutes } from './item.routes.js';
import type { MenuServices } from './menu.module.js';
import { optionRoutes } from './option.routes.js';
import { posRoutes } from './pos.routes.js';
import { areaRoutes, remarkRoutes } from './remark-area.routes.js';
import { upgradeRoutes } from './upgrade.routes.js';

/** Every route of the menu area (docs/menu.md), and the file routes its images use. */
export function menuRoutes(app: ZodApp, menu: MenuServices): void {
  categoryRoutes(app, menu.categories);
  itemRoutes(app, menu.items);
  itemSheetRoutes(app, menu.itemSheets);
  optionRoutes(app, menu.optionGroups);
  upgradeRoutes(app, menu.upgrades);
  remarkRoutes(app, menu.remarks);
  areaRoutes(app, menu.kitchenAreas, 'kitchenArea');
  areaRoutes(app, menu.printAreas, 'printArea');
  posRoutes(app, menu.pos, menu.stock);
  copyMenuRoutes(app, menu.copyMenu);
  fileRoutes(app, menu.files);
}
