import { Alert, Badge, Table } from '@mantine/core';
import type { BrandPublishResult, StoreRef } from '@diancan/core';
import { storeNameOf } from './use-hq-stores';

/** What a publish (or a rollback) did in each store: taken with its counts, or failed with the store's menu kept. */
export function PublishResult({ result, stores }: { result: BrandPublishResult; stores: readonly StoreRef[] }) {
  const failed = result.failedStoreIds.length;
  return (
    <Alert color={failed > 0 ? 'orange' : 'teal'} title={`已發布版本 ${result.version}${failed > 0 ? `，${failed} 間商店未更新` : ''}`}>
      <Table aria-label={`版本 ${result.version} 發布結果`}>
        <Table.Thead>
          <Table.Tr>
            <Table.Th>商店</Table.Th>
            <Table.Th>結果</Table.Th>
            <Table.Th>新增</Table.Th>
            <Table.Th>更新</Table.Th>
            <Table.Th>下架</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {result.stores.map((store) => (
            <Table.Tr key={store.storeId}>
              <Table.Td>{storeNameOf(stores, store.storeId)}</Table.Td>
              <Table.Td>
                {store.ok ? <Badge color="teal">已更新</Badge> : <Badge color="red">{store.message ?? '發布失敗，商店維持原菜單'}</Badge>}
              </Table.Td>
              <Table.Td>{store.added}</Table.Td>
              <Table.Td>{store.updated}</Table.Td>
              <Table.Td>{store.removed}</Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Alert>
  );
}
