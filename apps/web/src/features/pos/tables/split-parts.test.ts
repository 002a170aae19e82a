import { describe, expect, it } from 'vitest';
import { remainderOf, splitProblem, splitRequestOf } from './split-parts';

const order = {
  id: 7,
  storeId: 1,
  version: 3,
  lines: [
    { id: 11, count: 2 },
    { id: 12, count: 1.5 },
  ],
} as unknown as Parameters<typeof splitRequestOf>[0];

describe('拆單 by items', () => {
  it('leaves on the original check what no new check takes, to the hundredth', () => {
    expect(remainderOf(order, [[1, 0.7]], 1)).toBe(0.8);
    expect(remainderOf(order, [[1, 0], [1, 0]], 0)).toBe(0);
  });

  it('refuses taking more than a line holds, and an empty new check', () => {
    expect(splitProblem(order, [[2, 0], [1, 0]])).toBe('拆出的數量超過餐點的數量');
    expect(splitProblem(order, [[0, 0]])).toBe('拆單的每一份至少需有一項餐點');
    expect(splitProblem(order, [[2, 1.5]])).toBe('拆單至少需分成兩張帳單');
    expect(splitProblem(order, [[1, 0]])).toBeNull();
  });

  it('names, per new check, only the lines it takes', () => {
    expect(splitRequestOf(order, [[1, 0], [0, 1.5]])).toEqual({
      storeId: 1,
      orderId: 7,
      version: 3,
      parts: [{ lines: [{ detailId: 11, count: 1 }] }, { lines: [{ detailId: 12, count: 1.5 }] }],
    });
  });
});
