import { Table, Text } from '@mantine/core';
import type { SalesRankingRow } from '@diancan/core';
import { formatCount, formatMoney } from '../format';

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
          {rows.length === 0 && (
            <Table.Tr>
              <Table.Td colSpan={6}>
                <Text c="dimmed" ta="center" py="md">
                  {loading ? '資料載入中...' : '目前沒有資料'}
                </Text>
              </Table.Td>
            </Table.Tr>
          )}
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
