import { describe, expect, it } from 'vitest';
import { looksLikePdf, pdfUploadError, schemeAddRequestSchema } from './schemes.js';

describe('scheme contracts', () => {
  it('recognises a PDF by its bytes, not its name', () => {
    expect(looksLikePdf(Buffer.from('%PDF-1.7\n...'))).toBe(true);
    expect(looksLikePdf(Buffer.concat([Buffer.from([0xef, 0xbb, 0xbf]), Buffer.from('%PDF-1.4')]))).toBe(true);
    expect(looksLikePdf(Buffer.from('<html>%PD'))).toBe(false);
    expect(looksLikePdf(new Uint8Array())).toBe(false);
  });

  it('applies the spec upload rules in the client check', () => {
    expect(pdfUploadError([{ name: 'a.pdf', size: 5_242_880 }])).toBeNull();
    expect(pdfUploadError([{ name: 'a.pdf', size: 5_242_881 }])).toBe('新增失敗！檔案大小超過5MB');
    expect(pdfUploadError([{ name: 'a.docx', size: 1 }])).toBe('新增失敗！檔案類型錯誤');
    expect(pdfUploadError([{ name: 'a.pdf', size: 1 }], 3)).toBe('最多上傳3個檔案');
  });

  it('allows at most 3 distinct files on a scheme', () => {
    const scheme = { name: '年約方案', amount: 1_200_000, months: 12 };
    expect(schemeAddRequestSchema.parse(scheme).fileIdList).toEqual([]);
    expect(schemeAddRequestSchema.safeParse({ ...scheme, fileIdList: [1, 2, 3, 4] }).error?.issues[0]?.message).toBe(
      '最多上傳3個檔案',
    );
    expect(schemeAddRequestSchema.safeParse({ ...scheme, fileIdList: [1, 1] }).success).toBe(false);
  });
});
