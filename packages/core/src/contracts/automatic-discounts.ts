import { z } from 'zod';
import { queryId, requestObject, requiredId, requiredText } from './fields.js';
import { orderLinesField } from './orders.js';

/**
 * Automatic discounts (store operations sections 3, 7 and 9): "spend at least minimumSpendingAmount, get
 * discountAmount off (AMOUNT) or discountPercentage percent off (PERCENTAGE)". The highest tier an order reaches
 * applies (core `pickAutomaticTier`); the checkout shows the next one as 差$X元. Money in cents; the percentage is
 * the part taken off, a whole number (10 = the customer pays 90 %), as core's pricing reads it.
 */

type Call<M extends 'GET' | 'POST' | 'PUT' | 'DELETE'> = { method: M; path: string };
const call = <M extends 'GET' | 'POST' | 'PUT' | 'DELETE'>(method: M, path: string): Call<M> => ({ method, path });

/** GET and DELETE take `?storeId=` (and `&id=`); the others a JSON body. */
export const AUTOMATIC_DISCOUNT_PATHS = {
  /** The discount a cart gets, priced from the store's catalogue (for clients that do not price locally). */
  mealList: call('POST', '/api/back/automaticDiscount/mealList'),
  add: call('POST', '/api/back/automaticDiscount/add'),
  /** Whether a minimum spending amount is free (200, status false with a message when another tier has it). */
  checkItem: call('POST', '/api/back/automaticDiscount/checkItem'),
  getList: call('GET', '/api/back/automaticDiscount/getList'),
  /** The enabled tiers in sort order: what the checkout prices with. */
  getActiveList: call('GET', '/api/back/automaticDiscount/getActiveList'),
  updateStatus: call('PUT', '/api/back/automaticDiscount/updateStatus'),
  updateSort: call('PUT', '/api/back/automaticDiscount/updateSort'),
  update: call('PUT', '/api/back/automaticDiscount/update'),
  delete: call('DELETE', '/api/back/automaticDiscount/delete'),
} as const;

export const AUTOMATIC_DISCOUNT_TYPES = ['AMOUNT', 'PERCENTAGE'] as const;
export type AutomaticDiscountType = (typeof AUTOMATIC_DISCOUNT_TYPES)[number];

export const AUTOMATIC_DISCOUNT_NAME_MAX = 30;
export const AUTOMATIC_DISCOUNTS_MAX = 50;
/** NT$1,000,000 in cents. */
export const AUTOMATIC_DISCOUNT_AMOUNT_MAX = 100_000_000;

/** Server messages of this area (ours). */
export const AUTOMATIC_DISCOUNT_MSG = {
  SAME_MINIMUM: '已有相同最低消費金額的自動折扣',
  MINIMUM_FREE: '此最低消費金額可使用',
  AMOUNT_OVER_MINIMUM: '折扣金額不可大於最低消費金額',
  AMOUNT_REQUIRED: '折扣金額為必填',
  PERCENTAGE_REQUIRED: '折扣百分比為必填',
  PERCENTAGE_RANGE: '折扣百分比須為1到99的整數',
  SORT_MISMATCH: '排序項目與現有資料不一致，請重新整理後再試',
  TOO_MANY: `自動折扣不可超過${AUTOMATIC_DISCOUNTS_MAX}個`,
} as const;

export const automaticDiscountSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  minimumSpendingAmount: z.number().int(),
  discountType: z.enum(AUTOMATIC_DISCOUNT_TYPES),
  /** AMOUNT: cents off; null for PERCENTAGE. */
  discountAmount: z.number().int().nullable(),
  /** PERCENTAGE: whole percent off (1..99); null for AMOUNT. */
  discountPercentage: z.number().int().nullable(),
  enabled: z.boolean(),
  sort: z.number().int(),
  lastUpdateTime: z.string(),
});
/** Structurally a core `AutomaticDiscountTier`: pass it to `computeOrderTotals({ automaticDiscounts })` as is. */
export type AutomaticDiscount = z.infer<typeof automaticDiscountSchema>;

const storeId = requiredId('商店編號');

function cents(label: string) {
  return z
    .number({ error: `${label}為必填` })
    .int(`${label}須為整數(以分為單位)`)
    .min(0, `${label}不可小於0`)
    .max(AUTOMATIC_DISCOUNT_AMOUNT_MAX, `${label}不可超過${AUTOMATIC_DISCOUNT_AMOUNT_MAX / 100}元`);
}

const discountFields = {
  storeId,
  name: requiredText('自動折扣名稱').max(AUTOMATIC_DISCOUNT_NAME_MAX, `自動折扣名稱不可超過${AUTOMATIC_DISCOUNT_NAME_MAX}字`),
  minimumSpendingAmount: cents('最低消費金額'),
  discountType: z.enum(AUTOMATIC_DISCOUNT_TYPES, { error: '折扣類型須為金額或百分比' }),
  discountAmount: cents('折扣金額').nullish(),
  discountPercentage: z.number({ error: AUTOMATIC_DISCOUNT_MSG.PERCENTAGE_RANGE }).nullish(),
};

interface DiscountValue {
  minimumSpendingAmount: number;
  discountType: AutomaticDiscountType;
  discountAmount?: number | null;
  discountPercentage?: number | null;
}

