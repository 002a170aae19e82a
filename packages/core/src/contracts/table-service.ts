import { z } from 'zod';
import { queryId, requestObject, requiredId, requiredText } from './fields.js';
import {
  DINING_MINUTES_DEFAULT,
  GUESTS_MAX,
  GUESTS_MIN,
  SERVICE_CHARGE_PERCENT_MAX,
  TABLE_MSG,
  TABLE_SHAPES,
  TABLE_STATUSES,
} from './tables.js';

/** Request and answer schemas of table service (docs/tables.md); constants and messages in ./tables.ts. */

const storeId = requiredId('商店編號');
const storeIdQuery = queryId('商店編號');

/** 來客數: a whole number 1-99. */
export const guestsField = z
  .number({ error: TABLE_MSG.GUESTS_REQUIRED })
  .int(TABLE_MSG.GUESTS)
  .min(GUESTS_MIN, TABLE_MSG.GUESTS)
  .max(GUESTS_MAX, TABLE_MSG.GUESTS);

// ---- areas -----------------------------------------------------------------------------------

const areaName = requiredText('區域名稱').max(20, '區域名稱不可超過20字');
export const diningAreaSchema = z.object({ id: z.number().int(), name: z.string(), sort: z.number().int() });
export type DiningArea = z.infer<typeof diningAreaSchema>;
export const addDiningAreaRequestSchema = requestObject({ storeId, name: areaName });
export type AddDiningAreaRequest = z.infer<typeof addDiningAreaRequestSchema>;
export const updateDiningAreaRequestSchema = requestObject({ storeId, id: requiredId('區域編號'), name: areaName });
export type UpdateDiningAreaRequest = z.infer<typeof updateDiningAreaRequestSchema>;
export const diningAreaIdQuerySchema = requestObject({ storeId: storeIdQuery, id: queryId('區域編號') });
export type DiningAreaIdQuery = z.infer<typeof diningAreaIdQuerySchema>;
export const sortDiningAreasRequestSchema = requestObject({
  storeId,
  sortedIdList: z.array(requiredId('區域編號'), { error: '排序為必填' }).min(1, '排序為必填').max(100, '區域不可超過100個'),
});
export type SortDiningAreasRequest = z.infer<typeof sortDiningAreasRequestSchema>;

// ---- the floor -------------------------------------------------------------------------------

export const floorOrderSchema = z.object({
  orderId: z.number().int(),
  orderNo: z.string(),
  version: z.number().int(),
  payable: z.number().int(),
  paid: z.number().int(),
  /** NEW / ACCEPTED / PREPARING / READY / COMPLETED. */
  status: z.string(),
  source: z.string(),
  guests: z.number().int().nullable(),
});
export type FloorOrder = z.infer<typeof floorOrderSchema>;

/** How long ahead (and how late) a reservation holding a table shows 有預約 on the floor (docs/tables.md). */
export const RESERVATION_AHEAD_MINUTES = 60;
export const RESERVATION_LATE_MINUTES = 15;

/** A reservation holding the table soon: the order, when and for whom. */
export const floorReservationSchema = z.object({ orderId: z.number().int(), at: z.string(), name: z.string() });
export type FloorReservation = z.infer<typeof floorReservationSchema>;

export const floorTableSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  seats: z.number().int(),
  shape: z.enum(TABLE_SHAPES),
  x: z.number().int(),
  y: z.number().int(),
  status: z.enum(TABLE_STATUSES),
  /** The guests of its open checks (0 when free). */
  guests: z.number().int(),
  /** When its oldest open check was opened; null when free. */
  openedAt: z.string().nullable(),
  /** 已點未出: a check still NEW, ACCEPTED or PREPARING. */
  waiting: z.boolean(),
  /** Customers' QR orders waiting for 接單 (NEW, from the table's code). */
  qrPending: z.number().int(),
  orders: z.array(floorOrderSchema),
  /**
   * 有預約: the first reservation naming the table from RESERVATION_LATE_MINUTES ago to RESERVATION_AHEAD_MINUTES
   * ahead (not cancelled or completed); null (or absent) when none.
   */
  reservation: floorReservationSchema.nullish(),
});
export type FloorTable = z.infer<typeof floorTableSchema>;

