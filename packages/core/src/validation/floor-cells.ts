/**
 * The cells of a floor plan (docs/tables.md): each area has a grid of cells, `x` the column and `y` the row, both
 * from 0 to FLOOR_CELL_MAX. A table covers one cell, a long table (長桌, shape LONG) two side by side (its own and the
 * one on its right); no two live tables of an area share a cell. The server refuses a placement that breaks this
 * (409) and the floor editor refuses the same move before sending it, both through these functions.
 */

/** The last column and row a cell may have (`x`, `y` of diningTable/add and update run 0-99). */
export const FLOOR_CELL_MAX = 99;
/** The editor's grid is never smaller than this; a table placed by the server goes to its first free cell in it. */
export const FLOOR_MIN_COLUMNS = 8;
export const FLOOR_MIN_ROWS = 5;

export interface Cell {
  x: number;
  y: number;
}

/** A table as far as the floor's cells go (its shape: SQUARE, ROUND or LONG). */
export interface PlacedTable extends Cell {
  id: number;
  name: string;
  shape: string;
}

/** How many columns a table of this shape covers. */
export function cellSpanOf(shape: string): number {
  return shape === 'LONG' ? 2 : 1;
}

/** The cells a table of this shape covers at (x, y). */
export function cellsCovered(shape: string, at: Cell): Cell[] {
  return Array.from({ length: cellSpanOf(shape) }, (_, offset) => ({ x: at.x + offset, y: at.y }));
}

/** The cells a table covers. */
export const cellsOf = (table: Pick<PlacedTable, 'shape' | 'x' | 'y'>): Cell[] => cellsCovered(table.shape, table);

/** Whether every cell of a table of this shape at `at` is on the grid (a long table at the last column is not). */
export function fitsGrid(shape: string, at: Cell): boolean {
  return at.x >= 0 && at.y >= 0 && at.y <= FLOOR_CELL_MAX && at.x + cellSpanOf(shape) - 1 <= FLOOR_CELL_MAX;
}

/** The table (other than `movingId`) covering a cell the moved table would cover, or undefined when they are free. */
export function blockerAt<T extends PlacedTable>(tables: readonly T[], movingId: number, shape: string, at: Cell): T | undefined {
  const wanted = cellsCovered(shape, at);
  return tables.find((table) => table.id !== movingId && cellsOf(table).some((cell) => wanted.some((want) => want.x === cell.x && want.y === cell.y)));
}

/** A cell kept on the grid (a long table's second cell included), within `columns` x `rows` when given. */
export function clampCell(shape: string, at: Cell, columns = FLOOR_CELL_MAX + 1, rows = FLOOR_CELL_MAX + 1): Cell {
  const lastX = Math.min(columns, FLOOR_CELL_MAX + 1) - cellSpanOf(shape);
  const lastY = Math.min(rows, FLOOR_CELL_MAX + 1) - 1;
  return { x: Math.max(0, Math.min(lastX, at.x)), y: Math.max(0, Math.min(lastY, at.y)) };
}

/** The grid drawn for an area's tables: at least 8 x 5, and one free column and row past the last table. */
export function gridSize(tables: readonly PlacedTable[]): { columns: number; rows: number } {
  const right = Math.max(0, ...tables.map((table) => table.x + cellSpanOf(table.shape)));
  const bottom = Math.max(0, ...tables.map((table) => table.y + 1));
  return {
    columns: Math.min(FLOOR_CELL_MAX + 1, Math.max(FLOOR_MIN_COLUMNS, right + 1)),
    rows: Math.min(FLOOR_CELL_MAX + 1, Math.max(FLOOR_MIN_ROWS, bottom + 1)),
  };
}

/**
 * The first free cell, row by row within the drawn grid's columns, for a table of this shape (a new table, or one
 * moved to another area; `movingId` is the table itself, whose own cells do not count); null when the grid is full.
 */
export function firstFreeCell(tables: readonly PlacedTable[], shape: string, movingId = 0): Cell | null {
  const others = tables.filter((table) => table.id !== movingId);
  const taken = new Set(others.flatMap((table) => cellsOf(table).map(cellKey)));
  const { columns } = gridSize(others);
  for (let y = 0; y <= FLOOR_CELL_MAX; y += 1) {
    for (let x = 0; x + cellSpanOf(shape) <= columns; x += 1) {
      if (cellsCovered(shape, { x, y }).every((cell) => !taken.has(cellKey(cell)))) return { x, y };
    }
  }
  return null;
}

const cellKey = (cell: Cell) => cell.y * (FLOOR_CELL_MAX + 2) + cell.x;
