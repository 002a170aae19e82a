import { z } from 'zod';
import { IMAGE_MAX_BYTES } from '../constants.js';
import { MSG } from '../messages.js';
import { DEFAULT_LEAST_SELECTABLE, validateQuantityRange } from '../validation/quantity-counter.js';
import { pageOf, pageRequestSchema } from './envelope.js';
import { queryId, requestObject, requiredId, requiredText } from './fields.js';

/**
 * Menu and catalogue (store operations sections 2, 3, 5, 7): categories, items, taste groups (口味),
 * upgrades (升級 / 套餐), remarks (備註), kitchen and print areas, stock, the POS menu, images and
 * spreadsheets. Money is integer cents on the wire (NT$1 = 100) under the spec's field names
 * (`price`, `comboPrice`, `comboItemPrice`). Every call names its store with `storeId`.
 */

// The calls, and the read shapes the counter shares with the editor, are modules of their own (issue 15).
export * from './menu-paths.js';
export * from './pos-menu.js';

// ---- limits and messages ---------------------------------------------------------------------

export const MENU_NAME_MAX = 50;
export const MENU_DESCRIPTION_MAX = 500;
export const REMARK_MAX = 100;
/** NT$1,000,000 in cents: no menu price comes near it, and sums stay far from unsafe integers. */
export const MENU_PRICE_MAX = 100_000_000;
export const STOCK_QUANTITY_MAX = 999_999;
/** Ids changed by one batch call (status, print areas, batch option, stock). */
export const BATCH_MAX = 1_000;
/** Rows of one sort call: every item of one category. */
export const SORT_MAX = 5_000;
export const OPTIONS_PER_GROUP_MAX = 50;
export const UPGRADE_GROUPS_MAX = 10;
export const UPGRADE_GROUP_ITEMS_MAX = 200;
/** Rows of one imported sheet (the header excluded). */
export const IMPORT_ROWS_MAX = 50_000;
/** An .xlsx of that many rows stays well below this. */
export const IMPORT_MAX_BYTES = 10 * 1024 * 1024;

/** Server messages of this area (ours: the spec leaves the server's wording open). */
export const MENU_MSG = {
  SORT_MISMATCH: '排序項目與現有資料不一致，請重新整理後再試',
  DUPLICATE_IDS: '清單內不可有重複項目',
  CATEGORY_HAS_ITEMS: '分類內尚有餐點，無法刪除',
  CATEGORY_NAME_TAKEN: '分類名稱已存在',
  LEAST_OVER_OPTIONS: '最少可選項不可大於選項數量',
  LEAST_OVER_ITEMS: '最少可選項不可大於餐點數量',
  STOCK_SAVED: '編輯庫存成功',
  STOCK_BATCH_SAVED: '批次編輯庫存成功',
  COPY_SAME_STORE: '來源與目標商店不可相同',
  COPY_TARGET_HAS_MENU: '目標商店已有菜單，請選擇覆蓋',
  IMAGE_ONE_ONLY: '只能上傳1張圖片',
  FILE_ONE_ONLY: '只能上傳1個檔案',
  FILE_MISSING: '請選擇檔案',
  IMPORT_EMPTY: '檔案內沒有資料',
  IMPORT_TOO_MANY_ROWS: `匯入筆數不可超過${IMPORT_ROWS_MAX}筆`,
  IMPORT_BAD_HEADER: '檔案標題列不正確，請使用匯出的檔案格式',
  IMPORT_NOT_XLSX: '檔案格式錯誤，請上傳.xlsx檔案',
  IMPORT_TOO_LARGE: '新增失敗！檔案大小超過10MB',
  COPY_SUFFIX: '(複製)',
} as const;

/** The envelope message of a refused import; `data` lists every error with its row. */
export function importFailedMessage(errorCount: number): string {
  return `匯入失敗，共${errorCount}筆錯誤`;
}

// ---- fields ----------------------------------------------------------------------------------

const storeId = requiredId('商店編號');
const storeIdQuery = queryId('商店編號');

