import { z } from 'zod';
import { requestObject, requiredId } from './fields.js';
import type { SwitchSettings } from './store-config.js';

/**
 * PUT back/account/updateStoreSetting {storeId, setting, value} (store operations section 7): a store user flips
 * one of its own switches (or sets the idle reminder's minutes). `setting` is an upper-snake name (the spec's
 * example is MOBILE_ORDER_SWITCH) for one field of the store config's switchSettings; `value` is checked against
 * that setting's own schema. The answer is the store's switchSettings after the change.
 *
 * Left out on purpose: adminLinePaySwitch (the platform's, as its name says), whatsEatSwitch (a partner
 * platform's coupon panel, switched on with the contract) and reportManagerCodeVerificationSwitch (a switch
 * the staff at the counter could flip would make the reports' manager-code gate pointless).
 */

export const STORE_SETTING_PATHS = {
  updateStoreSetting: { method: 'PUT', path: '/api/back/account/updateStoreSetting' },
} as const;

/** The idle order reminder's minutes: whole minutes, from one minute to four hours (ours; default 30 in constants). */
export const IDLE_ORDER_REMINDER_MINUTES_MIN = 1;
export const IDLE_ORDER_REMINDER_MINUTES_MAX = 240;

/** Each setting a store may change this way, with the switchSettings field it writes. */
export const STORE_SETTING_FIELDS = {
  MOBILE_ORDER_SWITCH: 'mobileOrderSwitch',
  PRINT_SWITCH: 'printSwitch',
  TAG_SWITCH: 'tagSwitch',
  KITCHEN_AREA_SWITCH: 'kitchenAreaSwitch',
  IDLE_ORDER_REMINDER_SWITCH: 'idleOrderReminderSwitch',
  IDLE_ORDER_REMINDER_MINUTES: 'idleOrderReminderMinutes',
} as const satisfies Record<string, keyof SwitchSettings>;

export type StoreSettingName = keyof typeof STORE_SETTING_FIELDS;
export const STORE_SETTING_NAMES = Object.keys(STORE_SETTING_FIELDS) as StoreSettingName[];

/** What each setting is called on screen, for the messages below. */
export const STORE_SETTING_LABELS: Readonly<Record<StoreSettingName, string>> = {
  MOBILE_ORDER_SWITCH: '手機點餐',
  PRINT_SWITCH: '出單列印',
  TAG_SWITCH: '標籤列印',
  KITCHEN_AREA_SWITCH: '廚房分區出單',
  IDLE_ORDER_REMINDER_SWITCH: '閒置訂單提醒',
  IDLE_ORDER_REMINDER_MINUTES: '提醒分鐘數',
};

/** Messages of this call (ours). */
export const STORE_SETTING_MSG = {
  UNKNOWN_SETTING: '設定項目不正確',
  MOBILE_ORDER_MODULE_OFF: '商店未開通手機點餐模組，無法切換手機點餐',
  MINUTES_RANGE: `提醒分鐘數須介於${IDLE_ORDER_REMINDER_MINUTES_MIN}到${IDLE_ORDER_REMINDER_MINUTES_MAX}分鐘`,
  MINUTES_INTEGER: '提醒分鐘數須為整數',
} as const;

const storeId = requiredId('商店編號');

/** A missing value is "required"; one of the wrong type gets the setting's own message. */
function valueError(setting: StoreSettingName, wrong: string) {
  return (issue: { input?: unknown }) => (issue.input === undefined ? `${STORE_SETTING_LABELS[setting]}為必填` : wrong);
}

function switchValue(setting: StoreSettingName) {
  return z.boolean({ error: valueError(setting, `${STORE_SETTING_LABELS[setting]}須為開啟或關閉`) });
}

/** Whole minutes in range; the web form's field checks with the same schema. */
export const idleOrderReminderMinutesSchema = z
  .number({ error: valueError('IDLE_ORDER_REMINDER_MINUTES', STORE_SETTING_MSG.MINUTES_INTEGER) })
  .int(STORE_SETTING_MSG.MINUTES_INTEGER)
  .min(IDLE_ORDER_REMINDER_MINUTES_MIN, STORE_SETTING_MSG.MINUTES_RANGE)
  .max(IDLE_ORDER_REMINDER_MINUTES_MAX, STORE_SETTING_MSG.MINUTES_RANGE);

function switchChange<Name extends StoreSettingName>(setting: Name) {
  return z.object({ storeId, setting: z.literal(setting), value: switchValue(setting) });
}

/** One change, typed per setting: what the web sends. */
export const storeSettingChangeSchema = z.discriminatedUnion('setting', [
  switchChange('MOBILE_ORDER_SWITCH'),
  switchChange('PRINT_SWITCH'),
  switchChange('TAG_SWITCH'),
  switchChange('KITCHEN_AREA_SWITCH'),
  switchChange('IDLE_ORDER_REMINDER_SWITCH'),
  z.object({ storeId, setting: z.literal('IDLE_ORDER_REMINDER_MINUTES'), value: idleOrderReminderMinutesSchema }),
]);
export type StoreSettingChange = z.infer<typeof storeSettingChangeSchema>;
export type StoreSettingValue = StoreSettingChange['value'];

/**
 * The request body as the server validates it: a plain object (the access policy reads `storeId` from its shape)
 * whose `value` is then checked by the named setting's own schema above.
 */
export const updateStoreSettingRequestSchema = requestObject({
  storeId,
  setting: z.enum(STORE_SETTING_NAMES as [StoreSettingName, ...StoreSettingName[]], { error: STORE_SETTING_MSG.UNKNOWN_SETTING }),
  // Typed here, checked below by the setting's own schema (a missing value too: it gets that setting's message).
  value: z.unknown().optional().transform((value) => value as StoreSettingValue),
}).superRefine((request, context) => {
  const checked = storeSettingChangeSchema.safeParse(request);
  const issue = checked.success ? undefined : checked.error.issues[0];
  if (issue) context.addIssue({ code: 'custom', path: ['value'], message: issue.message });
});
export type UpdateStoreSettingRequest = z.infer<typeof updateStoreSettingRequestSchema>;

/** The switchSettings field a setting writes. */
export function storeSettingField(setting: StoreSettingName): keyof SwitchSettings {
  return STORE_SETTING_FIELDS[setting];
}
