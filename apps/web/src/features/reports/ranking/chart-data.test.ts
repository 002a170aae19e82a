import type { SalesRankingRow } from '@diancan/core';
import { describe, expect, it } from 'vitest';
import { chartName, chartSlices, OTHERS_LABEL } from './chart-data';

function row(rank: number, name: string, totalCount: number, totalPrice: number): SalesRankingRow {
  return { rank, itemId: rank * 100 + totalCount, name, categoryId: 1, categoryName: '飲料', totalCount, price: 0, totalPrice };
}

describe('chartName', () => {
  it('keeps 14 characters and cuts longer names with an ellipsis', () => {
    expect(chartName('珍珠奶茶')).toBe('珍珠奶茶');
    expect(chartName('一二三四五六七八九十一二三四')).toBe('一二三四五六七八九十一二三四');
    expect(chartName('一二三四五六七八九十一二三四五')).toBe('一二三四五六七八九十一二三四…');
    // Characters, not UTF-16 units: an emoji counts once.
    expect(chartName('🍜'.repeat(15))).toBe(`${'🍜'.repeat(14)}…`);
  });
});

describe('chartSlices', () => {
  const ranking = Array.from({ length: 12 }, (_, index) => row(index + 1, `餐點${index + 1}`, 12 - index, (12 - index) * 1_000));

  it('shows ranks under 10 each and groups the rest as 其他', () => {
    const slices = chartSlices(ranking, 'count');
    expect(slices.map((slice) => slice.label)).toEqual([...Array.from({ length: 9 }, (_, index) => `餐點${index + 1}`), OTHERS_LABEL]);
    // Ranks 10, 11 and 12 sold 3 + 2 + 1 of 78.
    expect(slices.at(-1)?.value).toBe(6);
    expect(slices.reduce((sum, slice) => sum + slice.share, 0)).toBeCloseTo(1, 10);
  });

  it('keeps tied ranks under 10 apart and measures by amount when asked', () => {
    const tied = [row(1, 'A', 5, 500), row(9, 'B', 1, 300), row(9, 'C', 1, 200)];
    const slices = chartSlices(tied, 'amount');
    expect(slices.map((slice) => slice.label)).toEqual(['A', 'B', 'C']);
    expect(slices.map((slice) => slice.share)).toEqual([0.5, 0.3, 0.2]);
  });

  it('has no slices when nothing sold', () => {
    expect(chartSlices([], 'count')).toEqual([]);
    expect(chartSlices([row(1, 'A', 0, 0)], 'amount')).toEqual([]);
  });
});