function nameField(label: string, max = MENU_NAME_MAX) {
  return requiredText(label).max(max, `${label}不可超過${max}字`);
}

/** A price in cents: a whole number from 0 to MENU_PRICE_MAX. */
export function priceField(label: string) {
  return z
    .number({ error: `${label}為必填` })
    .int(`${label}須為整數(以分為單位)`)
    .min(0, `${label}不可小於0`)
    .max(MENU_PRICE_MAX, `${label}不可超過${MENU_PRICE_MAX / 100}元`);
}

/** A taste option's price may be negative: "less" options (去飯 -NT$10). */
export function optionPriceField(label: string) {
  return z
    .number({ error: `${label}為必填` })
    .int(`${label}須為整數(以分為單位)`)
    .min(-MENU_PRICE_MAX, `${label}不可小於${-MENU_PRICE_MAX / 100}元`)
    .max(MENU_PRICE_MAX, `${label}不可超過${MENU_PRICE_MAX / 100}元`);
}

function unique(ids: readonly number[]): boolean {
  return new Set(ids).size === ids.length;
}

/** A list of distinct ids (possibly empty). */
function idArray(label: string, max: number) {
  return z
    .array(requiredId(label), { error: `${label}清單為必填` })
    .max(max, `${label}不可超過${max}筆`)
    .refine(unique, MENU_MSG.DUPLICATE_IDS);
}

/** A non-empty list of distinct ids: the rows a batch call acts on. */
function idList(label: string) {
  return idArray(label, BATCH_MAX).refine((ids) => ids.length > 0, `請選擇${label}`);
}

const lastUpdateTime = z.iso.datetime({ offset: true, error: '更新時間格式不正確' });

/** Selectable quantities of a taste group or combo slot: the counter rules of core's validateQuantityRange. */
const quantityRange = {
  leastSelectable: z
    .number({ error: '最少可選項為必填' })
    .int('最少可選項須為整數')
    .default(DEFAULT_LEAST_SELECTABLE),
  /** null: 不限 (unlimited). */
  mostSelectable: z.number({ error: '最多可選項須為數字或不限' }).int('最多可選項須為整數').nullable(),
};

function checkQuantityRange(
  value: { leastSelectable: number; mostSelectable: number | null },
  context: z.RefinementCtx,
): void {
  const result = validateQuantityRange(value.leastSelectable, value.mostSelectable);
  if (!result.ok) context.addIssue({ code: 'custom', message: result.message, path: ['mostSelectable'] });
}

// ---- shared requests -------------------------------------------------------------------------

/** `?storeId=` of a GET list. */
export const menuStoreQuerySchema = requestObject({ storeId: storeIdQuery });
export type MenuStoreQuery = z.infer<typeof menuStoreQuerySchema>;

/** `?storeId=&id=` of a GET of one record or a DELETE. */
export const menuRecordQuerySchema = requestObject({ storeId: storeIdQuery, id: queryId('編號') });
export type MenuRecordQuery = z.infer<typeof menuRecordQuerySchema>;

/** `{storeId, id}` of a body call on one record (item copy). */
export const menuRecordRequestSchema = requestObject({ storeId, id: requiredId('編號') });
export type MenuRecordRequest = z.infer<typeof menuRecordRequestSchema>;

/**
 * Every sort call (store operations, "Sorting"): the full new order of the rows. sortedIdList must hold
 * exactly the ids there are (a category's items for item/updateSort), each once; otherwise 400 SORT_MISMATCH.
 * categoryId is required by item/updateSort and ignored elsewhere.
 */
export const sortRequestSchema = requestObject({
  storeId,
  categoryId: requiredId('分類編號').nullish(),
  sortedIdList: idArray('排序項目', SORT_MAX),
});
export type SortRequest = z.infer<typeof sortRequestSchema>;

export const itemSortRequestSchema = requestObject({
  storeId,
  categoryId: requiredId('分類編號'),
  sortedIdList: idArray('排序項目', SORT_MAX),
});
export type ItemSortRequest = z.infer<typeof itemSortRequestSchema>;

// ---- kitchen and print areas -----------------------------------------------------------------

