import { Button, Checkbox, Group, Table } from '@mantine/core';
import { formatReportTime, SHIFT_LABELS, type Shift } from '@diancan/core';
import { headerBoxState, toggleAllIds, toggleId } from '../cash-drawer/row-selection';
import { formatCount, formatMoney } from '../format';
import { DIFFERENCE_COLORS, differenceOf } from './shift-figures';
import { EmptyTableRow } from '../../../components/paged-table';

export interface ShiftTableProps {
  rows: readonly Shift[];
  selectedIds: readonly number[];
  onSelectedIdsChange: (ids: number[]) => void;
  onDetail: (shift: Shift) => void;
  onPrint: (shift: Shift) => void;
  onRecalculate: (shift: Shift) => void;
  /** The shift whose recalculation is running. */
  recalculatingId: number | null;
  loading: boolean;
}

/** The finished shifts: when, how much was sold, expected against counted cash, and who handed over. */
export function ShiftTable(props: ShiftTableProps) {
  const { rows, selectedIds, onSelectedIdsChange, onDetail, onPrint, onRecalculate, recalculatingId, loading } = props;
  const ids = rows.map((shift) => shift.id);
  const header = headerBoxState(selectedIds, ids);
  const L = SHIFT_LABELS;

  return (
    <Table.ScrollContainer minWidth={1100}>
      <Table striped highlightOnHover aria-label="交班紀錄列表" aria-busy={loading}>
        <Table.Thead>
          <Table.Tr>
            <Table.Th w={40}>
              <Checkbox aria-label="全選" {...header} onChange={() => onSelectedIdsChange(toggleAllIds(selectedIds, ids))} />
            </Table.Th>
            <Table.Th>{L.number}</Table.Th>
            <Table.Th>{L.businessDate}</Table.Th>
            <Table.Th>{L.startedAt}</Table.Th>
            <Table.Th>{L.finishedAt}</Table.Th>
            <Table.Th ta="right">{L.salesTotal}</Table.Th>
            <Table.Th ta="right">{L.orderCount}</Table.Th>
            <Table.Th ta="right">{L.expectedCash}</Table.Th>
            <Table.Th ta="right">{L.countedCash}</Table.Th>
            <Table.Th ta="right">{L.difference}</Table.Th>
            <Table.Th>{L.finishedBy}</Table.Th>
            <Table.Th>操作</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {rows.map((shift) => {
            const name = `${L.number} #${shift.number}`;
            const difference = shift.difference === null ? null : differenceOf(shift.difference);
            return (
              <Table.Tr key={shift.id}>
                <Table.Td>
                  <Checkbox
                    aria-label={`選取 ${name}`}
                    checked={selectedIds.includes(shift.id)}
                    onChange={(event) => onSelectedIdsChange(toggleId(selectedIds, shift.id, event.currentTarget.checked))}
                  />
                </Table.Td>
                <Table.Td>#{shift.number}</Table.Td>
                <Table.Td>{shift.businessDate ?? '—'}</Table.Td>
                <Table.Td style={{ whiteSpace: 'nowrap' }}>{formatReportTime(shift.startedAt)}</Table.Td>
                <Table.Td style={{ whiteSpace: 'nowrap' }}>{shift.finishedAt ? formatReportTime(shift.finishedAt) : '—'}</Table.Td>
                <Table.Td ta="right">{formatMoney(shift.salesTotal)}</Table.Td>
                <Table.Td ta="right">{formatCount(shift.orderCount)}</Table.Td>
                <Table.Td ta="right">{formatMoney(shift.expectedCash)}</Table.Td>
                <Table.Td ta="right">{shift.countedCash === null ? '—' : formatMoney(shift.countedCash)}</Table.Td>
                <Table.Td ta="right" c={difference ? DIFFERENCE_COLORS[difference.tone] : undefined} style={{ whiteSpace: 'nowrap' }}>
                  {difference?.text ?? '—'}
                </Table.Td>
                <Table.Td>{shift.finishedByName ?? '—'}</Table.Td>
                <Table.Td>
                  <Group gap={4} wrap="nowrap">
                    <Button size="compact-sm" variant="subtle" aria-label={`${name} 明細`} onClick={() => onDetail(shift)}>
                      明細
                    </Button>
                    <Button size="compact-sm" variant="subtle" aria-label={`${name} 列印`} onClick={() => onPrint(shift)}>
                      列印
                    </Button>
                    <Button
                      size="compact-sm"
                      variant="subtle"
                      aria-label={`${name} 重新計算`}
                      loading={recalculatingId === shift.id}
                      onClick={() => onRecalculate(shift)}
                    >
                      重新計算
                    </Button>
                  </Group>
                </Table.Td>
              </Table.Tr>
            );
          })}
          {rows.length === 0 && <EmptyTableRow columns={12} loading={loading} />}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
