import type { TableShape } from '@diancan/core';

/**
 * The floor editor's rules (docs/tables.md "The floor editor"): a table covers one cell of its area's grid, a long
 * table (長桌) two side by side; no two tables of an area share a cell. A table moved (dragged or moved with the
 * arrow keys) onto a cell another table covers is refused with a message and stays where it was: a swap would be
 * two saves, and the second may fail and leave two tables on one cell.
 */

/** The server's cells run 0-99 both ways (`x`, `y` of diningTable/update). */
export const CELL_MAX = 99;

/** The editor's grid: never smaller than this, and always one free column and row past the tables to drag into. */
export const MIN_COLUMNS = 8;
export const MIN_ROWS = 5;

export interface PlacedTable {
  id: number;
  name: string;
  shape: TableShape;
  x: number;
  y: number;
}

export interface Cell {
  x: number;
  y: number;
}

/** How many columns a table covers. */
export function spanOf(shape: TableShape): number {
  return shape === 'LONG' ? 2 : 1;
}

/** The cells a table of this shape covers at (x, y). */
export function cellsCovered(shape: TableShape, at: Cell): Cell[] {
  return Array.from({ length: spanOf(shape) }, (_, offset) => ({ x: at.x + offset, y: at.y }));
}

/** The table (other than `movingId`) covering any cell the moved table would cover, or undefined when they are free. */
export function blockerAt(tables: readonly PlacedTable[], movingId: number, shape: TableShape, at: Cell): PlacedTable | undefined {
  const wanted = cellsCovered(shape, at);
  return tables.find(
    (table) => table.id !== movingId && cellsCovered(table.shape, table).some((cell) => wanted.some((want) => want.x === cell.x && want.y === cell.y)),
  );
}

/** A cell kept on the grid the server takes (a long table's second cell included). */
export function clampCell(shape: TableShape, at: Cell, columns = CELL_MAX + 1, rows = CELL_MAX + 1): Cell {
  const lastX = Math.min(columns, CELL_MAX + 1) - spanOf(shape);
  const lastY = Math.min(rows, CELL_MAX + 1) - 1;
  return { x: Math.max(0, Math.min(lastX, at.x)), y: Math.max(0, Math.min(lastY, at.y)) };
}

/** The grid drawn for an area's tables. */
export function gridSize(tables: readonly PlacedTable[]): { columns: number; rows: number } {
  const right = Math.max(0, ...tables.map((table) => table.x + spanOf(table.shape)));
  const bottom = Math.max(0, ...tables.map((table) => table.y + 1));
  return { columns: Math.min(CELL_MAX + 1, Math.max(MIN_COLUMNS, right + 1)), rows: Math.min(CELL_MAX + 1, Math.max(MIN_ROWS, bottom + 1)) };
}

/** The first free cell, row by row, for a table of this shape (a new table, or one moved to another area). */
export function firstFreeCell(tables: readonly PlacedTable[], shape: TableShape, movingId = 0): Cell {
  const { columns } = gridSize(tables);
  for (let y = 0; y <= CELL_MAX; y += 1) {
    for (let x = 0; x + spanOf(shape) <= columns; x += 1) {
      if (!blockerAt(tables, movingId, shape, { x, y })) return { x, y };
    }
  }
  return { x: 0, y: CELL_MAX };
}

/** The arrow keys' moves. */
export const ARROW_STEPS: Readonly<Record<string, Cell>> = {
  ArrowLeft: { x: -1, y: 0 },
  ArrowRight: { x: 1, y: 0 },
  ArrowUp: { x: 0, y: -1 },
  ArrowDown: { x: 0, y: 1 },
};

/** The refusal of a move onto a taken cell. */
export const occupiedMessage = (blocker: Pick<PlacedTable, 'name'>) => `此位置已有桌位 ${blocker.name}，請移到空位`;

/** Where a table is, said to a screen reader: 第3欄第2列. */
export const cellText = (at: Cell) => `第${at.x + 1}欄第${at.y + 1}列`;
