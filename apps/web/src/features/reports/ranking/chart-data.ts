import type { SalesRankingRow } from '@diancan/core';

/**
 * The sales-ranking chart's slices (store operations sections 4 and 9): every item ranked under 10 is its own
 * slice, the rest are one slice 其他; names are cut at 14 characters plus an ellipsis; shares are shown to one
 * decimal. Ties share a rank, so "under 10" may be more than nine items.
 */

export const CHART_RANK_LIMIT = 10;
export const CHART_NAME_MAX = 14;
export const OTHERS_LABEL = '其他';

export type ChartMetric = 'count' | 'amount';

export interface ChartSlice {
  key: string;
  label: string;
  /** The full name, for the tooltip when the label is cut. */
  fullName: string;
  value: number;
  /** Between 0 and 1. */
  share: number;
}

/** A name of at most 14 characters, else its first 14 and …; counts characters, not UTF-16 units. */
export function chartName(name: string): string {
  const characters = [...name];
  return characters.length > CHART_NAME_MAX ? `${characters.slice(0, CHART_NAME_MAX).join('')}…` : name;
}

function metricOf(row: SalesRankingRow, metric: ChartMetric): number {
  return metric === 'count' ? row.totalCount : row.totalPrice;
}

/** The slices of a ranking; empty when nothing sold (every value zero). */
export function chartSlices(rows: readonly SalesRankingRow[], metric: ChartMetric): ChartSlice[] {
  const total = rows.reduce((sum, row) => sum + Math.max(0, metricOf(row, metric)), 0);
  if (total <= 0) return [];
  const slices: ChartSlice[] = [];
  let others = 0;
  for (const row of rows) {
    const value = Math.max(0, metricOf(row, metric));
    if (row.rank < CHART_RANK_LIMIT) {
      slices.push({ key: String(row.itemId), label: chartName(row.name), fullName: row.name, value, share: value / total });
    } else {
      others += value;
    }
  }
  if (others > 0) slices.push({ key: 'others', label: OTHERS_LABEL, fullName: OTHERS_LABEL, value: others, share: others / total });
  return slices.filter((slice) => slice.value > 0);
}
