import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { MSG } from '@diancan/core';
import { expectToast, renderWithProviders } from '../../test/render';
import { moveId, orderRows, toggleAll } from './sort-order';
import { SortableTable, type SortableTableColumn } from '.';

interface Row {
  id: number;
  name: string;
}

const ROWS: Row[] = [
  { id: 1, name: '紅茶' },
  { id: 2, name: '綠茶' },
  { id: 3, name: '奶茶' },
];
const COLUMNS: SortableTableColumn<Row>[] = [{ key: 'name', title: '名稱', render: (row) => row.name }];

function shownNames(): string[] {
  const table = screen.getByRole('table', { name: '飲料' });
  return within(table)
    .getAllByRole('row')
    .slice(1)
    .map((row) => row.textContent ?? '');
}

/** The table as a page uses it: sort mode owned by the page, started with a 排序 button. */
function Harness({ onSaveOrder }: { onSaveOrder?: (ids: number[]) => Promise<unknown> }) {
  const [sorting, setSorting] = useState(false);
  const [selected, setSelected] = useState<number[]>([]);
  return (
    <>
      <button onClick={() => setSorting(true)}>排序</button>
      <output data-testid="selected">{selected.join(',')}</output>
      <output data-testid="sorting">{String(sorting)}</output>
      <SortableTable
        label="飲料"
        rows={ROWS}
        columns={COLUMNS}
        rowName={(row) => row.name}
        selectedIds={selected}
        onSelectedIdsChange={setSelected}
        renderExpanded={(row) => <p>{row.name}的說明</p>}
        sorting={sorting}
        onSortingChange={setSorting}
        onSaveOrder={onSaveOrder}
      />
    </>
  );
}

/**
 * jsdom lays nothing out: give each table row a 40 px slot by its position, so dnd-kit's keyboard sensor
 * can measure where rows are and move one down.
 */
function layOutRows() {
  vi.spyOn(HTMLElement.prototype, 'getBoundingClientRect').mockImplementation(function (this: HTMLElement) {
    const row = this.closest('tr');
    const index = row ? Array.from(row.parentElement?.children ?? []).indexOf(row) : 0;
    const top = index * 40;
    return { x: 0, y: top, top, left: 0, width: 600, height: 40, right: 600, bottom: top + 40, toJSON: () => ({}) } as DOMRect;
  });
}

async function moveFirstRowDownByKeyboard() {
  const handle = screen.getByRole('button', { name: '拖曳排序 紅茶' });
  handle.focus();
  fireEvent.keyDown(handle, { key: ' ', code: 'Space' });
  await act(async () => {
    await new Promise((resolve) => setTimeout(resolve, 0));
  });
  fireEvent.keyDown(handle, { key: 'ArrowDown', code: 'ArrowDown' });
  await act(async () => {
    await new Promise((resolve) => setTimeout(resolve, 0));
  });
  fireEvent.keyDown(handle, { key: ' ', code: 'Space' });
  await waitFor(() => expect(shownNames()).toEqual(['綠茶', '紅茶', '奶茶']));
}

describe('sort order helpers', () => {
  it('moves an id to where another one is', () => {
    expect(moveId([1, 2, 3], 1, 3)).toEqual([2, 3, 1]);
    expect(moveId([1, 2, 3], 3, 1)).toEqual([3, 1, 2]);
    expect(moveId([1, 2, 3], 2, 2)).toEqual([1, 2, 3]);
    expect(moveId([1, 2, 3], 9, 1)).toEqual([1, 2, 3]);
  });
  it('orders rows by the draft, keeps rows added meanwhile last and drops gone ones', () => {
    expect(orderRows(ROWS, [3, 1]).map((row) => row.id)).toEqual([3, 1, 2]);
    expect(orderRows(ROWS, [9, 2, 1, 3]).map((row) => row.id)).toEqual([2, 1, 3]);
    expect(orderRows(ROWS, null).map((row) => row.id)).toEqual([1, 2, 3]);
  });
  it('checks all rows, or unchecks them when all are checked, keeping other pages', () => {
    expect(toggleAll([1, 2], [7])).toEqual([7, 1, 2]);
    expect(toggleAll([1, 2], [1, 2, 7])).toEqual([7]);
    expect(toggleAll([], [7])).toEqual([7]);
  });
});