export const kitchenAreaAddRequestSchema = requestObject({ storeId, name: nameField('廚房區域名稱') });
export type KitchenAreaAddRequest = z.infer<typeof kitchenAreaAddRequestSchema>;
export const kitchenAreaUpdateRequestSchema = requestObject({
  storeId,
  id: requiredId('廚房區域編號'),
  name: nameField('廚房區域名稱'),
});
export type KitchenAreaUpdateRequest = z.infer<typeof kitchenAreaUpdateRequestSchema>;

export const printAreaAddRequestSchema = requestObject({ storeId, name: nameField('出單區域名稱') });
export type PrintAreaAddRequest = z.infer<typeof printAreaAddRequestSchema>;
export const printAreaUpdateRequestSchema = requestObject({
  storeId,
  id: requiredId('出單區域編號'),
  name: nameField('出單區域名稱'),
});
export type PrintAreaUpdateRequest = z.infer<typeof printAreaUpdateRequestSchema>;

// ---- categories ------------------------------------------------------------------------------

export const categorySchema = z.object({
  id: z.number().int(),
  name: z.string(),
  sort: z.number().int(),
  /** On (上架) or off. Off hides the category and its items from the POS. */
  enabled: z.boolean(),
  /** Print a label (tag) for each line of this category. */
  printTag: z.boolean(),
  kitchenAreaId: z.number().int().nullable(),
  printAreaIds: z.array(z.number().int()),
  /** Items in the category (not removed). */
  itemCount: z.number().int(),
  lastUpdateTime: z.string(),
});
export type Category = z.infer<typeof categorySchema>;

export const categorySimpleSchema = z.object({ id: z.number().int(), name: z.string(), enabled: z.boolean() });
export type CategorySimple = z.infer<typeof categorySimpleSchema>;

const categoryFields = {
  storeId,
  name: nameField('分類名稱'),
  enabled: z.boolean({ error: '上架狀態須為是或否' }).default(true),
  printTag: z.boolean({ error: '列印標籤須為是或否' }).default(false),
  kitchenAreaId: requiredId('廚房區域編號').nullable().default(null),
  printAreaIds: idArray('出單區域', BATCH_MAX).default([]),
};

export const categoryAddRequestSchema = requestObject(categoryFields);
export type CategoryAddRequest = z.infer<typeof categoryAddRequestSchema>;
export type CategoryAddInput = z.input<typeof categoryAddRequestSchema>;

/** A full replacement; lastUpdateTime, when sent, must match the stored one (else 409: someone else saved). */
export const categoryUpdateRequestSchema = requestObject({
  ...categoryFields,
  id: requiredId('分類編號'),
  lastUpdateTime: lastUpdateTime.optional(),
});
export type CategoryUpdateRequest = z.infer<typeof categoryUpdateRequestSchema>;
export type CategoryUpdateInput = z.input<typeof categoryUpdateRequestSchema>;

export const categoryStatusRequestSchema = requestObject({
  storeId,
  idList: idList('分類'),
  enabled: z.boolean({ error: '上架狀態須為是或否' }),
});
export type CategoryStatusRequest = z.infer<typeof categoryStatusRequestSchema>;

export const categoryPrintTagRequestSchema = requestObject({
  storeId,
  idList: idList('分類'),
  printTag: z.boolean({ error: '列印標籤須為是或否' }),
});
export type CategoryPrintTagRequest = z.infer<typeof categoryPrintTagRequestSchema>;

export const categoryKitchenAreaRequestSchema = requestObject({
  storeId,
  idList: idList('分類'),
  /** null: no kitchen area. */
  kitchenAreaId: requiredId('廚房區域編號').nullable(),
});
export type CategoryKitchenAreaRequest = z.infer<typeof categoryKitchenAreaRequestSchema>;

/** Replaces the print areas of each listed category (or item, for item/updatePrintArea). */
export const printAreaAssignRequestSchema = requestObject({
  storeId,
  idList: idList('項目'),
  printAreaIds: idArray('出單區域', BATCH_MAX),
});
export type PrintAreaAssignRequest = z.infer<typeof printAreaAssignRequestSchema>;

