import { describe, expect, it } from 'vitest';
import {
  SHIFT_PATHS,
  shiftBatchRemoveRequestSchema,
  shiftDetailRequestSchema,
  shiftFinishRequestSchema,
  shiftPageRequestSchema,
} from './shifts.js';

function firstMessage(result: { success: boolean; error?: { issues: { message: string }[] } }) {
  return result.success ? null : result.error?.issues[0]?.message;
}

describe('shift contract', () => {
  it('uses /api/back/store/shift/ paths: POST, and DELETE for batchRemove', () => {
    for (const name of ['page', 'finish', 'recalculate', 'detail', 'detailByDate', 'print'] as const) {
      expect(SHIFT_PATHS[name]).toEqual({ method: 'POST', path: `/api/back/store/shift/${name}` });
    }
    expect(SHIFT_PATHS.batchRemove).toEqual({ method: 'DELETE', path: '/api/back/store/shift/batchRemove' });
  });

  it('finishes with the counted cash and the next float, both required', () => {
    expect(firstMessage(shiftFinishRequestSchema.safeParse({ storeId: 1, nextOpeningFloat: 0 }))).toBe('實點現金為必填');
    expect(firstMessage(shiftFinishRequestSchema.safeParse({ storeId: 1, countedCash: 0 }))).toBe('下一班零用金為必填');
    expect(firstMessage(shiftFinishRequestSchema.safeParse({ storeId: 1, countedCash: -1, nextOpeningFloat: 0 }))).toBe(
      '實點現金不可小於0',
    );
    expect(shiftFinishRequestSchema.parse({ storeId: 1, countedCash: 0, nextOpeningFloat: 500_000 })).toEqual({
      storeId: 1,
      shiftId: null,
      countedCash: 0,
      nextOpeningFloat: 500_000,
      remark: '',
    });
  });

  it('reads the open shift when detail names no id', () => {
    expect(shiftDetailRequestSchema.parse({ storeId: 1 }).id).toBeNull();
    expect(shiftDetailRequestSchema.parse({ storeId: 1, id: 7 }).id).toBe(7);
  });

  it('checks the page range', () => {
    expect(firstMessage(shiftPageRequestSchema.safeParse({ storeId: 1, startDate: '2026-11-02', endDate: '2026-11-01' }))).toBe(
      '開始時間晚於結束時間!',
    );
    expect(firstMessage(shiftPageRequestSchema.safeParse({ storeId: 1, endDate: '2026-11-01' }))).toBe('開始日期為必填');
  });

  it('removes with a reason', () => {
    expect(firstMessage(shiftBatchRemoveRequestSchema.safeParse({ storeId: 1, idList: [1] }))).toBe('刪除原因為必填');
    expect(shiftBatchRemoveRequestSchema.parse({ storeId: 1, idList: [1], reason: ' 誤按交班 ' }).reason).toBe('誤按交班');
  });
});
