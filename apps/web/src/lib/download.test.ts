import { describe, expect, it } from 'vitest';
import { attachmentName } from './download';

describe('attachmentName', () => {
  it('names the download as the server does (RFC 6266 filename* first), else the fallback', () => {
    expect(attachmentName("attachment; filename=\"items.xlsx\"; filename*=UTF-8''%E9%A4%90%E9%BB%9E-2026.xlsx", '餐點.xlsx')).toBe('餐點-2026.xlsx');
    expect(attachmentName('attachment; filename="items.xlsx"', '餐點.xlsx')).toBe('items.xlsx');
    expect(attachmentName("attachment; filename*=UTF-8''%E0%A4%A", 'x.xlsx')).toBe('x.xlsx');
    expect(attachmentName(null, '餐點.xlsx')).toBe('餐點.xlsx');
  });
});
