import { describe, expect, it } from 'vitest';
import { blockerAt, cellsOf, clampCell, FLOOR_CELL_MAX, firstFreeCell, fitsGrid, gridSize, type PlacedTable } from './floor-cells.js';

const table = (id: number, shape: string, x: number, y: number): PlacedTable => ({ id, name: `T${id}`, shape, x, y });

describe('floor cells', () => {
  it('a long table covers its cell and the one on its right, the others one cell', () => {
    expect(cellsOf(table(1, 'LONG', 3, 2))).toEqual([
      { x: 3, y: 2 },
      { x: 4, y: 2 },
    ]);
    expect(cellsOf(table(2, 'ROUND', 3, 2))).toEqual([{ x: 3, y: 2 }]);
  });

  it('finds the table covering a wanted cell, a long table second cell included, never the moved table itself', () => {
    const tables = [table(1, 'LONG', 0, 0), table(2, 'SQUARE', 3, 0)];
    expect(blockerAt(tables, 9, 'SQUARE', { x: 1, y: 0 })?.name).toBe('T1');
    expect(blockerAt(tables, 9, 'LONG', { x: 2, y: 0 })?.name).toBe('T2');
    expect(blockerAt(tables, 9, 'SQUARE', { x: 2, y: 0 })).toBeUndefined();
    expect(blockerAt(tables, 1, 'LONG', { x: 1, y: 0 })).toBeUndefined();
  });

  it('a long table on the last column does not fit; every cell 0-99 fits one cell', () => {
    expect(fitsGrid('LONG', { x: FLOOR_CELL_MAX, y: 0 })).toBe(false);
    expect(fitsGrid('LONG', { x: FLOOR_CELL_MAX - 1, y: FLOOR_CELL_MAX })).toBe(true);
    expect(fitsGrid('SQUARE', { x: FLOOR_CELL_MAX, y: FLOOR_CELL_MAX })).toBe(true);
    expect(fitsGrid('SQUARE', { x: 0, y: FLOOR_CELL_MAX + 1 })).toBe(false);
    expect(clampCell('LONG', { x: 150, y: -3 })).toEqual({ x: FLOOR_CELL_MAX - 1, y: 0 });
  });

  it('the first free cell goes row by row within the drawn grid, skipping taken and half-free cells', () => {
    expect(firstFreeCell([], 'SQUARE')).toEqual({ x: 0, y: 0 });
    const tables = [table(1, 'SQUARE', 0, 0), table(2, 'LONG', 1, 0), table(3, 'SQUARE', 4, 0)];
    expect(firstFreeCell(tables, 'SQUARE')).toEqual({ x: 3, y: 0 });
    expect(firstFreeCell(tables, 'LONG')).toEqual({ x: 5, y: 0 });
    // the moved table's own cell is free for itself
    expect(firstFreeCell(tables, 'SQUARE', 1)).toEqual({ x: 0, y: 0 });
    const fullRow = Array.from({ length: 8 }, (_, x) => table(x + 1, 'SQUARE', x, 0));
    expect(gridSize(fullRow).columns).toBe(9);
    expect(firstFreeCell(fullRow, 'SQUARE')).toEqual({ x: 8, y: 0 });
  });

  it('placing tables one after another at the first free cell never puts two on one cell', () => {
    const placed: PlacedTable[] = [];
    for (let id = 1; id <= 60; id += 1) {
      const shape = id % 3 === 0 ? 'LONG' : 'SQUARE';
      const at = firstFreeCell(placed, shape);
      expect(at).not.toBeNull();
      expect(blockerAt(placed, id, shape, at!)).toBeUndefined();
      expect(fitsGrid(shape, at!)).toBe(true);
      placed.push(table(id, shape, at!.x, at!.y));
    }
  });

  it('a full grid has no free cell', () => {
    const all = Array.from({ length: (FLOOR_CELL_MAX + 1) ** 2 }, (_, i) => table(i + 1, 'SQUARE', i % 100, Math.floor(i / 100)));
    expect(firstFreeCell(all, 'SQUARE')).toBeNull();
  });
});
