import { describe, expect, it } from 'vitest';
import type { Scheme } from '@diancan/core';
import { checkScheme, EMPTY_SCHEME, schemeToValues } from './scheme-form-values';

const file = (id: number) => ({ id, name: `${id}.pdf`, size: 100, url: `/api/back/file/${id}` });

describe('scheme form', () => {
  it('sends NT$ as cents, months as a number and the files by id', () => {
    const checked = checkScheme({ ...EMPTY_SCHEME, name: '年約', amountDollars: 12000, months: '12', files: [file(3), file(4)] }, null);
    expect(checked).toEqual({ ok: true, request: { name: '年約', description: null, amount: 1_200_000, months: 12, fileIdList: [3, 4] } });
  });

  it('refuses a fourth file with 最多上傳3個檔案 on the files field', () => {
    const values = { ...EMPTY_SCHEME, name: '年約', amountDollars: 1, months: 1, files: [file(1), file(2), file(3), file(4)] };
    expect(checkScheme(values, 2)).toEqual({ ok: false, errors: { files: '最多上傳3個檔案' } });
  });

  it('names the missing amount on the NT$ field', () => {
    expect(checkScheme({ ...EMPTY_SCHEME, name: '年約' }, null)).toEqual({ ok: false, errors: { amountDollars: '方案金額為必填' } });
  });

  it('reads a saved scheme back into the form', () => {
    const scheme: Scheme = {
      id: 2,
      name: '月約',
      description: null,
      amount: 150_050,
      months: 1,
      files: [file(9)],
      contractCount: 0,
      createdAt: '2026-01-01T00:00:00+08:00',
      updatedAt: '2026-01-01T00:00:00+08:00',
    };
    expect(schemeToValues(scheme)).toEqual({ name: '月約', description: '', amountDollars: 1500.5, months: 1, files: [file(9)] });
  });
});
