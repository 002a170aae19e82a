import { describe, it, expect } from 'vitest';
import { maintenanceSchema, recordErrorRequestSchema, SYSTEM_PARAM_IDS, systemGetQuerySchema } from './system.js';

describe('systemGetQuerySchema', () => {
  it.each(SYSTEM_PARAM_IDS)('accepts %s', (paramId) => {
    expect(systemGetQuerySchema.parse({ paramId })).toEqual({ paramId });
  });
  it('rejects other parameters', () => {
    expect(systemGetQuerySchema.safeParse({ paramId: 'DB_PASSWORD' }).error?.issues[0]?.message).toBe('參數代碼不正確');
    expect(systemGetQuerySchema.safeParse({}).error?.issues[0]?.message).toBe('參數代碼不正確');
  });
});

describe('maintenanceSchema', () => {
  it('carries the switch, title and message', () => {
    const maintenance = { on: true, title: '系統維護', message: '預計一小時後恢復' };
    expect(maintenanceSchema.parse(maintenance)).toEqual(maintenance);
    expect(maintenanceSchema.safeParse({ on: true, title: 'x' }).success).toBe(false);
  });
});

describe('recordErrorRequestSchema', () => {
  it('accepts a source and message within the limits', () => {
    expect(recordErrorRequestSchema.parse({ source: 'x'.repeat(100), message: 'y'.repeat(4000) }).source).toHaveLength(100);
  });
  it('rejects longer text with a message', () => {
    const message = (input: unknown) => recordErrorRequestSchema.safeParse(input).error?.issues[0]?.message;
    expect(message({ source: 'x'.repeat(101), message: 'y' })).toBe('來源不可超過100字');
    expect(message({ source: 'x', message: 'y'.repeat(4001) })).toBe('錯誤訊息不可超過4000字');
    expect(message({ source: '', message: 'y' })).toBe('來源為必填');
    expect(message({ source: 'x' })).toBe('錯誤訊息為必填');
  });
});