// ---- taste groups (口味) ----------------------------------------------------------------------

/** An option in a group request: with `id` it keeps that option, without it adds one; missing ones are dropped. */
export const tasteOptionInputSchema = z.object(
  {
    id: requiredId('選項編號').optional(),
    name: nameField('選項名稱'),
    price: optionPriceField('選項價格').default(0),
  },
  { error: '選項格式不正確' },
);
export type TasteOptionInput = z.input<typeof tasteOptionInputSchema>;

const optionGroupFields = {
  storeId,
  name: nameField('口味名稱'),
  ...quantityRange,
  options: z
    .array(tasteOptionInputSchema, { error: '選項為必填' })
    .min(1, '請至少新增1個選項')
    .max(OPTIONS_PER_GROUP_MAX, `選項不可超過${OPTIONS_PER_GROUP_MAX}個`),
};

function checkOptionGroup(
  value: { leastSelectable: number; mostSelectable: number | null; options: readonly { id?: number }[] },
  context: z.RefinementCtx,
): void {
  checkQuantityRange(value, context);
  if (value.leastSelectable > value.options.length) {
    context.addIssue({ code: 'custom', message: MENU_MSG.LEAST_OVER_OPTIONS, path: ['leastSelectable'] });
  }
  const kept = value.options.flatMap((option) => (option.id === undefined ? [] : [option.id]));
  if (!unique(kept)) context.addIssue({ code: 'custom', message: MENU_MSG.DUPLICATE_IDS, path: ['options'] });
}

export const optionGroupAddRequestSchema = requestObject(optionGroupFields).superRefine(checkOptionGroup);
export type OptionGroupAddRequest = z.infer<typeof optionGroupAddRequestSchema>;
export type OptionGroupAddInput = z.input<typeof optionGroupAddRequestSchema>;

export const optionGroupUpdateRequestSchema = requestObject({
  ...optionGroupFields,
  id: requiredId('口味編號'),
  lastUpdateTime: lastUpdateTime.optional(),
}).superRefine(checkOptionGroup);
export type OptionGroupUpdateRequest = z.infer<typeof optionGroupUpdateRequestSchema>;
export type OptionGroupUpdateInput = z.input<typeof optionGroupUpdateRequestSchema>;

// ---- upgrades (升級 / 套餐) -------------------------------------------------------------------

export const upgradeGroupInputSchema = z
  .object(
    {
      name: nameField('群組名稱'),
      ...quantityRange,
      items: z
        .array(
          z.object(
            { itemId: requiredId('餐點編號'), comboItemPrice: priceField('套餐餐點加價').default(0) },
            { error: '套餐餐點格式不正確' },
          ),
          { error: '套餐餐點為必填' },
        )
        .min(1, '每個群組請至少選擇1個餐點')
        .max(UPGRADE_GROUP_ITEMS_MAX, `每個群組的餐點不可超過${UPGRADE_GROUP_ITEMS_MAX}個`)
        .refine((items) => unique(items.map((item) => item.itemId)), MENU_MSG.DUPLICATE_IDS),
    },
    { error: '套餐群組格式不正確' },
  )
  .superRefine((group, context) => {
    checkQuantityRange(group, context);
    if (group.leastSelectable > group.items.length) {
      context.addIssue({ code: 'custom', message: MENU_MSG.LEAST_OVER_ITEMS, path: ['leastSelectable'] });
    }
  });
export type UpgradeGroupInput = z.input<typeof upgradeGroupInputSchema>;

const upgradeFields = {
  storeId,
  name: nameField('套餐名稱'),
  comboPrice: priceField('套餐價格'),
  enabled: z.boolean({ error: '上架狀態須為是或否' }).default(true),
  groups: z
    .array(upgradeGroupInputSchema, { error: '套餐群組為必填' })
    .min(1, '請至少新增1個套餐群組')
    .max(UPGRADE_GROUPS_MAX, `套餐群組不可超過${UPGRADE_GROUPS_MAX}個`),
};

