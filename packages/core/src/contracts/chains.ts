import { z } from 'zod';
import { newPasswordField } from './auth.js';
import { dateField } from './stores.js';
import { distinctIdList } from './date-range-fields.js';
import { queryId, requestObject, requiredId, requiredText } from './fields.js';
import { priceField } from './menu.js';
import { checkRange } from './reports.js';

/**
 * Chains (docs/chains.md): brands over stores, their HQ (總部) accounts, the brand menu published from a source store
 * to the brand's stores as versions (with rollback), a store's own price of a brand item, and the turnover across
 * the brand's stores. The paths and fields are fixed: an outside check uses them.
 */

type Call<M extends 'GET' | 'POST' | 'PUT'> = { method: M; path: string };
const call = <M extends 'GET' | 'POST' | 'PUT'>(method: M, path: string): Call<M> => ({ method, path });

export const BRAND_PATHS = {
  add: call('POST', '/api/back/brand/add'),
  list: call('GET', '/api/back/brand/list'),
  addStore: call('PUT', '/api/back/brand/addStore'),
  removeStore: call('PUT', '/api/back/brand/removeStore'),
  addUser: call('POST', '/api/back/brand/addUser'),
  publish: call('POST', '/api/back/brand/menu/publish'),
  versions: call('GET', '/api/back/brand/menu/versions'),
  rollback: call('POST', '/api/back/brand/menu/rollback'),
  storePrice: call('PUT', '/api/back/brand/storePrice'),
  /** Ours: `?brandId=&storeId=` -> `BrandStorePriceRow[]`, the store's live brand items (what storePrice takes). */
  storePrices: call('GET', '/api/back/brand/storePrice/list'),
  turnover: call('POST', '/api/back/brand/report/turnover'),
  /** Ours: what a publish would do in each store (gain, change, lose), read-only. Body `brandPreviewRequestSchema`. */
  preview: call('POST', '/api/back/brand/menu/preview'),
  /** Ours: items ranked across the brand's stores. Body `brandRankingRequestSchema`, answers `BrandRanking`. */
  ranking: call('POST', '/api/back/brand/report/ranking'),
  /** Ours: the cross-store report as an .xlsx (turnover rows + total, ranking); answers the file itself, not the envelope. */
  exportExcel: call('POST', '/api/back/brand/report/exportExcel'),
} as const;

/**
 * The back office an HQ (總部) account reaches in its brand's stores: the menu editor, the reports and the brand's
 * own calls. Every other store call (the counter, orders, shifts, settings) answers 403 HQ_BACK_OFFICE_ONLY.
 */
export const HQ_BACK_OFFICE_PREFIXES = [
  '/api/back/brand/',
  '/api/back/category/',
  '/api/back/item/',
  '/api/back/option/',
  '/api/back/upgrade/',
  '/api/back/remark/',
  '/api/back/kitchenArea/',
  '/api/back/printArea/',
  '/api/back/file/',
  '/api/back/store/report/',
  '/api/back/report/',
] as const;

export function hqMayCall(url: string): boolean {
  return HQ_BACK_OFFICE_PREFIXES.some((prefix) => url.startsWith(prefix));
}

export const BRAND_NAME_MAX = 50;
export const BRAND_NOTE_MAX = 200;
/** The stores one publish may name. */
export const BRAND_PUBLISH_STORES_MAX = 500;

/** Server messages of this area (ours). */
export const BRAND_MSG = {
  NOT_FOUND: '品牌不存在',
  STORE_NOT_FOUND: '商店不存在',
  STORE_IN_OTHER_BRAND: '此商店已屬於其他品牌',
  STORE_NOT_IN_BRAND: '商店不屬於此品牌',
  SOURCE_NOT_IN_BRAND: '來源商店不屬於此品牌',
  ACCOUNT_TAKEN: '帳號已存在',
  VERSION_NOT_FOUND: '菜單版本不存在',
  ITEM_NOT_IN_STORE: '此商店沒有這項品牌餐點',
  HQ_OUTSIDE_BRAND: '無權限存取此品牌',
  HQ_BACK_OFFICE_ONLY: '總部帳號僅能使用品牌商店的菜單與報表',
  PUBLISH_FAILED: '發布失敗，商店維持原菜單',
  CATEGORY_NAME_TAKEN: '商店已有同名分類，無法接收品牌分類',
  /** A store's own edit of a brand item may change its price and switches, not its name (HQ names the brand's items). */
  BRAND_ITEM_RENAME: '品牌餐點不可由商店改名',
} as const;

const brandId = requiredId('品牌編號');
const storeId = requiredId('商店編號');

export const brandAddRequestSchema = requestObject({
  name: requiredText('品牌名稱').max(BRAND_NAME_MAX, `品牌名稱不可超過${BRAND_NAME_MAX}字`),
});
export type BrandAddRequest = z.infer<typeof brandAddRequestSchema>;
export const brandIdSchema = z.object({ id: z.number().int() });

