import { Anchor, Badge, Checkbox, Table, Text, Tooltip } from '@mantine/core';
import { OPEN_ORDER_STATUSES, ORDER_STATUS_LABELS, REPORT_ORDER_TYPE_LABELS, type OrderStatus, type TurnoverRow } from '@diancan/core';
import { Link } from 'react-router';
import { formatTaipeiDateTime } from '../../../components/date-range';
import { formatMoney } from '../format';
import { orderDetailPath } from '../paths';
import { EmptyTableRow } from '../../../components/paged-table';

const STATUS_COLORS: Readonly<Record<OrderStatus, string>> = {
  NEW: 'blue',
  ACCEPTED: 'cyan',
  PREPARING: 'yellow',
  READY: 'orange',
  COMPLETED: 'green',
  CANCELLED: 'gray',
};

/** Orders still on the live board cannot leave the reports: the server refuses them (訂單尚未完成或取消). */
export function isRemovable(row: TurnoverRow): boolean {
  return !(OPEN_ORDER_STATUSES as readonly OrderStatus[]).includes(row.status);
}

function payMethodText(row: TurnoverRow): string {
  if (row.entertain) return '招待';
  return row.payments.map((payment) => payment.name).join('、') || '—';
}

export interface TurnoverTableProps {
  rows: readonly TurnoverRow[];
  selectedIds: readonly number[];
  onSelectedIdsChange: (ids: number[]) => void;
  loading: boolean;
}

/** The turnover list: one order a row, its number linking to the order detail; completed and cancelled rows can be picked for removal. */
export function TurnoverTable({ rows, selectedIds, onSelectedIdsChange, loading }: TurnoverTableProps) {
  const removable = rows.filter(isRemovable).map((row) => row.orderId);
  const allChecked = removable.length > 0 && removable.every((id) => selectedIds.includes(id));
  const someChecked = removable.some((id) => selectedIds.includes(id));
  const toggle = (id: number, checked: boolean) =>
    onSelectedIdsChange(checked ? [...selectedIds, id] : selectedIds.filter((selected) => selected !== id));
  const toggleAll = () =>
    onSelectedIdsChange(allChecked ? selectedIds.filter((id) => !removable.includes(id)) : [...new Set([...selectedIds, ...removable])]);

  return (
    <Table.ScrollContainer minWidth={900}>
      <Table striped highlightOnHover aria-label="營業額列表" aria-busy={loading}>
        <Table.Thead>
          <Table.Tr>
            <Table.Th w={40}>
              <Checkbox
                aria-label="全選"
                checked={allChecked}
                indeterminate={someChecked && !allChecked}
                disabled={removable.length === 0}
                onChange={toggleAll}
              />
            </Table.Th>
            <Table.Th>單號</Table.Th>
            <Table.Th>建立時間</Table.Th>
            <Table.Th>類型</Table.Th>
            <Table.Th>狀態</Table.Th>
            <Table.Th>付款方式</Table.Th>
            <Table.Th ta="right">小計</Table.Th>
            <Table.Th ta="right">折扣／招待</Table.Th>
            <Table.Th ta="right">實收金額</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {rows.length === 0 && <EmptyTableRow columns={9} loading={loading} py="md" />}
          {rows.map((row) => {
            const canRemove = isRemovable(row);
            const checkbox = (
              <Checkbox
                aria-label={`選取訂單 ${row.orderNo}`}
                checked={selectedIds.includes(row.orderId)}
                disabled={!canRemove}
                onChange={(event) => toggle(row.orderId, event.currentTarget.checked)}
              />
            );
            return (
              <Table.Tr key={row.orderId}>
                <Table.Td>{canRemove ? checkbox : <Tooltip label="訂單尚未完成或取消">{<span>{checkbox}</span>}</Tooltip>}</Table.Td>
                <Table.Td>
                  <Anchor component={Link} size="sm" to={orderDetailPath(row.orderId)} aria-label={`訂單 ${row.orderNo} 明細`}>
                    {row.businessDate} #{row.orderNo}
                  </Anchor>
                  {row.tableNumber && (
                    <Text span size="xs" c="dimmed" ml={6}>
                      桌號 {row.tableNumber}
                    </Text>
                  )}
                </Table.Td>
                <Table.Td>{formatTaipeiDateTime(row.createdAt)}</Table.Td>
                <Table.Td>{REPORT_ORDER_TYPE_LABELS[row.type]}</Table.Td>
                <Table.Td>
                  <Badge variant="light" color={STATUS_COLORS[row.status]}>
                    {ORDER_STATUS_LABELS[row.status]}
                  </Badge>
                  {row.paymentStatus === 'UNPAID' && (
                    <Badge variant="outline" color="red" ml={4}>
                      未付款
                    </Badge>
                  )}
                </Table.Td>
                <Table.Td>{payMethodText(row)}</Table.Td>
                <Table.Td ta="right">{formatMoney(row.subtotal)}</Table.Td>
                <Table.Td ta="right">{formatMoney(row.automaticDiscount + row.manualDiscount + row.entertainAmount)}</Table.Td>
                <Table.Td ta="right" fw={600} td={row.status === 'CANCELLED' ? 'line-through' : undefined}>
                  {formatMoney(row.payable)}
                </Table.Td>
              </Table.Tr>
            );
          })}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