export const upgradeAddRequestSchema = requestObject(upgradeFields);
export type UpgradeAddRequest = z.infer<typeof upgradeAddRequestSchema>;
export type UpgradeAddInput = z.input<typeof upgradeAddRequestSchema>;

/** Replaces the whole upgrade, its groups included. */
export const upgradeUpdateRequestSchema = requestObject({
  ...upgradeFields,
  id: requiredId('套餐編號'),
  lastUpdateTime: lastUpdateTime.optional(),
});
export type UpgradeUpdateRequest = z.infer<typeof upgradeUpdateRequestSchema>;
export type UpgradeUpdateInput = z.input<typeof upgradeUpdateRequestSchema>;

export const upgradeStatusRequestSchema = requestObject({
  storeId,
  idList: idList('套餐'),
  enabled: z.boolean({ error: '上架狀態須為是或否' }),
});
export type UpgradeStatusRequest = z.infer<typeof upgradeStatusRequestSchema>;

// ---- remarks (備註) ---------------------------------------------------------------------------

export const remarkAddRequestSchema = requestObject({ storeId, content: nameField('備註內容', REMARK_MAX) });
export type RemarkAddRequest = z.infer<typeof remarkAddRequestSchema>;
export const remarkUpdateRequestSchema = requestObject({
  storeId,
  id: requiredId('備註編號'),
  content: nameField('備註內容', REMARK_MAX),
});
export type RemarkUpdateRequest = z.infer<typeof remarkUpdateRequestSchema>;

// ---- stock -----------------------------------------------------------------------------------

/**
 * Item stock (store operations section 3). availableQuantity null means unlimited; the stock modal sends an
 * empty field or 0 as null (section 5), and the server reads a 0 the same way.
 */
export const itemStockSchema = z.object({
  itemId: z.number().int(),
  name: z.string(),
  availableQuantity: z.number().int().nullable(),
  /** 正常供應 (true) or 售完 (false). */
  availableForSale: z.boolean(),
});
export type ItemStock = z.infer<typeof itemStockSchema>;

const availableQuantity = z
  .number({ error: '庫存數量須為數字' })
  .int('庫存數量須為整數')
  .min(0, '庫存數量不可小於1')
  .max(STOCK_QUANTITY_MAX, `庫存數量不可超過${STOCK_QUANTITY_MAX}`)
  .nullable()
  .transform((quantity) => (quantity === 0 ? null : quantity));

const stockChange = {
  itemId: requiredId('餐點編號'),
  availableQuantity,
  availableForSale: z.boolean({ error: '供應狀態須為是或否' }),
};

export const itemStockQuerySchema = requestObject({ storeId: storeIdQuery, itemId: queryId('餐點編號') });
export type ItemStockQuery = z.infer<typeof itemStockQuerySchema>;

export const updateItemStockRequestSchema = requestObject({ storeId, ...stockChange });
export type UpdateItemStockRequest = z.infer<typeof updateItemStockRequestSchema>;
export type UpdateItemStockInput = z.input<typeof updateItemStockRequestSchema>;

export const batchUpdateItemStockRequestSchema = requestObject({
  storeId,
  list: z
    .array(z.object(stockChange, { error: '庫存格式不正確' }), { error: '庫存清單為必填' })
    .min(1, '請選擇餐點')
    .max(BATCH_MAX, `餐點不可超過${BATCH_MAX}筆`)
    .refine((list) => unique(list.map((change) => change.itemId)), MENU_MSG.DUPLICATE_IDS),
});
export type BatchUpdateItemStockRequest = z.infer<typeof batchUpdateItemStockRequestSchema>;

// ---- items (餐點) -----------------------------------------------------------------------------