export const brandSchema = z.object({ id: z.number().int(), name: z.string(), storeIds: z.array(z.number().int()) });
export type Brand = z.infer<typeof brandSchema>;

export const brandStoreRequestSchema = requestObject({ brandId, storeId });
export type BrandStoreRequest = z.infer<typeof brandStoreRequestSchema>;

export const brandAddUserRequestSchema = requestObject({
  brandId,
  account: requiredText('帳號')
    .max(50, '帳號不可超過50字')
    .regex(/^[A-Za-z0-9._@-]+$/, '帳號限英文字母、數字與 . _ @ -'),
  password: newPasswordField('密碼'),
  name: requiredText('姓名').max(50, '姓名不可超過50字'),
  email: z
    .string({ error: '信箱格式不正確' })
    .trim()
    .max(200, '信箱不可超過200字')
    .nullish()
    .transform((value) => (value ? value : null))
    .refine((value) => value === null || z.email().safeParse(value).success, '信箱格式不正確'),
});
export type BrandAddUserRequest = z.infer<typeof brandAddUserRequestSchema>;
export const brandUserSchema = z.object({ id: z.number().int(), account: z.string() });

export const brandPublishRequestSchema = requestObject({
  brandId,
  sourceStoreId: requiredId('來源商店編號'),
  storeIds: distinctIdList('商店', BRAND_PUBLISH_STORES_MAX),
  note: z
    .string({ error: '備註格式不正確' })
    .trim()
    .max(BRAND_NOTE_MAX, `備註不可超過${BRAND_NOTE_MAX}字`)
    .nullish()
    .transform((value) => value ?? ''),
});
export type BrandPublishRequest = z.infer<typeof brandPublishRequestSchema>;

/** What became of one store in a publish: taken, or failed (its menu as it was) and why. */
export const brandPublishStoreSchema = z.object({
  storeId: z.number().int(),
  ok: z.boolean(),
  message: z.string().nullable(),
  added: z.number().int(),
  updated: z.number().int(),
  removed: z.number().int(),
});
export type BrandPublishStore = z.infer<typeof brandPublishStoreSchema>;

export const brandPublishResultSchema = z.object({
  version: z.number().int(),
  stores: z.array(brandPublishStoreSchema),
  failedStoreIds: z.array(z.number().int()),
});
export type BrandPublishResult = z.infer<typeof brandPublishResultSchema>;

export const brandVersionsQuerySchema = requestObject({ brandId: queryId('品牌編號') });
export const brandVersionSchema = z.object({
  version: z.number().int(),
  sourceStoreId: z.number().int(),
  note: z.string(),
  rolledBackFrom: z.number().int().nullable(),
  itemCount: z.number().int(),
  stores: z.array(brandPublishStoreSchema),
  publishedAt: z.string(),
});
export type BrandVersion = z.infer<typeof brandVersionSchema>;

export const brandRollbackRequestSchema = requestObject({
  brandId,
  version: z.number({ error: '版本為必填' }).int('版本不正確').positive('版本不正確').max(2_147_483_647, '版本不正確'),
});
export type BrandRollbackRequest = z.infer<typeof brandRollbackRequestSchema>;

/** A store's own price of a brand item (the item's id in that store); null clears it back to the brand's price. */
export const brandStorePriceRequestSchema = requestObject({
  brandId,
  storeId,
  itemId: requiredId('餐點編號'),
  price: priceField('價格').nullable(),
});
export type BrandStorePriceRequest = z.infer<typeof brandStorePriceRequestSchema>;
export const brandStorePriceSchema = z.object({ itemId: z.number().int(), price: z.number().int(), local: z.boolean() });

export const brandStorePricesQuerySchema = requestObject({ brandId: queryId('品牌編號'), storeId: queryId('商店編號') });
/** A brand item of a store (a publish put it there; the store's own items are not listed) and its prices. */
export const brandStorePriceRowSchema = z.object({
  /** The store's copy: what storePrice takes. */
  itemId: z.number().int(),
  name: z.string(),
  categoryName: z.string(),
  /** The price the store sells at now (cents). */
  price: z.number().int(),
  /** The price the latest version published (cents); null when that version no longer has the item. */
  brandPrice: z.number().int().nullable(),
  /** The store keeps a price of its own (storePrice, or its own edit). */
  local: z.boolean(),
});
export type BrandStorePriceRow = z.infer<typeof brandStorePriceRowSchema>;

export const brandTurnoverRequestSchema = requestObject({
  brandId,
  startDate: dateField('開始日期'),
  endDate: dateField('結束日期'),
}).superRefine(checkRange);
export type BrandTurnoverRequest = z.infer<typeof brandTurnoverRequestSchema>;

