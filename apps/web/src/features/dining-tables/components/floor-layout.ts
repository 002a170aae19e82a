import { type Cell, type PlacedTable, tableCellTakenMessage } from '@diancan/core';

/**
 * The floor editor's rules (docs/tables.md "The floor editor"): the cells are core's floor-cells (`cellsOf`,
 * `blockerAt`, `firstFreeCell`, `gridSize`, `clampCell`), which the server enforces too (409 on a taken cell). A table
 * moved (dragged or moved with the arrow keys) onto a cell another table covers is refused here with the server's
 * message and stays where it was: a swap would be two saves, and the second may fail and leave two tables on one cell.
 */

export { blockerAt, type Cell, cellSpanOf as spanOf, clampCell, firstFreeCell, gridSize, type PlacedTable } from '@diancan/core';

/** The arrow keys' moves. */
export const ARROW_STEPS: Readonly<Record<string, Cell>> = {
  ArrowLeft: { x: -1, y: 0 },
  ArrowRight: { x: 1, y: 0 },
  ArrowUp: { x: 0, y: -1 },
  ArrowDown: { x: 0, y: 1 },
};

/** The refusal of a move onto a taken cell. */
export const occupiedMessage = (blocker: Pick<PlacedTable, 'name'>) => tableCellTakenMessage(blocker.name);

/** Where a table is, said to a screen reader: 第3欄第2列. */
export const cellText = (at: Cell) => `第${at.x + 1}欄第${at.y + 1}列`;