/** A row of the item table (item/getPage) and of the item editor (item/get). */
export const itemSchema = z.object({
  id: z.number().int(),
  categoryId: z.number().int(),
  categoryName: z.string(),
  name: z.string(),
  /** Cents. */
  price: z.number().int(),
  /** The stored image (fileUrl(id) serves it), or null. */
  imageFileId: z.number().int().nullable(),
  description: z.string(),
  sort: z.number().int(),
  /** On (上架) for the POS and kiosk. */
  enabled: z.boolean(),
  /** On for mobile ordering (手機點餐). */
  mobileEnabled: z.boolean(),
  printAreaIds: z.array(z.number().int()),
  /** Linked taste groups, in the order they are offered. */
  optionGroupIds: z.array(z.number().int()),
  /** Upgrades offered on the item, in order. */
  upgradeIds: z.array(z.number().int()),
  availableQuantity: z.number().int().nullable(),
  availableForSale: z.boolean(),
  lastUpdateTime: z.string(),
});
export type Item = z.infer<typeof itemSchema>;

const itemFields = {
  storeId,
  categoryId: requiredId('分類編號'),
  name: nameField('餐點名稱'),
  price: priceField('餐點價格'),
  imageFileId: requiredId('圖片編號').nullable().default(null),
  description: z
    .string({ error: '餐點描述須為文字' })
    .trim()
    .max(MENU_DESCRIPTION_MAX, `餐點描述不可超過${MENU_DESCRIPTION_MAX}字`)
    .default(''),
  enabled: z.boolean({ error: '上架狀態須為是或否' }).default(true),
  mobileEnabled: z.boolean({ error: '手機點餐狀態須為是或否' }).default(true),
  printAreaIds: idArray('出單區域', BATCH_MAX).default([]),
  optionGroupIds: idArray('口味', BATCH_MAX).default([]),
  upgradeIds: idArray('套餐', BATCH_MAX).default([]),
};

export const itemAddRequestSchema = requestObject(itemFields);
export type ItemAddRequest = z.infer<typeof itemAddRequestSchema>;
export type ItemAddInput = z.input<typeof itemAddRequestSchema>;

/** A full replacement; moving to another category puts the item last there. */
export const itemUpdateRequestSchema = requestObject({
  ...itemFields,
  id: requiredId('餐點編號'),
  lastUpdateTime: lastUpdateTime.optional(),
});
export type ItemUpdateRequest = z.infer<typeof itemUpdateRequestSchema>;
export type ItemUpdateInput = z.input<typeof itemUpdateRequestSchema>;

export const ITEM_KEYWORD_MAX = 50;

export const itemPageRequestSchema = pageRequestSchema.extend({
  storeId,
  categoryId: requiredId('分類編號').nullish(),
  /** Matches the name or description; blank means no filter. */
  keyword: z
    .string({ error: '關鍵字須為文字' })
    .trim()
    .max(ITEM_KEYWORD_MAX, `關鍵字不可超過${ITEM_KEYWORD_MAX}字`)
    .optional(),
});
export type ItemPageRequest = z.infer<typeof itemPageRequestSchema>;
export type ItemPageInput = z.input<typeof itemPageRequestSchema>;

export const itemPageSchema = pageOf(itemSchema);
export type ItemPage = z.infer<typeof itemPageSchema>;

export const itemStatusRequestSchema = requestObject({
  storeId,
  idList: idList('餐點'),
  enabled: z.boolean({ error: '上架狀態須為是或否' }),
});
export type ItemStatusRequest = z.infer<typeof itemStatusRequestSchema>;

export const itemMobileStatusRequestSchema = requestObject({
  storeId,
  idList: idList('餐點'),
  mobileEnabled: z.boolean({ error: '手機點餐狀態須為是或否' }),
});
export type ItemMobileStatusRequest = z.infer<typeof itemMobileStatusRequestSchema>;

/**
 * item/batchOption: links taste groups to many items at once. APPEND adds the groups after each item's own
 * (skipping those it has), REPLACE makes them the item's only groups, REMOVE unlinks them.
 */
export const BATCH_OPTION_MODES = ['APPEND', 'REPLACE', 'REMOVE'] as const;
export type BatchOptionMode = (typeof BATCH_OPTION_MODES)[number];

export const itemBatchOptionRequestSchema = requestObject({
  storeId,
  itemIdList: idList('餐點'),
  optionGroupIdList: idArray('口味', BATCH_MAX),
  mode: z.enum(BATCH_OPTION_MODES, { error: '批次方式須為APPEND、REPLACE或REMOVE' }).default('APPEND'),
});
export type ItemBatchOptionRequest = z.infer<typeof itemBatchOptionRequestSchema>;

