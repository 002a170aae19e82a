import {
  kitchenAreaAddRequestSchema,
  kitchenAreaSchema,
  kitchenAreaUpdateRequestSchema,
  MENU_PATHS,
  printAreaAddRequestSchema,
  printAreaSchema,
  printAreaUpdateRequestSchema,
  remarkAddRequestSchema,
  remarkSchema,
  remarkUpdateRequestSchema,
} from '@diancan/core/contracts/menu';
import type { ZodApp } from '../../platform/http/zod-app.js';
import type { AreaService } from './area.service.js';
import type { RemarkService } from './remark.service.js';
import { jsonCall, STORE_BODY } from '../../platform/http/route-kit.js';
import { menuListCalls } from './menu-list.routes.js';

/** Remarks (back/remark). */
export function remarkRoutes(app: ZodApp, remarks: RemarkService): void {
  const paths = MENU_PATHS.remark;
  jsonCall(app, paths.add, STORE_BODY, { input: remarkAddRequestSchema, data: remarkSchema }, (body) => remarks.add(body.storeId, body.content));
  jsonCall(app, paths.update, STORE_BODY, { input: remarkUpdateRequestSchema, data: remarkSchema }, (body) =>
    remarks.update(body.storeId, body.id, body.content),
  );
  menuListCalls(app, { ...paths, sort: paths.updateSort }, remarkSchema, remarks);
}

/** Kitchen areas (back/kitchenArea) or print areas (back/printArea): the same calls on two lists. */
export function areaRoutes(app: ZodApp, areas: AreaService, kind: 'kitchenArea' | 'printArea'): void {
  const paths = MENU_PATHS[kind];
  const schemas =
    kind === 'kitchenArea'
      ? { add: kitchenAreaAddRequestSchema, update: kitchenAreaUpdateRequestSchema, row: kitchenAreaSchema }
      : { add: printAreaAddRequestSchema, update: printAreaUpdateRequestSchema, row: printAreaSchema };
  jsonCall(app, paths.add, STORE_BODY, { input: schemas.add, data: schemas.row }, (body) => areas.add(body.storeId, body.name));
  jsonCall(app, paths.update, STORE_BODY, { input: schemas.update, data: schemas.row }, (body) => areas.update(body.storeId, body.id, body.name));
  menuListCalls(app, { ...paths, sort: paths.updateSort }, schemas.row, areas);
}
