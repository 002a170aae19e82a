import { describe, expect, it } from 'vitest';
import {
  bindCodeField,
  STORE_PATHS,
  storeAddRequestSchema,
  storePageRequestSchema,
  storeUpdateRequestSchema,
} from './stores.js';

const owner = { account: 'shop01', password: 'Abcd1234', name: '王小明' };
const message = (schema: { safeParse(input: unknown): { error?: { issues: { message: string }[] } } }, input: unknown) =>
  schema.safeParse(input).error?.issues[0]?.message;

describe('store contracts', () => {
  it('names every call under /api/back/store', () => {
    for (const call of Object.values(STORE_PATHS)) expect(call.path).toMatch(/^\/api\/back\/store\/\w+$/);
  });

  it('accepts a store with its owner and normalises blanks to null', () => {
    const parsed = storeAddRequestSchema.parse({ name: ' 信義店 ', phone: '', uniformNumber: '', owner });
    expect(parsed).toMatchObject({ name: '信義店', phone: null, uniformNumber: null, bindCode: null, salesId: null });
    expect(parsed.owner).toMatchObject({ account: 'shop01', email: null });
  });

  it('checks the tax id, the bind code and the owner password', () => {
    expect(message(storeAddRequestSchema, { name: 'a', uniformNumber: '11111111', owner })).toBe('統編不正確');
    expect(storeAddRequestSchema.parse({ name: 'a', uniformNumber: '04595257', owner }).uniformNumber).toBe('04595257');
    expect(message(storeAddRequestSchema, { name: 'a', owner: { ...owner, password: 'abc' } })).toBe('新密碼強度須為中(含)以上');
    expect(message(storeAddRequestSchema, { name: '', owner })).toBe('商店名稱為必填');
    expect(bindCodeField.parse('abcd2345')).toBe('ABCD2345');
    expect(bindCodeField.safeParse('ABCD0123').success).toBe(false);
  });

  it('defaults update flags and page filters', () => {
    expect(storeUpdateRequestSchema.parse({ id: 1, name: 'x' }).removeLogo).toBe(false);
    expect(storePageRequestSchema.parse({})).toMatchObject({ page: 1, size: 10, status: 'ALL', keyword: null });
    expect(message(storePageRequestSchema, { size: 15 })).toBe('每頁行數須為10、20、30、40或50');
  });
});