describe('SortableTable', () => {
  it('checks rows one by one and all at once', () => {
    renderWithProviders(<Harness />);
    fireEvent.click(screen.getByRole('checkbox', { name: '選取 綠茶' }));
    expect(screen.getByTestId('selected').textContent).toBe('2');
    fireEvent.click(screen.getByRole('checkbox', { name: '全選' }));
    expect(screen.getByTestId('selected').textContent).toBe('2,1,3');
    fireEvent.click(screen.getByRole('checkbox', { name: '全選' }));
    expect(screen.getByTestId('selected').textContent).toBe('');
  });

  it('opens and closes a row', () => {
    renderWithProviders(<Harness />);
    expect(screen.queryByText('奶茶的說明')).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: '展開 奶茶' }));
    expect(screen.getByText('奶茶的說明')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: '收合 奶茶' }));
    expect(screen.queryByText('奶茶的說明')).toBeNull();
  });

  it('shows drag handles only in sort mode', () => {
    renderWithProviders(<Harness />);
    expect(screen.queryByRole('button', { name: '拖曳排序 紅茶' })).toBeNull();
    fireEvent.click(screen.getByText('排序'));
    expect(screen.getByRole('button', { name: '拖曳排序 紅茶' })).toBeTruthy();
  });

  it('saves the dragged order and says 排序操作成功', async () => {
    layOutRows();
    const onSaveOrder = vi.fn(async (_ids: number[]) => undefined);
    renderWithProviders(<Harness onSaveOrder={onSaveOrder} />);
    fireEvent.click(screen.getByText('排序'));
    await moveFirstRowDownByKeyboard();
    fireEvent.click(screen.getByRole('button', { name: '儲存排序' }));
    await expectToast(MSG.SORT_OK);
    expect(onSaveOrder).toHaveBeenCalledWith([2, 1, 3]);
    expect(screen.getByTestId('sorting').textContent).toBe('false');
  });

  it('says 排序操作異常 when saving fails and stays in sort mode with the new order', async () => {
    layOutRows();
    const onSaveOrder = vi.fn(async () => {
      throw new Error('refused');
    });
    renderWithProviders(<Harness onSaveOrder={onSaveOrder} />);
    fireEvent.click(screen.getByText('排序'));
    await moveFirstRowDownByKeyboard();
    fireEvent.click(screen.getByRole('button', { name: '儲存排序' }));
    await expectToast(MSG.SORT_FAILED);
    expect(screen.getByTestId('sorting').textContent).toBe('true');
    expect(shownNames()).toEqual(['綠茶', '紅茶', '奶茶']);
  });

  it('Escape cancels the sort and puts the rows back', async () => {
    layOutRows();
    const onSaveOrder = vi.fn(async () => undefined);
    renderWithProviders(<Harness onSaveOrder={onSaveOrder} />);
    fireEvent.click(screen.getByText('排序'));
    await moveFirstRowDownByKeyboard();
    fireEvent.keyDown(document.body, { key: 'Escape' });
    expect(screen.getByTestId('sorting').textContent).toBe('false');
    expect(shownNames()).toEqual(['紅茶', '綠茶', '奶茶']);
    expect(onSaveOrder).not.toHaveBeenCalled();
  });

  it('Escape during a keyboard drag drops only that drag', async () => {
    layOutRows();
    renderWithProviders(<Harness onSaveOrder={async () => undefined} />);
    fireEvent.click(screen.getByText('排序'));
    const handle = screen.getByRole('button', { name: '拖曳排序 紅茶' });
    handle.focus();
    fireEvent.keyDown(handle, { key: ' ', code: 'Space' });
    await act(async () => {
      await new Promise((resolve) => setTimeout(resolve, 0));
    });
    fireEvent.keyDown(handle, { key: 'Escape', code: 'Escape' });
    expect(screen.getByTestId('sorting').textContent).toBe('true');
  });

  it('logs, and does not claim success, when there is no sort call', async () => {
    const logged = vi.spyOn(console, 'error').mockImplementation(() => {});
    vi.stubGlobal('fetch', vi.fn(async () => new Response('{}')));
    renderWithProviders(<Harness />);
    fireEvent.click(screen.getByText('排序'));
    fireEvent.click(screen.getByRole('button', { name: '儲存排序' }));
    expect(logged).toHaveBeenCalledWith('[sortable-table]', expect.objectContaining({ message: MSG.SORT_API_MISSING }));
    expect(screen.queryByText(MSG.SORT_OK)).toBeNull();
  });

  it('shows the empty text without rows', () => {
    renderWithProviders(<SortableTable label="飲料" rows={[]} columns={COLUMNS} rowName={(row) => row.name} emptyText="尚無飲料" />);
    expect(screen.getByText('尚無飲料')).toBeTruthy();
  });
});