/** The field the type needs must be there and sensible (the server stores the other one as null). */
function checkDiscount(value: DiscountValue, context: z.RefinementCtx): void {
  if (value.discountType === 'AMOUNT') {
    const amount = value.discountAmount;
    if (amount === null || amount === undefined || amount <= 0) {
      context.addIssue({ code: 'custom', message: AUTOMATIC_DISCOUNT_MSG.AMOUNT_REQUIRED, path: ['discountAmount'] });
    } else if (amount > value.minimumSpendingAmount) {
      context.addIssue({ code: 'custom', message: AUTOMATIC_DISCOUNT_MSG.AMOUNT_OVER_MINIMUM, path: ['discountAmount'] });
    }
    return;
  }
  const percentage = value.discountPercentage;
  if (percentage === null || percentage === undefined) {
    context.addIssue({ code: 'custom', message: AUTOMATIC_DISCOUNT_MSG.PERCENTAGE_REQUIRED, path: ['discountPercentage'] });
  } else if (!Number.isInteger(percentage) || percentage < 1 || percentage > 99) {
    context.addIssue({ code: 'custom', message: AUTOMATIC_DISCOUNT_MSG.PERCENTAGE_RANGE, path: ['discountPercentage'] });
  }
}

export const automaticDiscountAddRequestSchema = requestObject({
  ...discountFields,
  enabled: z.boolean({ error: '啟用狀態須為是或否' }).default(true),
}).superRefine(checkDiscount);
export type AutomaticDiscountAddRequest = z.infer<typeof automaticDiscountAddRequestSchema>;
export type AutomaticDiscountAddInput = z.input<typeof automaticDiscountAddRequestSchema>;

/** A full replacement; lastUpdateTime, when sent, must match (else 409: someone else saved meanwhile). */
export const automaticDiscountUpdateRequestSchema = requestObject({
  ...discountFields,
  id: requiredId('自動折扣編號'),
  lastUpdateTime: z.iso.datetime({ offset: true, error: '更新時間格式不正確' }).optional(),
}).superRefine(checkDiscount);
export type AutomaticDiscountUpdateRequest = z.infer<typeof automaticDiscountUpdateRequestSchema>;
export type AutomaticDiscountUpdateInput = z.input<typeof automaticDiscountUpdateRequestSchema>;

export const automaticDiscountListQuerySchema = requestObject({ storeId: queryId('商店編號') });
export type AutomaticDiscountListQuery = z.infer<typeof automaticDiscountListQuerySchema>;

export const automaticDiscountRecordQuerySchema = requestObject({
  storeId: queryId('商店編號'),
  id: queryId('自動折扣編號'),
});
export type AutomaticDiscountRecordQuery = z.infer<typeof automaticDiscountRecordQuerySchema>;

const idList = z
  .array(requiredId('自動折扣編號'), { error: '自動折扣清單為必填' })
  .max(AUTOMATIC_DISCOUNTS_MAX, AUTOMATIC_DISCOUNT_MSG.TOO_MANY)
  .refine((ids) => new Set(ids).size === ids.length, '清單內不可有重複項目');

export const automaticDiscountStatusRequestSchema = requestObject({
  storeId,
  idList: idList.refine((ids) => ids.length > 0, '請選擇自動折扣'),
  enabled: z.boolean({ error: '啟用狀態須為是或否' }),
});
export type AutomaticDiscountStatusRequest = z.infer<typeof automaticDiscountStatusRequestSchema>;

/** The complete new order: every id of the store exactly once. */
export const automaticDiscountSortRequestSchema = requestObject({ storeId, sortedIdList: idList });
export type AutomaticDiscountSortRequest = z.infer<typeof automaticDiscountSortRequestSchema>;

/** checkItem: is this minimum spending amount free? `id` is the discount being edited (its own amount is free). */
export const automaticDiscountCheckRequestSchema = requestObject({
  storeId,
  id: requiredId('自動折扣編號').nullish(),
  minimumSpendingAmount: cents('最低消費金額'),
});
export type AutomaticDiscountCheckRequest = z.infer<typeof automaticDiscountCheckRequestSchema>;

/** mealList: the cart's lines, priced from the catalogue like addOrder prices them. */
export const automaticDiscountMealListRequestSchema = requestObject({ storeId, lines: orderLinesField });
export type AutomaticDiscountMealListRequest = z.infer<typeof automaticDiscountMealListRequestSchema>;

export const automaticDiscountMealListResultSchema = z.object({
  /** What the tiers are measured against: the lines after entertained lines, in cents. */
  amount: z.number().int(),
  /** The tier applied, or null. */
  applied: automaticDiscountSchema.nullable(),
  /** Its discount on this cart, in cents (0 when none applies). */
  automaticDiscountPrice: z.number().int(),
  /** The next tier above, with what is still to spend: shortfall in cents and the 差$X元 text. */
  next: z
    .object({ discount: automaticDiscountSchema, shortfall: z.number().int(), text: z.string() })
    .nullable(),
});
export type AutomaticDiscountMealListResult = z.infer<typeof automaticDiscountMealListResultSchema>;