/** item/dict: every item of the store in a few fields, for pickers (combo slots, discounts). */
export const itemDictEntrySchema = z.object({
  id: z.number().int(),
  name: z.string(),
  categoryId: z.number().int(),
  price: z.number().int(),
  enabled: z.boolean(),
});
export type ItemDictEntry = z.infer<typeof itemDictEntrySchema>;

/** item/export: `?storeId=` and optionally one category. */
export const itemExportQuerySchema = requestObject({
  storeId: storeIdQuery,
  categoryId: queryId('分類編號').optional(),
});
export type ItemExportQuery = z.infer<typeof itemExportQuerySchema>;

/**
 * item/import answers `{created, updated}`; a refused file answers 400 with importFailedMessage(n) and `data`
 * listing every error (row numbers as the spreadsheet shows them, the header being row 1).
 */
export const importResultSchema = z.object({ created: z.number().int(), updated: z.number().int() });
export type ImportResult = z.infer<typeof importResultSchema>;

export const importErrorSchema = z.object({
  row: z.number().int(),
  /** The column's header, when the error is about one cell. */
  column: z.string().nullable(),
  message: z.string(),
});
export type ImportError = z.infer<typeof importErrorSchema>;

/** The spreadsheet columns of export and import, in order (prices in NT$, up to 2 decimals). */
export const ITEM_SHEET_COLUMNS = {
  id: '編號',
  category: '分類',
  name: '餐點名稱',
  price: '價格',
  description: '描述',
  enabled: '上架',
  mobileEnabled: '手機點餐',
  optionGroups: '口味',
  availableQuantity: '庫存數量',
  availableForSale: '供應狀態',
} as const;
export const ITEM_SHEET_NAME = '餐點';
/** Yes / no cells. */
export const SHEET_YES = '是';
export const SHEET_NO = '否';
/** Taste group names in one cell are separated by this (or a comma). */
export const SHEET_LIST_SEPARATOR = '、';

// ---- files -----------------------------------------------------------------------------------

/** `?storeId=` of an upload. */
export const fileUploadQuerySchema = requestObject({ storeId: storeIdQuery });
export type FileUploadQuery = z.infer<typeof fileUploadQuerySchema>;

/** The uploaded file item (access section 3): name, size, id; plus its type and where it is served. */
export const uploadedFileSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  size: z.number().int(),
  contentType: z.string(),
  url: z.string(),
});
export type UploadedFile = z.infer<typeof uploadedFileSchema>;

export const IMAGE_CONTENT_TYPES = ['image/png', 'image/jpeg', 'image/bmp'] as const;
export type ImageContentType = (typeof IMAGE_CONTENT_TYPES)[number];

/** The size rule of the upload widget, as the server applies it too. */
export function imageSizeError(bytes: number): string | null {
  return bytes > IMAGE_MAX_BYTES ? MSG.UPLOAD_IMAGE_TOO_LARGE : null;
}

// ---- copying a menu between stores (staff) ---------------------------------------------------

export const copyMenuRequestSchema = requestObject({
  sourceStoreId: requiredId('來源商店編號'),
  targetStoreId: requiredId('目標商店編號'),
  /** The target's menu is removed first; without it a target that has a menu answers 409. */
  overwrite: z.boolean({ error: '覆蓋須為是或否' }).default(false),
}).refine((request) => request.sourceStoreId !== request.targetStoreId, {
  message: MENU_MSG.COPY_SAME_STORE,
  path: ['targetStoreId'],
});
export type CopyMenuRequest = z.infer<typeof copyMenuRequestSchema>;

export const copyMenuResultSchema = z.object({
  categoryCount: z.number().int(),
  itemCount: z.number().int(),
  optionGroupCount: z.number().int(),
  upgradeCount: z.number().int(),
});
export type CopyMenuResult = z.infer<typeof copyMenuResultSchema>;
