import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { type DiningArea, type DiningTable, tableCellTakenMessage } from '@diancan/core';
import { beforeEach, describe, expect, it } from 'vitest';
import { initialSession, useSession } from '../../../lib/session';
import { envelope, failure, fakeApi } from '../../../test/fake-api';
import { expectToast, renderWithProviders } from '../../../test/render';
import { FloorEditor } from './FloorEditor';

const UPDATE = 'PUT /api/back/diningTable/update';
/** The grid's pitch (EditorGrid: 96 x 76 cells, 8 apart, 2 of padding); jsdom puts the grid's box at 0, 0. */
const pointAt = (x: number, y: number) => ({ clientX: 2 + x * 104 + 40, clientY: 2 + y * 84 + 30 });

const table = (id: number, name: string, x: number, y: number, extra: Partial<DiningTable> = {}): DiningTable => ({
  id,
  name,
  token: `t${id}`,
  orderUrl: `/order/t${id}`,
  areaId: 5,
  seats: 4,
  shape: 'SQUARE',
  x,
  y,
  ...extra,
});

/** A store with one area 大廳 (A1 at 0,0, A2 round at 2,0, A3 long at 0,2) and a stand-in server that keeps the changes. */
function serve(extra: Parameters<typeof fakeApi>[0] = {}) {
  const areas: DiningArea[] = [{ id: 5, name: '大廳', sort: 1 }];
  let tables: DiningTable[] = [table(1, 'A1', 0, 0), table(2, 'A2', 2, 0, { shape: 'ROUND', seats: 2 }), table(3, 'A3', 0, 2, { shape: 'LONG', seats: 8 })];
  const api = fakeApi({
    'GET /api/back/diningTable/list': () => envelope(tables),
    'GET /api/back/diningArea/list': () => envelope(areas),
    'GET /api/back/table/settings': () => envelope({ serviceChargePercent: 10, diningMinutes: 90 }),
    [UPDATE]: ({ body }) => {
      const request = body as Partial<DiningTable> & { id: number };
      tables = tables.map((row) => (row.id === request.id ? { ...row, ...request } : row));
      return envelope(tables.find((row) => row.id === request.id));
    },
    ...extra,
  });
  return { api, updates: () => api.calls.filter((call) => call.key === UPDATE).map((call) => call.body) };
}

async function card(name: string): Promise<HTMLElement> {
  return screen.findByTestId(`editor-table-${name}`);
}

const cellOf = (element: HTMLElement) => ({ x: Number(element.dataset.x), y: Number(element.dataset.y), column: element.style.gridColumn, row: element.style.gridRow });

beforeEach(() => {
  useSession.setState({ ...initialSession, token: true, storeId: 1 });
});

