import { describe, expect, it } from 'vitest';
import { IDLE_ORDER_REMINDER_MINUTES } from '../constants.js';
import { MSG } from '../messages.js';
import { switchSettingsSchema } from './store-config.js';
import {
  IDLE_ORDER_REMINDER_MINUTES_MAX,
  IDLE_ORDER_REMINDER_MINUTES_MIN,
  STORE_SETTING_FIELDS,
  STORE_SETTING_NAMES,
  STORE_SETTING_PATHS,
  storeSettingChangeSchema,
  updateStoreSettingRequestSchema,
} from './store-settings.js';

function firstMessage(input: unknown): string | null | undefined {
  const result = updateStoreSettingRequestSchema.safeParse(input);
  return result.success ? null : result.error.issues[0]?.message;
}

describe('store setting contract', () => {
  it('is PUT /api/back/account/updateStoreSetting', () => {
    expect(STORE_SETTING_PATHS.updateStoreSetting).toEqual({ method: 'PUT', path: '/api/back/account/updateStoreSetting' });
  });

  it('maps every setting to a field of switchSettings, the reports gate and platform switches left out', () => {
    const fields = Object.keys(switchSettingsSchema.shape);
    for (const name of STORE_SETTING_NAMES) expect(fields).toContain(STORE_SETTING_FIELDS[name]);
    expect(STORE_SETTING_NAMES).toContain('MOBILE_ORDER_SWITCH');
    expect(Object.values(STORE_SETTING_FIELDS)).not.toContain('reportManagerCodeVerificationSwitch');
    expect(Object.values(STORE_SETTING_FIELDS)).not.toContain('adminLinePaySwitch');
  });

  it('accepts a switch as a boolean and the minutes as whole minutes in 1..240', () => {
    expect(updateStoreSettingRequestSchema.parse({ storeId: 3, setting: 'IDLE_ORDER_REMINDER_SWITCH', value: false })).toEqual({
      storeId: 3,
      setting: 'IDLE_ORDER_REMINDER_SWITCH',
      value: false,
    });
    for (const value of [IDLE_ORDER_REMINDER_MINUTES_MIN, IDLE_ORDER_REMINDER_MINUTES, IDLE_ORDER_REMINDER_MINUTES_MAX]) {
      expect(firstMessage({ storeId: 3, setting: 'IDLE_ORDER_REMINDER_MINUTES', value })).toBeNull();
    }
    expect(IDLE_ORDER_REMINDER_MINUTES_MAX).toBe(240);
  });

  it('names what is wrong, in zh-TW', () => {
    const minutes = (value: unknown) => firstMessage({ storeId: 3, setting: 'IDLE_ORDER_REMINDER_MINUTES', value });
    expect(minutes(0)).toBe('提醒分鐘數須介於1到240分鐘');
    expect(minutes(241)).toBe('提醒分鐘數須介於1到240分鐘');
    expect(minutes(2.5)).toBe('提醒分鐘數須為整數');
    expect(minutes('30')).toBe('提醒分鐘數須為整數');
    expect(minutes(undefined)).toBe('提醒分鐘數為必填');
    expect(firstMessage({ storeId: 3, setting: 'IDLE_ORDER_REMINDER_SWITCH', value: 1 })).toBe('閒置訂單提醒須為開啟或關閉');
    expect(firstMessage({ storeId: 3, setting: 'MOBILE_ORDER_SWITCH' })).toBe('手機點餐為必填');
    expect(firstMessage({ storeId: 3, setting: 'REPORT_MANAGER_CODE_VERIFICATION_SWITCH', value: false })).toBe('設定項目不正確');
    expect(firstMessage({ storeId: 3, value: true })).toBe('設定項目不正確');
    expect(firstMessage({ setting: 'PRINT_SWITCH', value: true })).toBe('商店編號為必填');
    expect(firstMessage([])).toBe(MSG.BAD_REQUEST);
  });

  it('types each change by its setting', () => {
    expect(storeSettingChangeSchema.parse({ storeId: 1, setting: 'IDLE_ORDER_REMINDER_MINUTES', value: 45 }).value).toBe(45);
    expect(storeSettingChangeSchema.safeParse({ storeId: 1, setting: 'PRINT_SWITCH', value: 45 }).success).toBe(false);
  });
});
