import type { OrderDetail, SplitOrderRequest } from '@diancan/core';

/**
 * 拆單 by items (docs/tables.md): the counts each new check takes per line; what no new check takes stays on the
 * check being split. Checked here as the server checks it, so the screen says why before sending.
 */

/** counts[part][line index]: what new check `part` takes of each line. */
export type SplitCounts = number[][];

export const hundredths = (value: number) => Math.round(value * 100);

/** What stays on the original check of a line, after every new check took its count. */
export function remainderOf(order: Pick<OrderDetail, 'lines'>, counts: SplitCounts, lineIndex: number): number {
  const line = order.lines[lineIndex];
  if (!line) return 0;
  const taken = counts.reduce((sum, part) => sum + hundredths(part[lineIndex] ?? 0), 0);
  return (hundredths(line.count) - taken) / 100;
}

/** Why the split cannot be sent yet, or null. */
export function splitProblem(order: Pick<OrderDetail, 'lines'>, counts: SplitCounts): string | null {
  if (order.lines.some((_line, index) => remainderOf(order, counts, index) < 0)) return '拆出的數量超過餐點的數量';
  if (counts.some((part) => part.every((count) => count <= 0))) return '拆單的每一份至少需有一項餐點';
  const nothingStays = order.lines.every((_line, index) => remainderOf(order, counts, index) === 0);
  if (nothingStays && counts.length < 2) return '拆單至少需分成兩張帳單';
  return null;
}

/** The request: one part per new check, each naming the lines it takes. */
export function splitRequestOf(order: Pick<OrderDetail, 'id' | 'storeId' | 'version' | 'lines'>, counts: SplitCounts): SplitOrderRequest {
  return {
    storeId: order.storeId,
    orderId: order.id,
    version: order.version,
    parts: counts.map((part) => ({
      lines: order.lines.flatMap((line, index) => ((part[index] ?? 0) > 0 ? [{ detailId: line.id, count: part[index] ?? 0 }] : [])),
    })),
  };
}
