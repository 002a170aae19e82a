import { MENU_MSG, type CopyMenuRequest, type CopyMenuResult } from '@diancan/core/contracts/menu';
import { conflict, notFound } from '../../platform/errors/app-error.js';
import { copyMenuRepository as copies } from './copy-menu.repository.js';
import { copyImages, noMenuRecords, readMenu, writeMenu } from './menu-copy.js';
import { changeMenu, type MenuContext } from './menu-context.js';
import { NOT_FOUND } from './rules.js';

/**
 * store/copyMenu (staff): copies one store's whole menu to another, areas, categories, items (with their
 * images), taste groups, upgrades and remarks, keeping every order and link. Stock is not copied: the copy
 * starts unlimited and for sale. A target that has a menu is refused unless `overwrite` asks to replace it.
 */
export class CopyMenuService {
  constructor(private readonly context: MenuContext) {}

  copy(request: CopyMenuRequest, staffUserId: number): Promise<CopyMenuResult> {
    const { sourceStoreId: from, targetStoreId: to } = request;
    return changeMenu(this.context, to, async (tx, now) => {
      if (!(await copies.storeExists(tx, from)) || !(await copies.storeExists(tx, to))) throw notFound(NOT_FOUND.store);
      if (await copies.hasMenu(tx, to)) {
        if (!request.overwrite) throw conflict(MENU_MSG.COPY_TARGET_HAS_MENU);
        await copies.clearMenu(tx, to, now);
      }
      const menu = await readMenu(tx, from);
      const images = await copyImages(tx, menu.items, to, staffUserId, now);
      await writeMenu(tx, menu, to, now, { earlier: noMenuRecords(), images, prices: new Map(), keepSwitches: false });
      return {
        categoryCount: menu.categories.length,
        itemCount: menu.items.length,
        optionGroupCount: menu.optionGroups.length,
        upgradeCount: menu.upgrades.length,
      };
    });
  }
}
