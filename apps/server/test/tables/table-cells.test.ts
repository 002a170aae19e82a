import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type DiningTable, FRONT_PATHS, TABLE_MSG, TABLE_PATHS, tableCellTakenMessage } from '@diancan/core';
import { dataOf, type TestResponse, withQuery } from '../harness.js';
import { startTablesWorld, type TablesWorld } from './tables-fixtures.js';

/**
 * The floor's cells on the server (docs/tables.md): no two live tables of a store's area on one cell, a long table
 * covering two; refused with 409 whatever the client sends, a table sent without a cell placed on the first free one,
 * and two placements at once on one free cell: exactly one of them.
 */

let world: TablesWorld;
beforeAll(async () => {
  world = await startTablesWorld();
});
afterAll(async () => {
  await world?.close();
});

const paths = FRONT_PATHS.diningTable;
const messageOf = (response: TestResponse<unknown>) => (response.body as { message: string }).message;
const cellOf = (table: Pick<DiningTable, 'x' | 'y'>) => ({ x: table.x, y: table.y });

async function tables(areaId: number | null): Promise<DiningTable[]> {
  const all = dataOf(await world.owner.get<DiningTable[]>(withQuery(paths.list.path, { storeId: world.storeId })));
  return all.filter((table) => table.areaId === areaId);
}
const add = (body: object) => world.owner.post<DiningTable>(paths.add.path, { storeId: world.storeId, ...body });
const update = (body: object) => world.owner.put<DiningTable>(paths.update.path, { storeId: world.storeId, ...body });

