import { z } from 'zod';
import {
  AUTOMATIC_DISCOUNT_PATHS,
  automaticDiscountAddRequestSchema,
  automaticDiscountCheckRequestSchema,
  automaticDiscountListQuerySchema,
  automaticDiscountRecordQuerySchema,
  automaticDiscountSchema,
  automaticDiscountSortRequestSchema,
  automaticDiscountStatusRequestSchema,
  automaticDiscountUpdateRequestSchema,
} from '../contracts/automatic-discounts.js';
import { callsOf, noData } from './call.js';

const discounts = callsOf('automaticDiscounts');
const tiers = z.array(automaticDiscountSchema);

/**
 * 自動折扣: the settings list and the checkout's active tiers share the area, so a change saved in the settings
 * reaches the POS's tiers too.
 */
export const AUTOMATIC_DISCOUNT_API = {
  getList: discounts.query(AUTOMATIC_DISCOUNT_PATHS.getList, automaticDiscountListQuerySchema, tiers),
  /** The enabled tiers in sort order: what the checkout prices with. */
  getActiveList: discounts.query(AUTOMATIC_DISCOUNT_PATHS.getActiveList, automaticDiscountListQuerySchema, tiers),
  add: discounts.body(AUTOMATIC_DISCOUNT_PATHS.add, automaticDiscountAddRequestSchema, automaticDiscountSchema),
  /** A full replacement; with lastUpdateTime, 409 when someone else saved meanwhile. */
  update: discounts.body(AUTOMATIC_DISCOUNT_PATHS.update, automaticDiscountUpdateRequestSchema, automaticDiscountSchema),
  updateStatus: discounts.body(AUTOMATIC_DISCOUNT_PATHS.updateStatus, automaticDiscountStatusRequestSchema, noData),
  updateSort: discounts.body(AUTOMATIC_DISCOUNT_PATHS.updateSort, automaticDiscountSortRequestSchema, noData),
  delete: discounts.query(AUTOMATIC_DISCOUNT_PATHS.delete, automaticDiscountRecordQuerySchema, noData),
  /** 200 either way: `status: false` with the message when another tier has the minimum (read the envelope). */
  checkItem: discounts.body(AUTOMATIC_DISCOUNT_PATHS.checkItem, automaticDiscountCheckRequestSchema, noData, { read: true }),
} as const;