/** One store's figures: the same as that store's own turnover (revenue) shows for the range. */
export const brandTurnoverRowSchema = z.object({
  storeId: z.number().int(),
  storeName: z.string(),
  orders: z.number().int(),
  gross: z.number().int(),
  discounts: z.number().int(),
  entertain: z.number().int(),
  payable: z.number().int(),
  cancelledCount: z.number().int(),
  unpaidAmount: z.number().int(),
});
export type BrandTurnoverRow = z.infer<typeof brandTurnoverRowSchema>;
export const brandTurnoverSchema = z.object({
  rows: z.array(brandTurnoverRowSchema),
  total: brandTurnoverRowSchema.omit({ storeId: true, storeName: true }),
});
export type BrandTurnover = z.infer<typeof brandTurnoverSchema>;

// ---- publish preview ---------------------------------------------------------------------------

/** The kinds of records a publish writes (the server's MENU_RECORD_KINDS), as a preview names them. */
export const BRAND_MENU_KINDS = ['kitchenArea', 'printArea', 'category', 'item', 'optionGroup', 'upgrade', 'remark'] as const;
export type BrandMenuKind = (typeof BRAND_MENU_KINDS)[number];
export const BRAND_MENU_KIND_LABEL: Readonly<Record<BrandMenuKind, string>> = {
  kitchenArea: '廚房區域',
  printArea: '出單區域',
  category: '分類',
  item: '餐點',
  optionGroup: '口味',
  upgrade: '套餐',
  remark: '備註',
};

export const brandPreviewRequestSchema = requestObject({
  brandId,
  sourceStoreId: requiredId('來源商店編號'),
  storeIds: distinctIdList('商店', BRAND_PUBLISH_STORES_MAX),
});
export type BrandPreviewRequest = z.infer<typeof brandPreviewRequestSchema>;

/**
 * One record of the preview: its kind and name (the version's name; for a removed record, the store's). `fields`:
 * for a changed record, the fields that change (the record's own columns, e.g. `name`, `priceCents`, `categoryId`,
 * `image`); empty otherwise. An item's local price and its store's switches are kept, so they never show as changes.
 */
export const brandPreviewEntrySchema = z.object({
  kind: z.enum(BRAND_MENU_KINDS),
  name: z.string(),
  fields: z.array(z.string()),
});
export type BrandPreviewEntry = z.infer<typeof brandPreviewEntrySchema>;

/** What one store would gain, change and lose; `message`: why the store would refuse the version (null: it would take it). */
export const brandPreviewStoreSchema = z.object({
  storeId: z.number().int(),
  storeName: z.string(),
  added: z.array(brandPreviewEntrySchema),
  changed: z.array(brandPreviewEntrySchema),
  removed: z.array(brandPreviewEntrySchema),
  /** Records the version has that are already as the store has them. */
  unchanged: z.number().int(),
  message: z.string().nullable(),
});
export type BrandPreviewStore = z.infer<typeof brandPreviewStoreSchema>;
export const brandPreviewSchema = z.object({ stores: z.array(brandPreviewStoreSchema) });
export type BrandPreview = z.infer<typeof brandPreviewSchema>;

// ---- cross-store ranking and export -------------------------------------------------------------

export const BRAND_RANKING_SORTS = ['COUNT', 'AMOUNT'] as const;

export const brandRankingRequestSchema = requestObject({
  brandId,
  startDate: dateField('開始日期'),
  endDate: dateField('結束日期'),
  /** COUNT: by quantity sold (default); AMOUNT: by sales amount. */
  sortBy: z.enum(BRAND_RANKING_SORTS, { error: '排序方式不正確' }).default('COUNT'),
}).superRefine(checkRange);
export type BrandRankingRequest = z.infer<typeof brandRankingRequestSchema>;
export type BrandRankingInput = z.input<typeof brandRankingRequestSchema>;

/**
 * One item across the brand: the stores' own sales ranking rows of the same item name added up (a brand item has one
 * name in every store: stores may not rename it). `stores`: that item's figures per store.
 */
export const brandRankingRowSchema = z.object({
  rank: z.number().int(),
  name: z.string(),
  categoryName: z.string().nullable(),
  totalCount: z.number(),
  price: z.number().int(),
  totalPrice: z.number().int(),
  stores: z.array(z.object({ storeId: z.number().int(), totalCount: z.number(), totalPrice: z.number().int() })),
});
export type BrandRankingRow = z.infer<typeof brandRankingRowSchema>;
export const brandRankingSchema = z.object({
  list: z.array(brandRankingRowSchema),
  totalCount: z.number(),
  totalPrice: z.number().int(),
});
export type BrandRanking = z.infer<typeof brandRankingSchema>;

/** exportExcel of the brand: the turnover rows with their total, and the ranking (by `sortBy`). */
export const brandExportRequestSchema = brandRankingRequestSchema;
export type BrandExportRequest = BrandRankingRequest;
