import { Table } from '@mantine/core';
import type { SalesRankingRow } from '@diancan/core';
import { formatCount, formatMoney } from '../format';
import { EmptyTableRow } from '../../../components/paged-table';

export interface RankingTableProps {
  rows: readonly SalesRankingRow[];
  loading: boolean;
}

/** The ranking: rank, name, totalCount, price (one unit, on average), totalPrice (store operations section 3). */
export function RankingTable({ rows, loading }: RankingTableProps) {
  return (
    <Table.ScrollContainer minWidth={560}>
      <Table striped aria-label="銷售排行" aria-busy={loading}>
        <Table.Thead>
          <Table.Tr>
            <Table.Th w={70}>排名</Table.Th>
            <Table.Th>餐點名稱</Table.Th>
            <Table.Th>分類</Table.Th>
            <Table.Th ta="right">銷售數量</Table.Th>
            <Table.Th ta="right">單價</Table.Th>
            <Table.Th ta="right">銷售金額</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {rows.length === 0 && <EmptyTableRow columns={6} loading={loading} py="md" />}
          {rows.map((row) => (
            <Table.Tr key={row.itemId}>
              <Table.Td>{row.rank}</Table.Td>
              <Table.Td>{row.name}</Table.Td>
              <Table.Td>{row.categoryName ?? '—'}</Table.Td>
              <Table.Td ta="right">{formatCount(row.totalCount)}</Table.Td>
              <Table.Td ta="right">{formatMoney(row.price)}</Table.Td>
              <Table.Td ta="right">{formatMoney(row.totalPrice)}</Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