describe('the floor editor', { timeout: 20_000 }, () => {
  it('draws each table on its cell with its shape, name and seats', async () => {
    serve();
    renderWithProviders(<FloorEditor storeId={1} />);
    expect(await screen.findByRole('tab', { name: '大廳（3）' })).toBeTruthy();
    const round = await card('A2');
    expect(cellOf(round)).toMatchObject({ x: 2, y: 0, column: '3 / span 1', row: '1' });
    expect(round.style.borderRadius).toBe('50%');
    expect(within(round).getByText('圓桌 · 2位')).toBeTruthy();
    const long = await card('A3');
    expect(long.style.gridColumn).toBe('1 / span 2');
    expect(within(long).getByText('長桌 · 8位')).toBeTruthy();
  });

  it('drags a table to a free cell with pointer events (a finger): saves x, y through diningTable/update and draws it there', async () => {
    const { updates } = serve();
    renderWithProviders(<FloorEditor storeId={1} />);
    const a1 = await card('A1');
    fireEvent.pointerDown(a1, { pointerId: 7, pointerType: 'touch', button: 0, ...pointAt(0, 0) });
    fireEvent.pointerMove(a1, { pointerId: 7, pointerType: 'touch', ...pointAt(2, 1) });
    fireEvent.pointerMove(a1, { pointerId: 7, pointerType: 'touch', ...pointAt(3, 1) });
    expect(a1.style.gridColumn).toBe('4 / span 1');
    fireEvent.pointerUp(a1, { pointerId: 7, pointerType: 'touch', ...pointAt(3, 1) });
    await waitFor(() => expect(updates()).toEqual([{ storeId: 1, id: 1, name: 'A1', x: 3, y: 1 }]));
    await waitFor(() => expect(cellOf(a1)).toEqual({ x: 3, y: 1, column: '4 / span 1', row: '2' }));
    expect(screen.getByTestId('floor-editor-said').textContent).toBe('A1 已移到第4欄第2列');
  });

  it('moves the focused table with the arrow keys, one cell a press, keys faster than the saves kept in order', async () => {
    const { updates } = serve();
    renderWithProviders(<FloorEditor storeId={1} />);
    const a1 = await card('A1');
    a1.focus();
    fireEvent.keyDown(a1, { key: 'ArrowDown' });
    fireEvent.keyDown(a1, { key: 'ArrowRight' });
    expect(cellOf(a1)).toMatchObject({ x: 1, y: 1 });
    await waitFor(() =>
      expect(updates()).toEqual([
        { storeId: 1, id: 1, name: 'A1', x: 0, y: 1 },
        { storeId: 1, id: 1, name: 'A1', x: 1, y: 1 },
      ]),
    );
    await waitFor(() => expect(cellOf(a1)).toEqual({ x: 1, y: 1, column: '2 / span 1', row: '2' }));
    // Up to the top row, then up past the edge: stays on the grid, nothing more sent.
    fireEvent.keyDown(a1, { key: 'ArrowUp' });
    await waitFor(() => expect(updates()).toHaveLength(3));
    fireEvent.keyDown(a1, { key: 'ArrowUp' });
    await waitFor(() => expect(cellOf(a1)).toEqual({ x: 1, y: 0, column: '2 / span 1', row: '1' }));
    expect(updates()).toHaveLength(3);
    expect(document.activeElement).toBe(a1);
  });

  it('refuses a cell another table covers (the long table’s second cell too): a message, nothing sent, the table stays', async () => {
    const { updates } = serve();
    renderWithProviders(<FloorEditor storeId={1} />);
    const a1 = await card('A1');
    fireEvent.pointerDown(a1, { pointerId: 1, pointerType: 'mouse', button: 0, ...pointAt(0, 0) });
    fireEvent.pointerMove(a1, { pointerId: 1, pointerType: 'mouse', ...pointAt(2, 0) });
    expect(a1.style.background).toContain('red');
    fireEvent.pointerUp(a1, { pointerId: 1, pointerType: 'mouse', ...pointAt(2, 0) });
    await expectToast('此位置已有桌位 A2，請移到空位');
    expect(cellOf(a1)).toEqual({ x: 0, y: 0, column: '1 / span 1', row: '1' });
    // Onto the long table's right half (1, 2), by keyboard from (1, 1).
    const a2 = await card('A2');
    fireEvent.keyDown(a2, { key: 'ArrowLeft' });
    await waitFor(() => expect(cellOf(a2)).toMatchObject({ x: 1, y: 0 }));
    await waitFor(() => expect(updates()).toHaveLength(1));
    fireEvent.keyDown(a2, { key: 'ArrowDown' });
    await waitFor(() => expect(cellOf(a2)).toMatchObject({ x: 1, y: 1 }));
    await waitFor(() => expect(updates()).toHaveLength(2));
    fireEvent.keyDown(a2, { key: 'ArrowDown' });
    await expectToast('此位置已有桌位 A3，請移到空位');
    expect(updates()).toHaveLength(2);
    expect(cellOf(a2)).toMatchObject({ x: 1, y: 1 });
  });

  it('sets seats and shape of the selected table from the side form', async () => {
    const { updates } = serve();
    renderWithProviders(<FloorEditor storeId={1} />);
    fireEvent.click(await card('A1'));
    const form = await screen.findByRole('region', { name: '桌位設定：A1' });
    fireEvent.change(within(form).getByRole('textbox', { name: '座位數' }), { target: { value: '6' } });
    fireEvent.click(within(form).getByText('圓桌'));
    fireEvent.click(within(form).getByRole('button', { name: '儲存' }));
    await waitFor(() => expect(updates()).toEqual([{ storeId: 1, id: 1, name: 'A1', areaId: 5, seats: 6, shape: 'ROUND', x: 0, y: 0 }]));
    await waitFor(async () => expect((await card('A1')).style.borderRadius).toBe('50%'));
    expect(within(await card('A1')).getByText('圓桌 · 6位')).toBeTruthy();
  });

  it('refuses making a table 長桌 when the cell on its right is taken', async () => {
    const { updates } = serve();
    renderWithProviders(<FloorEditor storeId={1} />);
    fireEvent.keyDown(await card('A2'), { key: 'ArrowLeft' });
    await waitFor(() => expect(updates()).toHaveLength(1));
    fireEvent.click(await card('A1'));
    const form = await screen.findByRole('region', { name: '桌位設定：A1' });
    fireEvent.click(within(form).getByText('長桌'));
    fireEvent.click(within(form).getByRole('button', { name: '儲存' }));
    expect((await within(form).findByRole('alert')).textContent).toBe('此位置已有桌位 A2，請移到空位');
    expect(updates()).toHaveLength(1);
  });

  it('draws a table back when the server refuses its cell (taken on another terminal), with the server’s message', async () => {
    serve({ [UPDATE]: () => failure(409, tableCellTakenMessage('B9')) });
    renderWithProviders(<FloorEditor storeId={1} />);
    const a1 = await card('A1');
    fireEvent.keyDown(a1, { key: 'ArrowRight' });
    await expectToast('此位置已有桌位 B9，請移到空位');
    await waitFor(() => expect(cellOf(a1)).toMatchObject({ x: 0, y: 0 }));
  });

  it('adds a table to the shown area with no cell: the server puts it on the first free one', async () => {
    const { api } = serve({ 'POST /api/back/diningTable/add': ({ body }) => envelope({ ...table(9, 'A9', 1, 0), ...(body as object) }) });
    renderWithProviders(<FloorEditor storeId={1} />);
    await card('A1');
    fireEvent.change(screen.getByLabelText('新增桌號'), { target: { value: 'A9' } });
    fireEvent.click(screen.getByRole('button', { name: '新增' }));
    await waitFor(() => expect(api.calls.filter((call) => call.key === 'POST /api/back/diningTable/add').map((call) => call.body)).toEqual([{ storeId: 1, name: 'A9', areaId: 5 }]));
  });
});
