import { Paper, Table, Title } from '@mantine/core';
import type { CategorySalesRow } from '@diancan/core';
import { formatCount, formatMoney } from '../format';
import { EmptyTableRow } from '../../../components/paged-table';

/** 分類銷售明細 (report/getCategorySalesDetail): how each category sold in the range. */
export function CategorySalesTable({ rows, loading }: { rows: readonly CategorySalesRow[]; loading: boolean }) {
  return (
    <Paper withBorder p="md" radius="md">
      <Title order={4} mb="sm">
        分類銷售明細
      </Title>
      <Table aria-label="分類銷售明細" verticalSpacing={4}>
        <Table.Thead>
          <Table.Tr>
            <Table.Th>分類</Table.Th>
            <Table.Th ta="right">品項數</Table.Th>
            <Table.Th ta="right">銷售數量</Table.Th>
            <Table.Th ta="right">銷售金額</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {rows.length === 0 && <EmptyTableRow columns={4} loading={loading} py={0} />}
          {rows.map((row) => (
            <Table.Tr key={row.categoryId ?? `none-${row.categoryName}`}>
              <Table.Td>{row.categoryName}</Table.Td>
              <Table.Td ta="right">{formatCount(row.itemCount)}</Table.Td>
              <Table.Td ta="right">{formatCount(row.totalCount)}</Table.Td>
              <Table.Td ta="right">{formatMoney(row.totalPrice)}</Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Paper>
  );
}
