import { describe, it, expect } from 'vitest';
import { z } from 'zod';
import { envelopeSchema, PAGE_SIZES, pageOf, pageRequestSchema } from './envelope.js';

describe('envelopeSchema', () => {
  const schema = envelopeSchema(z.object({ id: z.number() }));
  it('accepts success and failure bodies', () => {
    expect(schema.parse({ status: true, message: null, data: { id: 1 } })).toEqual({ status: true, message: null, data: { id: 1 } });
    expect(schema.parse({ status: false, message: '識別碼錯誤!', data: null }).message).toBe('識別碼錯誤!');
  });
  it('requires all three keys', () => {
    expect(schema.safeParse({ status: true, data: null }).success).toBe(false);
    expect(schema.safeParse({ status: true, message: null }).success).toBe(false);
    expect(schema.safeParse({ status: 'true', message: null, data: null }).success).toBe(false);
  });
});

describe('pageRequestSchema', () => {
  it('defaults to page 1 of 10', () => {
    expect(pageRequestSchema.parse({})).toEqual({ page: 1, size: 10 });
  });
  it.each(PAGE_SIZES)('accepts size %i', (size) => {
    expect(pageRequestSchema.parse({ page: 3, size }).size).toBe(size);
  });
  it('rejects other sizes and pages below 1 in zh-TW', () => {
    expect(pageRequestSchema.safeParse({ size: 15 }).error?.issues[0]?.message).toBe('每頁行數須為10、20、30、40或50');
    expect(pageRequestSchema.safeParse({ size: 100 }).success).toBe(false);
    expect(pageRequestSchema.safeParse({ page: 0 }).error?.issues[0]?.message).toBe('頁碼須大於等於1');
    expect(pageRequestSchema.safeParse({ page: 1.5 }).error?.issues[0]?.message).toBe('頁碼須為整數');
    expect(pageRequestSchema.safeParse({ page: '2' }).error?.issues[0]?.message).toBe('頁碼須為數字');
  });
  it('extends with filters', () => {
    const withFilter = pageRequestSchema.extend({ keyword: z.string().optional() });
    expect(withFilter.parse({ keyword: 'a' })).toEqual({ page: 1, size: 10, keyword: 'a' });
  });
});

describe('pageOf', () => {
  const schema = pageOf(z.object({ id: z.number() }));
  it('accepts a page of items', () => {
    const page = { list: [{ id: 1 }], total: 41, page: 5, size: 10 };
    expect(schema.parse(page)).toEqual(page);
  });
  it('rejects a bad item, total or size', () => {
    expect(schema.safeParse({ list: [{ id: 'x' }], total: 1, page: 1, size: 10 }).success).toBe(false);
    expect(schema.safeParse({ list: [], total: -1, page: 1, size: 10 }).success).toBe(false);
    expect(schema.safeParse({ list: [], total: 0, page: 1, size: 7 }).success).toBe(false);
  });
});
