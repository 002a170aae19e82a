import { Table } from '@mantine/core';
import { fireEvent, screen, within } from '@testing-library/react';
import { DEFAULT_PAGE_SIZE, MSG, type PageSize } from '@diancan/core';
import { describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../test/render';
import type { TablePagerProps } from '../page-size';
import { PagedTable, usePagedRequest, usePageState, type PageInfo } from '.';

interface Fruit {
  id: number;
  name: string;
}


function Fruits(props: { rows: Fruit[]; loading?: boolean; emptyText?: string; pager?: TablePagerProps | null }) {
  return (
    <PagedTable
      label="水果列表"
      minWidth={400}
      columns={['名稱', { label: '編號', width: 80, align: 'right' }]}
      rows={props.rows}
      renderRow={(fruit) => (
        <Table.Tr key={fruit.id}>
          <Table.Td>{fruit.name}</Table.Td>
          <Table.Td>{fruit.id}</Table.Td>
        </Table.Tr>
      )}
      loading={props.loading ?? false}
      emptyText={props.emptyText}
      pager={props.pager}
    />
  );
}

const pagerProps = (change: Partial<TablePagerProps> = {}): TablePagerProps => ({
  page: 1,
  size: 10,
  total: 35,
  onPageChange: () => {},
  onSizeChange: () => {},
  ...change,
});

describe('PagedTable', () => {
  it('says 資料載入中 in one row spanning every column while loading', () => {
    renderWithProviders(<Fruits rows={[]} loading emptyText="尚無水果" />);
    const table = screen.getByRole('table', { name: '水果列表' });
    const cell = within(table).getByText(MSG.DATA_LOADING).closest('td');
    expect(cell?.getAttribute('colspan')).toBe('2');
    expect(within(table).queryByText('尚無水果')).toBeNull();
  });

  it('says the empty text once loaded, and 目前沒有資料 unless told', () => {
    const { rerender } = renderWithProviders(<Fruits rows={[]} emptyText="尚無水果" />);
    expect(screen.getByText('尚無水果')).toBeTruthy();
    rerender(<Fruits rows={[]} />);
    expect(screen.getByText(MSG.NO_DATA)).toBeTruthy();
  });

  it('shows the head and one row a row, without the empty row', () => {
    renderWithProviders(
      <Fruits
        rows={[
          { id: 1, name: '蘋果' },
          { id: 2, name: '香蕉' },
        ]}
        loading
      />,
    );
    const table = screen.getByRole('table', { name: '水果列表' });
    expect(within(table).getAllByRole('columnheader').map((cell) => cell.textContent)).toEqual(['名稱', '編號']);
    expect(within(table).getAllByRole('row')).toHaveLength(3);
    expect(within(table).getByRole('row', { name: '香蕉 2' })).toBeTruthy();
    expect(within(table).queryByText(MSG.DATA_LOADING)).toBeNull();
  });

  it('has no pager until there is a page, then turns pages and sizes', () => {
    const onPageChange = vi.fn();
    const onSizeChange = vi.fn();
    const { rerender } = renderWithProviders(<Fruits rows={[]} pager={null} />);
    expect(screen.queryByLabelText('每頁行數')).toBeNull();
    rerender(<Fruits rows={[{ id: 1, name: '蘋果' }]} pager={pagerProps({ onPageChange, onSizeChange })} />);
    expect(screen.getByText('共 35 筆')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: '3' }));
    expect(onPageChange).toHaveBeenCalledWith(3);
    fireEvent.change(screen.getByLabelText('每頁行數'), { target: { value: '20' } });
    expect(onSizeChange).toHaveBeenCalledWith(20);
  });
});

interface FruitRequest {
  page?: number;
  size?: PageSize;
  keyword: string | null;
}

/** Shows the request it would send, with the pager for an answer of 35 rows. */
function RequestProbe({ answer }: { answer?: PageInfo }) {
  const { request, filter, pager } = usePagedRequest<FruitRequest>({ page: 1, size: DEFAULT_PAGE_SIZE, keyword: null });
  return (
    <>
      <output aria-label="request">{JSON.stringify(request)}</output>
      <button type="button" onClick={() => filter({ keyword: '蘋' })}>
        搜尋
      </button>
      <Fruits rows={[]} pager={pager(answer)} />
    </>
  );
}

const shownRequest = () => JSON.parse(screen.getByLabelText('request').textContent ?? '{}') as FruitRequest;

describe('usePagedRequest', () => {
  it('has no pager before the answer', () => {
    renderWithProviders(<RequestProbe />);
    expect(screen.queryByText(/共 .* 筆/)).toBeNull();
  });

  it('turns pages keeping the filters; a new size or filter goes back to page 1', () => {
    renderWithProviders(<RequestProbe answer={{ size: 10, total: 35 }} />);
    fireEvent.click(screen.getByRole('button', { name: '搜尋' }));
    fireEvent.click(screen.getByRole('button', { name: '3' }));
    expect(shownRequest()).toEqual({ page: 3, size: 10, keyword: '蘋' });
    fireEvent.change(screen.getByLabelText('每頁行數'), { target: { value: '20' } });
    expect(shownRequest()).toEqual({ page: 1, size: 20, keyword: '蘋' });
    fireEvent.click(screen.getByRole('button', { name: '2' }));
    fireEvent.click(screen.getByRole('button', { name: '搜尋' }));
    expect(shownRequest()).toMatchObject({ page: 1 });
  });
});

function PageStateProbe() {
  const { page, size, pager } = usePageState();
  return (
    <>
      <output aria-label="paging">{`${page}/${size}`}</output>
      <Fruits rows={[]} pager={pager(35)} />
    </>
  );
}

describe('usePageState', () => {
  it('turns pages; a new size goes back to page 1', () => {
    renderWithProviders(<PageStateProbe />);
    expect(screen.getByLabelText('paging').textContent).toBe(`1/${DEFAULT_PAGE_SIZE}`);
    fireEvent.click(screen.getByRole('button', { name: '4' }));
    expect(screen.getByLabelText('paging').textContent).toBe('4/10');
    fireEvent.change(screen.getByLabelText('每頁行數'), { target: { value: '30' } });
    expect(screen.getByLabelText('paging').textContent).toBe('1/30');
  });
});
