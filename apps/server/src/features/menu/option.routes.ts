import { MENU_PATHS, optionGroupAddRequestSchema, optionGroupSchema, optionGroupUpdateRequestSchema } from '@diancan/core/contracts/menu';
import type { ZodApp } from '../../platform/http/zod-app.js';
import type { OptionGroupService } from './option-group.service.js';
import { jsonCall, STORE_BODY } from '../../platform/http/route-kit.js';
import { menuListCalls } from './menu-list.routes.js';

const paths = MENU_PATHS.option;

/** Taste groups (口味) under back/option. */
export function optionRoutes(app: ZodApp, optionGroups: OptionGroupService): void {
  jsonCall(app, paths.add, STORE_BODY, { input: optionGroupAddRequestSchema, data: optionGroupSchema }, (body) => optionGroups.add(body));
  jsonCall(app, paths.update, STORE_BODY, { input: optionGroupUpdateRequestSchema, data: optionGroupSchema }, (body) =>
    optionGroups.update(body),
  );
  menuListCalls(app, { ...paths, sort: paths.updateSort }, optionGroupSchema, optionGroups);
}
