import { Group, SegmentedControl, Table, Text } from '@mantine/core';
import { formatCents, type BrandRanking, type StoreRef } from '@diancan/core';

export type RankingSort = 'COUNT' | 'AMOUNT';

const SORTS = [
  { value: 'COUNT', label: '依數量' },
  { value: 'AMOUNT', label: '依金額' },
];

function count(value: number): string {
  return value.toLocaleString('zh-TW', { maximumFractionDigits: 2 });
}

/** 銷售排行 across the brand: each item's quantity and amount over every store, and what each store sold of it. */
export function BrandRankingTable(props: {
  ranking: BrandRanking | undefined;
  stores: readonly StoreRef[];
  sortBy: RankingSort;
  onSort(sortBy: RankingSort): void;
}) {
  const { ranking, stores, sortBy, onSort } = props;
  const nameOf = (storeId: number) => stores.find((store) => store.id === storeId)?.name ?? `商店 #${storeId}`;
  return (
    <>
      <Group justify="space-between">
        <Text fw={700}>銷售排行</Text>
        <SegmentedControl aria-label="排序方式" data={SORTS} value={sortBy} onChange={(value) => onSort(value as RankingSort)} size="xs" />
      </Group>
      {ranking && ranking.list.length === 0 ? (
        <Text c="dimmed">此區間沒有銷售</Text>
      ) : (
        <Table striped aria-label="品牌銷售排行">
          <Table.Thead>
            <Table.Tr>
              <Table.Th>排名</Table.Th>
              <Table.Th>餐點</Table.Th>
              <Table.Th>分類</Table.Th>
              <Table.Th ta="right">數量</Table.Th>
              <Table.Th ta="right">金額</Table.Th>
              <Table.Th>各店</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {(ranking?.list ?? []).map((row) => (
              <Table.Tr key={`${row.rank}:${row.name}`}>
                <Table.Td>{row.rank}</Table.Td>
                <Table.Td>{row.name}</Table.Td>
                <Table.Td>{row.categoryName ?? ''}</Table.Td>
                <Table.Td ta="right">{count(row.totalCount)}</Table.Td>
                <Table.Td ta="right">{formatCents(row.totalPrice)}</Table.Td>
                <Table.Td>
                  <Text size="xs">{row.stores.map((store) => `${nameOf(store.storeId)} ${count(store.totalCount)}`).join('、')}</Text>
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
          {ranking && (
            <Table.Tfoot>
              <Table.Tr fw={700}>
                <Table.Td colSpan={3}>合計</Table.Td>
                <Table.Td ta="right">{count(ranking.totalCount)}</Table.Td>
                <Table.Td ta="right">{formatCents(ranking.totalPrice)}</Table.Td>
                <Table.Td />
              </Table.Tr>
            </Table.Tfoot>
          )}
        </Table>
      )}
    </>
  );
}