export const floorAreaSchema = z.object({ id: z.number().int(), name: z.string(), tables: z.array(floorTableSchema) });
export type FloorArea = z.infer<typeof floorAreaSchema>;
export const floorSchema = z.array(floorAreaSchema);
export const floorQuerySchema = requestObject({ storeId: storeIdQuery });

export const tableSettingsSchema = z.object({
  serviceChargePercent: z.number().int(),
  diningMinutes: z.number().int(),
});
export type TableSettings = z.infer<typeof tableSettingsSchema>;

export const updateServiceChargeRequestSchema = requestObject({
  storeId,
  percent: z.number({ error: TABLE_MSG.SERVICE_CHARGE }).int(TABLE_MSG.SERVICE_CHARGE).min(0, TABLE_MSG.SERVICE_CHARGE).max(SERVICE_CHARGE_PERCENT_MAX, TABLE_MSG.SERVICE_CHARGE),
  /** 用餐時間 in minutes; left as it is when absent. */
  diningMinutes: z.number({ error: TABLE_MSG.DINING_MINUTES }).int(TABLE_MSG.DINING_MINUTES).min(10, TABLE_MSG.DINING_MINUTES).max(600, TABLE_MSG.DINING_MINUTES).optional(),
});
export type UpdateServiceChargeRequest = z.infer<typeof updateServiceChargeRequestSchema>;
export const TABLE_SETTINGS_DEFAULT: TableSettings = { serviceChargePercent: 0, diningMinutes: DINING_MINUTES_DEFAULT };

// ---- split, move, merge ----------------------------------------------------------------------

const version = z.number({ error: '訂單版本為必填' }).int('訂單版本不正確').positive('訂單版本不正確').max(2_147_483_647, '訂單版本不正確');
const splitCount = z
  .number({ error: '數量為必填' })
  .positive('數量須大於0')
  .max(9999, '數量不可超過9999')
  .refine((count) => Math.abs(count * 100 - Math.round(count * 100)) < 1e-6, TABLE_MSG.SPLIT_DECIMALS);

export const splitOrderRequestSchema = requestObject({
  storeId,
  orderId: requiredId('訂單編號'),
  version,
  parts: z
    .array(
      z.object(
        {
          lines: z
            .array(z.object({ detailId: requiredId('餐點明細編號'), count: splitCount }, { error: '拆單明細格式不正確' }), { error: TABLE_MSG.SPLIT_EMPTY_PART })
            .min(1, TABLE_MSG.SPLIT_EMPTY_PART)
            .max(200, '餐點不可超過200項'),
        },
        { error: TABLE_MSG.SPLIT_EMPTY_PART },
      ),
      { error: '拆單內容為必填' },
    )
    .min(1, TABLE_MSG.SPLIT_NOTHING)
    .max(20, '一次最多拆成20張帳單'),
});
export type SplitOrderRequest = z.infer<typeof splitOrderRequestSchema>;
export const splitOrderResultSchema = z.object({ orderIds: z.array(z.number().int()) });
export type SplitOrderResult = z.infer<typeof splitOrderResultSchema>;

export const moveOrderRequestSchema = requestObject({ storeId, orderId: requiredId('訂單編號'), version, toTableId: requiredId('桌位') });
export type MoveOrderRequest = z.infer<typeof moveOrderRequestSchema>;
export const mergeOrdersRequestSchema = requestObject({
  storeId,
  intoOrderId: requiredId('訂單編號'),
  fromOrderIds: z.array(requiredId('訂單編號'), { error: '要合併的帳單為必填' }).min(1, '要合併的帳單為必填').max(20, '一次最多合併20張帳單'),
});
export type MergeOrdersRequest = z.infer<typeof mergeOrdersRequestSchema>;
/** The check after the change: its id and new version (the screen re-reads the floor). */
export const tableCheckResultSchema = z.object({ orderId: z.number().int(), version: z.number().int(), tableId: z.number().int().nullable() });
export type TableCheckResult = z.infer<typeof tableCheckResultSchema>;
