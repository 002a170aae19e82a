import { Paper, Table, Text, Title } from '@mantine/core';
import type { StaffSalesRow } from '@diancan/core';
import { EmptyTableRow } from '../../../components/paged-table';
import { formatCount, formatMoney } from '../format';

/**
 * 員工銷售 (report/getStaffSales): what each staff member who took orders sold in the range (staff mode: the order's
 * staffId); the orders no one took last, the cancelled ones beside.
 */
export function StaffSalesTable({ rows, loading }: { rows: readonly StaffSalesRow[]; loading: boolean }) {
  return (
    <Paper withBorder p="md" radius="md">
      <Title order={4} mb={4}>
        員工銷售
      </Title>
      <Text size="xs" c="dimmed" mb="sm">
        依接單員工（員工模式）統計，不含已取消訂單；取消另列。
      </Text>
      <Table aria-label="員工銷售" verticalSpacing={4}>
        <Table.Thead>
          <Table.Tr>
            <Table.Th>員工</Table.Th>
            <Table.Th ta="right">訂單數</Table.Th>
            <Table.Th ta="right">營業總額</Table.Th>
            <Table.Th ta="right">招待</Table.Th>
            <Table.Th ta="right">折扣</Table.Th>
            <Table.Th ta="right">實收金額</Table.Th>
            <Table.Th ta="right">平均客單價</Table.Th>
            <Table.Th ta="right">取消</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {rows.length === 0 && <EmptyTableRow columns={8} loading={loading} py={0} />}
          {rows.map((row) => (
            <Table.Tr key={row.staffId ?? 'nobody'}>
              <Table.Td>{row.staffName}</Table.Td>
              <Table.Td ta="right">{formatCount(row.orderCount)}</Table.Td>
              <Table.Td ta="right">{formatMoney(row.gross)}</Table.Td>
              <Table.Td ta="right">{formatMoney(row.entertain)}</Table.Td>
              <Table.Td ta="right">{formatMoney(row.discounts)}</Table.Td>
              <Table.Td ta="right">{formatMoney(row.net)}</Table.Td>
              <Table.Td ta="right">{formatMoney(row.average)}</Table.Td>
              <Table.Td ta="right">
                {formatCount(row.cancelledCount)} 筆 / {formatMoney(row.cancelledAmount)}
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Paper>
  );
}
