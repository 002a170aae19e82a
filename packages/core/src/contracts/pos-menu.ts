import { z } from 'zod';
import { queryId, requestObject } from './fields.js';

/**
 * The menu as the counter reads it (pos/getMenu, pos/getItemDetail) and the read shapes it shares with the menu
 * editor (areas, taste groups, upgrades, remarks). A module of its own so the counter's start builds these schemas
 * and not the editor's requests (issue 15, bench:web; contracts/menu.ts re-exports it).
 */

const storeIdQuery = queryId('商店編號');

// ---- kitchen and print areas -----------------------------------------------------------------

/** A kitchen area (廚房區域): where a category's lines are made; kitchen tickets are grouped by it. */
export const kitchenAreaSchema = z.object({ id: z.number().int(), name: z.string(), sort: z.number().int() });
export type KitchenArea = z.infer<typeof kitchenAreaSchema>;

/** A print area (出單區域): a ticket destination categories and items print to. */
export const printAreaSchema = z.object({ id: z.number().int(), name: z.string(), sort: z.number().int() });
export type PrintArea = z.infer<typeof printAreaSchema>;

// ---- taste groups (口味) ----------------------------------------------------------------------

export const tasteOptionSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  /** Cents per option; may be negative. */
  price: z.number().int(),
  sort: z.number().int(),
});
export type TasteOption = z.infer<typeof tasteOptionSchema>;

export const optionGroupSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  leastSelectable: z.number().int(),
  /** null: 不限. */
  mostSelectable: z.number().int().nullable(),
  sort: z.number().int(),
  options: z.array(tasteOptionSchema),
  /** Items the group is linked to (not removed). */
  itemCount: z.number().int(),
  lastUpdateTime: z.string(),
});
export type OptionGroup = z.infer<typeof optionGroupSchema>;

// ---- upgrades (升級 / 套餐) -------------------------------------------------------------------

export const upgradeItemSchema = z.object({
  itemId: z.number().int(),
  name: z.string(),
  /** comboItemPrice: the surcharge of picking this item in the slot (0 when included). */
  comboItemPrice: z.number().int(),
  /** The item's own taste groups: their option prices are the combo's option detail prices. */
  optionGroupIds: z.array(z.number().int()),
});
export type UpgradeItem = z.infer<typeof upgradeItemSchema>;

/** A slot of the combo: pick between least and most of its items (e.g. 飲料 1 of 3). */
export const upgradeGroupSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  leastSelectable: z.number().int(),
  mostSelectable: z.number().int().nullable(),
  sort: z.number().int(),
  items: z.array(upgradeItemSchema),
});
export type UpgradeGroup = z.infer<typeof upgradeGroupSchema>;

export const upgradeSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  /** comboPrice: what the upgrade adds to the item's price. */
  comboPrice: z.number().int(),
  enabled: z.boolean(),
  sort: z.number().int(),
  groups: z.array(upgradeGroupSchema),
  /** Items the upgrade is offered on (not removed). */
  itemCount: z.number().int(),
  lastUpdateTime: z.string(),
});
export type Upgrade = z.infer<typeof upgradeSchema>;

// ---- remarks (備註) ---------------------------------------------------------------------------

export const remarkSchema = z.object({ id: z.number().int(), content: z.string(), sort: z.number().int() });
export type Remark = z.infer<typeof remarkSchema>;

// ---- POS -------------------------------------------------------------------------------------

/** An item as the POS menu lists it: enabled, in an enabled category, with its stock. */
export const posItemSchema = z.object({
  id: z.number().int(),
  categoryId: z.number().int(),
  name: z.string(),
  price: z.number().int(),
  imageFileId: z.number().int().nullable(),
  description: z.string(),
  mobileEnabled: z.boolean(),
  printAreaIds: z.array(z.number().int()),
  optionGroupIds: z.array(z.number().int()),
  upgradeIds: z.array(z.number().int()),
  availableQuantity: z.number().int().nullable(),
  availableForSale: z.boolean(),
});
export type PosItem = z.infer<typeof posItemSchema>;

export const posCategorySchema = z.object({
  id: z.number().int(),
  name: z.string(),
  printTag: z.boolean(),
  kitchenAreaId: z.number().int().nullable(),
  printAreaIds: z.array(z.number().int()),
  /** In display order. */
  items: z.array(posItemSchema),
});
export type PosCategory = z.infer<typeof posCategorySchema>;

/** A taste group as the POS needs it (no counts, no timestamps). */
export const posOptionGroupSchema = optionGroupSchema.omit({ itemCount: true, lastUpdateTime: true });
export type PosOptionGroup = z.infer<typeof posOptionGroupSchema>;

export const posUpgradeSchema = upgradeSchema.omit({ itemCount: true, lastUpdateTime: true, enabled: true });
export type PosUpgrade = z.infer<typeof posUpgradeSchema>;

/**
 * pos/getMenu: the whole sellable menu in one answer. Taste groups and upgrades are listed once and items
 * refer to them by id, so a large menu does not repeat them per item.
 */
export const posMenuSchema = z.object({
  categories: z.array(posCategorySchema),
  optionGroups: z.array(posOptionGroupSchema),
  upgrades: z.array(posUpgradeSchema),
  remarks: z.array(remarkSchema),
  kitchenAreas: z.array(kitchenAreaSchema),
  printAreas: z.array(printAreaSchema),
  /**
   * false in a head answer (`head=true`): only the first category carries its items, every other category is listed
   * with `items: []`. Absent (or true) in the whole menu.
   */
  complete: z.boolean().optional(),
});
export type PosMenu = z.infer<typeof posMenuSchema>;

/**
 * pos/getMenu's query: `?storeId=` answers the whole menu (the spec's call); `&head=true` answers what the counter
 * shows first, the first category's items with every other category's name, so a store with tens of thousands of
 * items can sell within a moment while the whole menu follows.
 */
export const posMenuQuerySchema = requestObject({
  storeId: storeIdQuery,
  head: z
    .enum(['true', 'false'], { error: 'head須為true或false' })
    .optional()
    .transform((value) => value === 'true'),
});
export type PosMenuQuery = z.input<typeof posMenuQuerySchema>;

export const posItemDetailQuerySchema = requestObject({ storeId: storeIdQuery, itemId: queryId('餐點編號') });
export type PosItemDetailQuery = z.infer<typeof posItemDetailQuerySchema>;

/** pos/getItemDetail: one item with its taste groups and upgrades spelled out (and the groups of combo items). */
export const posItemDetailSchema = z.object({
  item: posItemSchema,
  optionGroups: z.array(posOptionGroupSchema),
  upgrades: z.array(posUpgradeSchema),
});
export type PosItemDetail = z.infer<typeof posItemDetailSchema>;
