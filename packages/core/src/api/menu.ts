import { z } from 'zod';
import {
  categoryAddRequestSchema,
  categoryKitchenAreaRequestSchema,
  categoryPrintTagRequestSchema,
  categorySchema,
  categorySimpleSchema,
  categoryStatusRequestSchema,
  categoryUpdateRequestSchema,
  itemAddRequestSchema,
  itemDictEntrySchema,
  itemMobileStatusRequestSchema,
  itemPageRequestSchema,
  itemPageSchema,
  itemSchema,
  itemSortRequestSchema,
  itemStatusRequestSchema,
  itemUpdateRequestSchema,
  kitchenAreaAddRequestSchema,
  kitchenAreaSchema,
  kitchenAreaUpdateRequestSchema,
  MENU_PATHS,
  menuRecordQuerySchema,
  menuRecordRequestSchema,
  menuStoreQuerySchema,
  optionGroupAddRequestSchema,
  optionGroupSchema,
  optionGroupUpdateRequestSchema,
  printAreaAddRequestSchema,
  printAreaAssignRequestSchema,
  printAreaSchema,
  printAreaUpdateRequestSchema,
  remarkAddRequestSchema,
  remarkSchema,
  remarkUpdateRequestSchema,
  sortRequestSchema,
  upgradeAddRequestSchema,
  upgradeSchema,
  upgradeStatusRequestSchema,
  upgradeUpdateRequestSchema,
} from '../contracts/menu.js';
import { callsOf, noData, type DataArea } from './call.js';

const categories = callsOf('menu', 'categories');
const items = callsOf('menu', 'items');
const optionGroups = callsOf('menu', 'optionGroups');
const upgrades = callsOf('menu', 'upgrades');
const remarks = callsOf('menu', 'remarks');
const kitchenAreas = callsOf('menu', 'kitchenAreas');
const printAreas = callsOf('menu', 'printAreas');

/**
 * Lists count what uses them (a category's, a taste group's, an upgrade's itemCount) and the item table shows
 * category names, so a change names every list it touches.
 */
const COUNTED_BY_ITEMS: readonly DataArea[] = [['menu', 'categories'], ['menu', 'optionGroups'], ['menu', 'upgrades']];
const ITEMS: readonly DataArea[] = [['menu', 'items']];
/** An area's removal clears it from the categories and items that named it. */
const CATEGORIES_AND_ITEMS: readonly DataArea[] = [['menu', 'categories'], ...ITEMS];

/**
 * The catalogue screens' calls (菜單管理). The changes answer the saved record, which no screen reads (each list is
 * read again), so they are described as answering data nobody reads. The sort calls are sent silently by the
 * sortable table, which reports the outcome itself.
 */