describe('table cells on the server', () => {
  it('refuses a table added on a taken cell or a long table second cell, with nothing written; another area same cell is fine', async () => {
    const hall = await world.area('格子大廳');
    const patio = await world.area('格子露台');
    const long = await world.table('L1', { areaId: hall.id, shape: 'LONG', x: 2, y: 1 });
    expect(cellOf(long)).toEqual({ x: 2, y: 1 });

    const onFirst = await add({ name: 'S1', areaId: hall.id, x: 2, y: 1 });
    expect(onFirst.status).toBe(409);
    expect(messageOf(onFirst)).toBe(tableCellTakenMessage('L1'));
    const onSecond = await add({ name: 'S1', areaId: hall.id, position: { x: 3, y: 1 } });
    expect(onSecond.status).toBe(409);
    const longOverlapping = await add({ name: 'S1', areaId: hall.id, shape: 'LONG', x: 1, y: 1 });
    expect(longOverlapping.status).toBe(409);
    expect(messageOf(longOverlapping)).toBe(tableCellTakenMessage('L1'));
    expect((await tables(hall.id)).map((table) => table.name)).toEqual(['L1']);

    // Beside it, and the same cell in another area, are free.
    expect(cellOf(await world.table('S1', { areaId: hall.id, shape: 'LONG', x: 0, y: 1 }))).toEqual({ x: 0, y: 1 });
    expect(cellOf(await world.table('P1', { areaId: patio.id, x: 3, y: 1 }))).toEqual({ x: 3, y: 1 });
  });

  it('refuses a long table past the last column (its second cell off the grid)', async () => {
    const area = await world.area('格子邊緣');
    const past = await add({ name: 'E1', areaId: area.id, shape: 'LONG', x: 99, y: 0 });
    expect(past.status).toBe(409);
    expect(messageOf(past)).toBe(TABLE_MSG.CELL_PAST_EDGE);
    const square = await world.table('E1', { areaId: area.id, x: 99, y: 0 });
    const toLong = await update({ id: square.id, name: 'E1', shape: 'LONG' });
    expect(toLong.status).toBe(409);
    expect(messageOf(toLong)).toBe(TABLE_MSG.CELL_PAST_EDGE);
    expect(await tables(area.id)).toEqual([expect.objectContaining({ id: square.id, shape: 'SQUARE', x: 99, y: 0 })]);
    expect((await world.table('E2', { areaId: area.id, shape: 'LONG', x: 98, y: 1 })).x).toBe(98);
  });

  it('refuses a move, an area change or 長桌 onto a taken cell with nothing changed', async () => {
    const area = await world.area('格子移動');
    const a = await world.table('M1', { areaId: area.id, x: 0, y: 0 });
    const b = await world.table('M2', { areaId: area.id, x: 1, y: 0 });
    const c = await world.table('M3', { areaId: area.id, shape: 'LONG', x: 3, y: 0 });

    const move = await update({ id: a.id, name: 'M1', x: 1, y: 0 });
    expect(move.status).toBe(409);
    expect(messageOf(move)).toBe(tableCellTakenMessage('M2'));
    const ontoSecondCell = await update({ id: a.id, name: 'M1', position: { x: 4, y: 0 } });
    expect(ontoSecondCell.status).toBe(409);
    expect(messageOf(ontoSecondCell)).toBe(tableCellTakenMessage('M3'));
    // Made 長桌 where its right cell is taken (M1 at (0,0), M2 at (1,0)).
    const toLong = await update({ id: a.id, name: 'M1', shape: 'LONG' });
    expect(toLong.status).toBe(409);
    expect(messageOf(toLong)).toBe(tableCellTakenMessage('M2'));
    // Moved here from another area on a taken cell.
    const elsewhere = await world.area('格子他處');
    const d = await world.table('M4', { areaId: elsewhere.id, x: 0, y: 0 });
    const intoTaken = await update({ id: d.id, name: 'M4', areaId: area.id, x: 3, y: 0 });
    expect(intoTaken.status).toBe(409);
    expect(await tables(area.id)).toEqual([
      expect.objectContaining({ id: a.id, name: 'M1', shape: 'SQUARE', x: 0, y: 0 }),
      expect.objectContaining({ id: b.id, x: 1, y: 0 }),
      expect.objectContaining({ id: c.id, shape: 'LONG', x: 3, y: 0 }),
    ]);
    expect(await tables(elsewhere.id)).toEqual([expect.objectContaining({ id: d.id, x: 0, y: 0 })]);

    // A rename keeps the cell and is never refused over it; a free cell is taken; its old cell is free again.
    expect(dataOf(await update({ id: a.id, name: 'M1改' }))).toMatchObject({ x: 0, y: 0 });
    expect(dataOf(await update({ id: a.id, name: 'M1改', x: 2, y: 0 }))).toMatchObject({ x: 2, y: 0 });
    expect(dataOf(await update({ id: b.id, name: 'M2', shape: 'LONG', x: 0, y: 0 }))).toMatchObject({ shape: 'LONG', x: 0, y: 0 });
  });

  it('places tables sent without a cell on the first free cell of their area, one after another, and on an area change', async () => {
    const area = await world.area('格子預設');
    await world.table('D0', { areaId: area.id, shape: 'LONG', x: 0, y: 0 });
    const placed = [];
    for (const name of ['D1', 'D2', 'D3']) placed.push(cellOf(await world.table(name, { areaId: area.id })));
    expect(placed).toEqual([
      { x: 2, y: 0 },
      { x: 3, y: 0 },
      { x: 4, y: 0 },
    ]);
    const long = await world.table('D4', { areaId: area.id, shape: 'LONG' });
    expect(cellOf(long)).toEqual({ x: 5, y: 0 });
    // Moved to another area without a cell: that area's first free cell.
    const other = await world.area('格子預設二');
    await world.table('O1', { areaId: other.id, x: 0, y: 0 });
    expect(dataOf(await update({ id: long.id, name: 'D4', areaId: other.id }))).toMatchObject({ areaId: other.id, x: 1, y: 0 });
    const cells = (await tables(area.id)).flatMap((table) => (table.shape === 'LONG' ? [`${table.x},${table.y}`, `${table.x + 1},${table.y}`] : [`${table.x},${table.y}`]));
    expect(new Set(cells).size).toBe(cells.length);
  });

  it('a removed table frees its cells', async () => {
    const area = await world.area('格子移除');
    const gone = await world.table('R1', { areaId: area.id, shape: 'LONG', x: 4, y: 2 });
    expect((await add({ name: 'R2', areaId: area.id, x: 5, y: 2 })).status).toBe(409);
    dataOf(await world.owner.delete(withQuery(paths.remove.path, { storeId: world.storeId, id: gone.id })));
    expect(cellOf(await world.table('R2', { areaId: area.id, x: 5, y: 2 }))).toEqual({ x: 5, y: 2 });
    expect(cellOf(await world.table('R3', { areaId: area.id, shape: 'LONG', x: 3, y: 2 }))).toEqual({ x: 3, y: 2 });
  });

  it('a removed area moves its tables to 未分區 without putting two on one cell', async () => {
    const unplaced = await tables(null);
    const area = await world.area('格子拆區');
    const free = { x: 7, y: 40 };
    const keeps = await world.table('U1', { areaId: area.id, ...free });
    const clash = unplaced[0] ?? (await world.table('U0', { x: 0, y: 41 }));
    const moves = await world.table('U2', { areaId: area.id, x: clash.x, y: clash.y });
    dataOf(await world.owner.delete(withQuery(TABLE_PATHS.area.remove.path, { storeId: world.storeId, id: area.id })));
    const after = await tables(null);
    expect(after.find((table) => table.id === keeps.id)).toMatchObject(free);
    expect(cellOf(after.find((table) => table.id === moves.id)!)).not.toEqual(cellOf(clash));
    const cells = after.flatMap((table) => (table.shape === 'LONG' ? [`${table.x},${table.y}`, `${table.x + 1},${table.y}`] : [`${table.x},${table.y}`]));
    expect(new Set(cells).size).toBe(cells.length);
  });

  it('two placements at once on one free cell: exactly one succeeds', async () => {
    for (let round = 0; round < 3; round += 1) {
      const area = await world.area(`格子並發${round}`);
      const mover = await world.table(`C${round}m`, { areaId: area.id, x: 5, y: 5 });
      const [added, moved] = await Promise.all([add({ name: `C${round}a`, areaId: area.id, x: 2, y: 2 }), update({ id: mover.id, name: `C${round}m`, x: 2, y: 2 })]);
      expect([added.status, moved.status].sort()).toEqual([200, 409]);
      const [first, second] = await Promise.all([add({ name: `C${round}b`, areaId: area.id, shape: 'LONG', x: 3, y: 3 }), add({ name: `C${round}c`, areaId: area.id, x: 4, y: 3 })]);
      expect([first.status, second.status].sort()).toEqual([200, 409]);
      const onArea = await tables(area.id);
      expect(onArea).toHaveLength(added.status === 200 ? 3 : 2); // the mover, the added table when it won, one of the last two
      expect(onArea.filter((table) => table.x === 2 && table.y === 2)).toHaveLength(1);
      const cells = onArea.flatMap((table) => (table.shape === 'LONG' ? [`${table.x},${table.y}`, `${table.x + 1},${table.y}`] : [`${table.x},${table.y}`]));
      expect(new Set(cells).size).toBe(cells.length);
    }
    // Without a cell, at once: both placed, on different cells.
    const area = await world.area('格子並發預設');
    const both = await Promise.all([add({ name: 'CD1', areaId: area.id }), add({ name: 'CD2', areaId: area.id })]);
    expect(both.map((response) => response.status)).toEqual([200, 200]);
    expect(new Set(both.map((response) => `${dataOf(response).x},${dataOf(response).y}`)).size).toBe(2);
  });
});
