import { Table } from '@mantine/core';
import type { ReactNode } from 'react';
import { TablePager, type TablePagerProps } from '../page-size';
import { EmptyTableRow } from './EmptyTableRow';

/** A header cell: its text, or its text with a fixed width and / or right alignment (amounts, counts). */
export type TableColumn = string | { label: string; width?: number; align?: 'right' };

export interface PagedTableProps<Row> {
  /** The table's accessible name. */
  label: string;
  /** Below this width the table scrolls sideways. */
  minWidth: number;
  highlightOnHover?: boolean;
  /** The header row; the empty row spans all of them. */
  columns: readonly TableColumn[];
  rows: readonly Row[];
  /** One `Table.Tr` (with its key) a row. */
  renderRow: (row: Row) => ReactNode;
  /** The rows are on their way: the empty row says 資料載入中. */
  loading: boolean;
  /** What the empty row says once loaded; 目前沒有資料 (MSG.NO_DATA) unless told. */
  emptyText?: string;
  /** The footer pager; none while the first page has not come (see usePagedRequest). */
  pager?: TablePagerProps | null;
}

/**
 * A striped list table that scrolls sideways on narrow screens, says 資料載入中 / the empty text in one row while it
 * has no rows, and ends with the pager (total, 每頁行數, pages). Renders siblings, so the parent's gap spaces them.
 */
export function PagedTable<Row>({ label, minWidth, highlightOnHover, columns, rows, renderRow, loading, emptyText, pager }: PagedTableProps<Row>) {
  return (
    <>
      <Table.ScrollContainer minWidth={minWidth}>
        <Table striped highlightOnHover={highlightOnHover} aria-label={label} verticalSpacing="xs">
          <Table.Thead>
            <Table.Tr>
              {columns.map((column) => {
                const { label: text, width, align } = typeof column === 'string' ? { label: column } : column;
                return (
                  <Table.Th key={text} w={width} ta={align}>
                    {text}
                  </Table.Th>
                );
              })}
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {rows.map((row) => renderRow(row))}
            {rows.length === 0 && <EmptyTableRow columns={columns.length} loading={loading} text={emptyText} />}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
      {pager && <TablePager {...pager} />}
    </>
  );
}