export const MENU_API = {
  category: {
    list: categories.query(MENU_PATHS.category.list, menuStoreQuerySchema, z.array(categorySchema)),
    simpleList: categories.query(MENU_PATHS.category.simpleList, menuStoreQuerySchema, z.array(categorySimpleSchema)),
    add: categories.body(MENU_PATHS.category.add, categoryAddRequestSchema, noData),
    update: categories.body(MENU_PATHS.category.update, categoryUpdateRequestSchema, noData, { affects: ITEMS }),
    remove: categories.query(MENU_PATHS.category.remove, menuRecordQuerySchema, noData),
    sort: categories.body(MENU_PATHS.category.sort, sortRequestSchema, noData),
    updateStatus: categories.body(MENU_PATHS.category.updateStatus, categoryStatusRequestSchema, noData),
    updatePrintTag: categories.body(MENU_PATHS.category.updatePrintTag, categoryPrintTagRequestSchema, noData),
    updateKitchenArea: categories.body(MENU_PATHS.category.updateKitchenArea, categoryKitchenAreaRequestSchema, noData),
    updatePrintArea: categories.body(MENU_PATHS.category.updatePrintArea, printAreaAssignRequestSchema, noData),
  },
  item: {
    get: items.query(MENU_PATHS.item.get, menuRecordQuerySchema, itemSchema),
    getPage: items.body(MENU_PATHS.item.getPage, itemPageRequestSchema, itemPageSchema, { read: true }),
    dict: items.query(MENU_PATHS.item.dict, menuStoreQuerySchema, z.array(itemDictEntrySchema)),
    add: items.body(MENU_PATHS.item.add, itemAddRequestSchema, noData, { affects: COUNTED_BY_ITEMS }),
    update: items.body(MENU_PATHS.item.update, itemUpdateRequestSchema, noData, { affects: COUNTED_BY_ITEMS }),
    copy: items.body(MENU_PATHS.item.copy, menuRecordRequestSchema, noData, { affects: COUNTED_BY_ITEMS }),
    remove: items.query(MENU_PATHS.item.remove, menuRecordQuerySchema, noData, { affects: COUNTED_BY_ITEMS }),
    updateSort: items.body(MENU_PATHS.item.updateSort, itemSortRequestSchema, noData),
    updateStatus: items.body(MENU_PATHS.item.updateStatus, itemStatusRequestSchema, noData),
    updateMobileStatus: items.body(MENU_PATHS.item.updateMobileStatus, itemMobileStatusRequestSchema, noData),
  },
  option: {
    list: optionGroups.query(MENU_PATHS.option.list, menuStoreQuerySchema, z.array(optionGroupSchema)),
    add: optionGroups.body(MENU_PATHS.option.add, optionGroupAddRequestSchema, noData),
    update: optionGroups.body(MENU_PATHS.option.update, optionGroupUpdateRequestSchema, noData, { affects: ITEMS }),
    remove: optionGroups.query(MENU_PATHS.option.remove, menuRecordQuerySchema, noData, { affects: ITEMS }),
    updateSort: optionGroups.body(MENU_PATHS.option.updateSort, sortRequestSchema, noData),
  },
  upgrade: {
    list: upgrades.query(MENU_PATHS.upgrade.list, menuStoreQuerySchema, z.array(upgradeSchema)),
    add: upgrades.body(MENU_PATHS.upgrade.add, upgradeAddRequestSchema, noData),
    update: upgrades.body(MENU_PATHS.upgrade.update, upgradeUpdateRequestSchema, noData, { affects: ITEMS }),
    remove: upgrades.query(MENU_PATHS.upgrade.remove, menuRecordQuerySchema, noData, { affects: ITEMS }),
    updateSort: upgrades.body(MENU_PATHS.upgrade.updateSort, sortRequestSchema, noData),
    updateStatus: upgrades.body(MENU_PATHS.upgrade.updateStatus, upgradeStatusRequestSchema, noData),
  },
  remark: {
    list: remarks.query(MENU_PATHS.remark.list, menuStoreQuerySchema, z.array(remarkSchema)),
    add: remarks.body(MENU_PATHS.remark.add, remarkAddRequestSchema, noData),
    update: remarks.body(MENU_PATHS.remark.update, remarkUpdateRequestSchema, noData),
    remove: remarks.query(MENU_PATHS.remark.remove, menuRecordQuerySchema, noData),
    updateSort: remarks.body(MENU_PATHS.remark.updateSort, sortRequestSchema, noData),
  },
  kitchenArea: {
    list: kitchenAreas.query(MENU_PATHS.kitchenArea.list, menuStoreQuerySchema, z.array(kitchenAreaSchema)),
    add: kitchenAreas.body(MENU_PATHS.kitchenArea.add, kitchenAreaAddRequestSchema, noData),
    update: kitchenAreas.body(MENU_PATHS.kitchenArea.update, kitchenAreaUpdateRequestSchema, noData),
    remove: kitchenAreas.query(MENU_PATHS.kitchenArea.remove, menuRecordQuerySchema, noData, { affects: CATEGORIES_AND_ITEMS }),
  },
  printArea: {
    list: printAreas.query(MENU_PATHS.printArea.list, menuStoreQuerySchema, z.array(printAreaSchema)),
    add: printAreas.body(MENU_PATHS.printArea.add, printAreaAddRequestSchema, noData),
    update: printAreas.body(MENU_PATHS.printArea.update, printAreaUpdateRequestSchema, noData),
    remove: printAreas.query(MENU_PATHS.printArea.remove, menuRecordQuerySchema, noData, { affects: CATEGORIES_AND_ITEMS }),
  },
} as const;
