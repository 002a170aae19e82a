import { Button, Group } from '@mantine/core';
import { IconArrowsSort, IconPlus } from '@tabler/icons-react';
import type { Page } from '@diancan/core';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { TablePager, type TablePagerProps } from '../../../components/page-size';
import { SortableTable, type SortableTableColumn } from '../../../components/sortable-table';

export interface SortablePagedListProps<Row extends { id: number }> {
  /** The table's accessible name. */
  label: string;
  addLabel: string;
  addTo: string;
  /** Search and filters, hidden while sorting (sorting shows every row). */
  filters: ReactNode;
  columns: SortableTableColumn<Row>[];
  rowName(row: Row): string;
  sorting: boolean;
  onSortingChange(sorting: boolean): void;
  /** One page of the filtered list, and every row (loaded only while sorting). */
  page: { data: Page<Row> | undefined; isPending: boolean };
  everything: { data: Row[] | undefined; isPending: boolean };
  /** The pager of the browsed page (see usePagedRequest); hidden while sorting. */
  pager: TablePagerProps | null;
  onSaveOrder(sortedIdList: number[]): Promise<void>;
}

/**
 * The announcement and template lists: filters, 排序 and 新增 above a sortable table that pages while browsing and
 * shows every row while sorting (an order is saved for the whole list).
 */
export function SortablePagedList<Row extends { id: number }>(props: SortablePagedListProps<Row>) {
  const { sorting, page, everything } = props;
  return (
    <>
      <Group justify="space-between" wrap="wrap" gap="sm">
        {sorting ? (
          <span />
        ) : (
          <Group gap="sm" wrap="wrap">
            {props.filters}
          </Group>
        )}
        <Group gap="sm">
          {!sorting && (
            <Button variant="default" leftSection={<IconArrowsSort size={16} />} onClick={() => props.onSortingChange(true)}>
              排序
            </Button>
          )}
          <Button component={Link} to={props.addTo} leftSection={<IconPlus size={16} />}>
            {props.addLabel}
          </Button>
        </Group>
      </Group>
      <SortableTable
        label={props.label}
        rows={sorting ? (everything.data ?? []) : (page.data?.list ?? [])}
        columns={props.columns}
        rowName={props.rowName}
        sorting={sorting}
        onSortingChange={props.onSortingChange}
        onSaveOrder={props.onSaveOrder}
        loading={sorting ? everything.isPending : page.isPending}
      />
      {!sorting && props.pager && <TablePager {...props.pager} />}
    </>
  );
}
