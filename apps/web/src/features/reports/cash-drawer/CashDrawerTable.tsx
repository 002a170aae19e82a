import { ActionIcon, Badge, Checkbox, Group, Table, Tooltip } from '@mantine/core';
import { IconPencil, IconTrash } from '@tabler/icons-react';
import { CASH_DRAWER_TYPE_LABELS, formatReportTime, type CashDrawerRecord } from '@diancan/core';
import { formatMoney } from '../format';
import { headerBoxState, toggleAllIds, toggleId } from './row-selection';
import { EmptyTableRow } from '../../../components/paged-table';

/** A record handed over in a finished shift is part of a signed-off count: the server refuses to change it. */
export function isEditable(record: CashDrawerRecord): boolean {
  return record.shiftId === null;
}

export interface CashDrawerTableProps {
  rows: readonly CashDrawerRecord[];
  selectedIds: readonly number[];
  onSelectedIdsChange: (ids: number[]) => void;
  onEdit: (record: CashDrawerRecord) => void;
  onRemove: (record: CashDrawerRecord) => void;
  loading: boolean;
}

/** The drawer records: type, amount, remark, time, who, and whether its shift is handed over; open ones are edited or removed here. */
export function CashDrawerTable({ rows, selectedIds, onSelectedIdsChange, onEdit, onRemove, loading }: CashDrawerTableProps) {
  const editable = rows.filter(isEditable).map((record) => record.id);
  const header = headerBoxState(selectedIds, editable);

  return (
    <Table.ScrollContainer minWidth={760}>
      <Table striped highlightOnHover aria-label="臨時收支列表" aria-busy={loading}>
        <Table.Thead>
          <Table.Tr>
            <Table.Th w={40}>
              <Checkbox aria-label="全選" {...header} onChange={() => onSelectedIdsChange(toggleAllIds(selectedIds, editable))} />
            </Table.Th>
            <Table.Th w={80}>類型</Table.Th>
            <Table.Th ta="right">金額</Table.Th>
            <Table.Th>備註</Table.Th>
            <Table.Th>時間</Table.Th>
            <Table.Th>建立人員</Table.Th>
            <Table.Th w={110}>操作</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {rows.map((record) => {
            const label = `${CASH_DRAWER_TYPE_LABELS[record.type]} ${formatMoney(record.amount)}`;
            return (
              <Table.Tr key={record.id}>
                <Table.Td>
                  <Checkbox
                    aria-label={`選取 ${label}`}
                    disabled={!isEditable(record)}
                    checked={selectedIds.includes(record.id)}
                    onChange={(event) => onSelectedIdsChange(toggleId(selectedIds, record.id, event.currentTarget.checked))}
                  />
                </Table.Td>
                <Table.Td>
                  <Badge variant="light" color={record.type === 'INCOME' ? 'green' : 'red'}>
                    {CASH_DRAWER_TYPE_LABELS[record.type]}
                  </Badge>
                </Table.Td>
                <Table.Td ta="right" c={record.type === 'INCOME' ? 'green.8' : 'red.8'} style={{ fontVariantNumeric: 'tabular-nums' }}>
                  {record.type === 'INCOME' ? '+' : '-'}
                  {formatMoney(record.amount)}
                </Table.Td>
                <Table.Td style={{ whiteSpace: 'pre-wrap', wordBreak: 'break-word' }}>{record.remark || '—'}</Table.Td>
                <Table.Td style={{ whiteSpace: 'nowrap' }}>{formatReportTime(record.createdAt)}</Table.Td>
                <Table.Td>{record.createdByName ?? '—'}</Table.Td>
                <Table.Td>
                  {isEditable(record) ? (
                    <Group gap={4} wrap="nowrap">
                      <ActionIcon variant="subtle" aria-label={`編輯 ${label}`} onClick={() => onEdit(record)}>
                        <IconPencil size={18} />
                      </ActionIcon>
                      <ActionIcon variant="subtle" color="red" aria-label={`刪除 ${label}`} onClick={() => onRemove(record)}>
                        <IconTrash size={18} />
                      </ActionIcon>
                    </Group>
                  ) : (
                    <Tooltip label="已交班的收支不可修改，請在目前班別新增一筆更正">
                      <Badge variant="outline" color="gray">
                        已交班
                      </Badge>
                    </Tooltip>
                  )}
                </Table.Td>
              </Table.Tr>
            );
          })}
          {rows.length === 0 && <EmptyTableRow columns={7} loading={loading} />}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
