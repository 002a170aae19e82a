import { blockerAt, type Cell, firstFreeCell, fitsGrid, TABLE_MSG, type TableShape, tableCellTakenMessage } from '@diancan/core';
import type { Transaction } from '../../platform/db/database.js';
import { conflict } from '../../platform/errors/app-error.js';
import { frontRepository, type PlacedTableRow } from './front.repository.js';

/**
 * Where tables sit on their area's grid (docs/tables.md): no two live tables of an area share a cell, a long table
 * covering two (core's floor-cells, which the floor editor applies too). Every placement runs under the store's floor
 * lock, taken here, so two requests cannot both take one free cell.
 */

/**
 * The cell a table of `shape` takes in the area: `sent` when it fits the grid and no other live table of the area
 * covers it (409 otherwise); without a cell, the area's first free cell. `tableId` is the table moved (0 for a new one).
 */
export async function placeTable(tx: Transaction, storeId: number, areaId: number | null, tableId: number, shape: TableShape, sent: Cell | null): Promise<Cell> {
  await frontRepository.lockFloor(tx, storeId);
  const others = (await frontRepository.areaTables(tx, storeId, areaId)).filter((table) => table.id !== tableId);
  if (sent === null) {
    const free = firstFreeCell(others, shape);
    if (!free) throw conflict(TABLE_MSG.AREA_FULL);
    return free;
  }
  if (!fitsGrid(shape, sent)) throw conflict(TABLE_MSG.CELL_PAST_EDGE);
  const blocker = blockerAt(others, tableId, shape, sent);
  if (blocker) throw conflict(tableCellTakenMessage(blocker.name));
  return sent;
}

/**
 * A removed area's tables go to no area (未分區): each keeps its cell when it is free there, else takes the first
 * free cell, so the move never puts two tables on one cell. A table finding no cell keeps its own (a full 100 x 100
 * grid of 未分區 is not a floor anyone draws).
 */
export async function releaseAreaTables(tx: Transaction, storeId: number, areaId: number, now: Date): Promise<void> {
  await frontRepository.lockFloor(tx, storeId);
  const placed: PlacedTableRow[] = await frontRepository.areaTables(tx, storeId, null);
  const moving = (await frontRepository.areaTables(tx, storeId, areaId)).sort((a, b) => a.y - b.y || a.x - b.x || a.id - b.id);
  for (const table of moving) {
    const at = blockerAt(placed, table.id, table.shape, table) ? (firstFreeCell(placed, table.shape) ?? table) : table;
    placed.push({ ...table, x: at.x, y: at.y });
    await frontRepository.updateTable(tx, storeId, table.id, { layout: { areaId: null, posX: at.x, posY: at.y } }, now);
  }
}
