import { z } from 'zod';
import { restsInsideHours } from '../validation/day-hours.js';
import { requestObject, requiredId } from './fields.js';

/**
 * Business hours, rest times and closed days (PUT back/account/updateStoreBusinessAndRestTime), the mobile-order
 * settings (PUT back/store/setting/updateMobileOrderSetting), both read with the store's profile by
 * GET back/account/getStoreSetting, and GET isAvailable. Shapes and rules: docs/store-settings.md.
 */

export const BUSINESS_SETTING_PATHS = {
  getStoreSetting: { method: 'GET', path: '/api/back/account/getStoreSetting' },
  updateBusinessHours: { method: 'PUT', path: '/api/back/account/updateStoreBusinessAndRestTime' },
  updateMobileOrderSetting: { method: 'PUT', path: '/api/back/store/setting/updateMobileOrderSetting' },
  isAvailable: { method: 'GET', path: '/api/isAvailable' },
} as const;

export const BUSINESS_MSG = {
  TIME: '時間格式須為HH:mm',
  WEEKLY: '請設定星期一至星期日的營業時間',
  REST_OUTSIDE: '休息時間須在營業時間內',
  REST_COUNT: '每日休息時段最多3段',
  CLOSED_DAY: '公休日格式須為yyyy-MM-dd',
  CLOSED_DAY_COUNT: '公休日最多366天',
  ORDER_TYPE: '內用與外帶至少須開啟一項',
  LEAD_TIME: '取餐準備時間須為0到240分鐘的整數',
  NOTE: '顧客備註最多200字',
  CATEGORY: '分類不存在',
} as const;

export type TimeOfDay = string; // 'HH:mm'

export interface RestTime {
  start: TimeOfDay;
  end: TimeOfDay;
}

export interface WeekdayHours {
  /** 1 = Monday ... 7 = Sunday (the week starts on Monday, access section 9). */
  weekday: number;
  open: boolean;
  start: TimeOfDay;
  end: TimeOfDay;
  rests: RestTime[];
}

export interface BusinessHours {
  /** 營業開關: off means closed now, whatever the hours say (e.g. the kitchen is out of gas). */
  businessSwitch: boolean;
  weekly: WeekdayHours[];
  /** Special closed days (公休日), 'yyyy-MM-dd' in the store's zone. */
  closedDays: string[];
}

export const REST_TIMES_MAX = 3;
export const CLOSED_DAYS_MAX = 366;
export const PICKUP_LEAD_MINUTES_MAX = 240;
export const CUSTOMER_NOTE_MAX = 200;

const timeOfDay = z.string({ error: BUSINESS_MSG.TIME }).regex(/^([01]\d|2[0-3]):[0-5]\d$/, BUSINESS_MSG.TIME);

export const restTimeSchema = z.object({ start: timeOfDay, end: timeOfDay });

export const weekdayHoursSchema = z
  .object({
    weekday: z.number().int().min(1).max(7),
    open: z.boolean(),
    start: timeOfDay,
    end: timeOfDay,
    rests: z.array(restTimeSchema).max(REST_TIMES_MAX, BUSINESS_MSG.REST_COUNT),
  })
  .refine((day) => !day.open || restsInsideHours(day), { message: BUSINESS_MSG.REST_OUTSIDE, path: ['rests'] });

const closedDay = z
  .string({ error: BUSINESS_MSG.CLOSED_DAY })
  .regex(/^\d{4}-\d{2}-\d{2}$/, BUSINESS_MSG.CLOSED_DAY)
  .refine((value) => !Number.isNaN(Date.parse(`${value}T00:00:00Z`)) && new Date(`${value}T00:00:00Z`).toISOString().startsWith(value), BUSINESS_MSG.CLOSED_DAY);

export const businessHoursSchema = z.object({
  businessSwitch: z.boolean({ error: '營業開關須為開啟或關閉' }),
  weekly: z
    .array(weekdayHoursSchema, { error: BUSINESS_MSG.WEEKLY })
    .length(7, BUSINESS_MSG.WEEKLY)
    .refine((days) => new Set(days.map((day) => day.weekday)).size === 7, BUSINESS_MSG.WEEKLY),
  closedDays: z.array(closedDay, { error: BUSINESS_MSG.CLOSED_DAY }).max(CLOSED_DAYS_MAX, BUSINESS_MSG.CLOSED_DAY_COUNT),
}) satisfies z.ZodType<BusinessHours>;

export const updateBusinessHoursRequestSchema = requestObject({
  storeId: requiredId('商店編號'),
  ...businessHoursSchema.shape,
});
export type UpdateBusinessHoursRequest = z.infer<typeof updateBusinessHoursRequestSchema>;

/** What a customer ordering from a phone may do (手機點餐設定). */
export const mobileOrderSettingSchema = z
  .object({
    dineIn: z.boolean({ error: '內用須為開啟或關閉' }),
    takeout: z.boolean({ error: '外帶須為開啟或關閉' }),
    /** Minutes between the order and the earliest pickup time offered. */
    pickupLeadMinutes: z
      .number({ error: BUSINESS_MSG.LEAD_TIME })
      .int(BUSINESS_MSG.LEAD_TIME)
      .min(0, BUSINESS_MSG.LEAD_TIME)
      .max(PICKUP_LEAD_MINUTES_MAX, BUSINESS_MSG.LEAD_TIME),
    /** The customer may choose to pay at the counter (otherwise only the online payments the front stage offers). */
    payAtCounter: z.boolean({ error: '臨櫃付款須為開啟或關閉' }),
    /** Shown to customers above the menu. */
    customerNote: z.string({ error: BUSINESS_MSG.NOTE }).trim().max(CUSTOMER_NOTE_MAX, BUSINESS_MSG.NOTE),
    /** Categories customers do not see; new categories are visible until hidden here. */
    hiddenCategoryIds: z.array(requiredId('分類編號')).max(500),
  })
  .refine((setting) => setting.dineIn || setting.takeout, { message: BUSINESS_MSG.ORDER_TYPE, path: ['dineIn'] });
export type MobileOrderSetting = z.infer<typeof mobileOrderSettingSchema>;

export const DEFAULT_MOBILE_ORDER_SETTING: MobileOrderSetting = {
  dineIn: true,
  takeout: true,
  pickupLeadMinutes: 15,
  payAtCounter: true,
  customerNote: '',
  hiddenCategoryIds: [],
};

export const updateMobileOrderSettingRequestSchema = requestObject({
  storeId: requiredId('商店編號'),
  setting: mobileOrderSettingSchema,
});
export type UpdateMobileOrderSettingRequest = z.infer<typeof updateMobileOrderSettingRequestSchema>;

export const storeProfileSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  phone: z.string().nullable(),
  address: z.string().nullable(),
  timeZone: z.string(),
});

export const availabilitySchema = z.object({
  storeId: z.number().int(),
  available: z.boolean(),
  state: z.enum(['OPEN', 'RESTING', 'OUTSIDE_HOURS', 'CLOSED_DAY', 'SWITCHED_OFF']),
  label: z.string(),
  nextChangeAt: z.string().nullable(),
});
export type AvailabilityAnswer = z.infer<typeof availabilitySchema>;

/** GET back/account/getStoreSetting?storeId: the store's profile, hours, mobile-order settings and state now. */
export const storeSettingSchema = z.object({
  store: storeProfileSchema,
  businessHours: businessHoursSchema,
  mobileOrderSetting: mobileOrderSettingSchema,
  availability: availabilitySchema,
});
export type StoreSetting = z.infer<typeof storeSettingSchema>;
