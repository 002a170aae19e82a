import { ActionIcon, Anchor, Group, Stack, Table, Text, Title, Tooltip } from '@mantine/core';
import { IconFilePlus } from '@tabler/icons-react';
import { DEFAULT_PAGE_SIZE, NEARLY_EXPIRED_DAYS, type ExpirePageInput } from '@diancan/core';
import { Link } from 'react-router';
import { PagedTable, usePagedRequest } from '../../../components/paged-table';
import { SearchBar } from '../../../components/search-bar';
import { useExpiringStores } from '../api/stores';
import { DaysLeftBadge } from '../components/badges';
import { addContractPath, storeDetailsPath } from '../paths';

/**
 * 即將到期 (nearly-expired): stores whose latest contract ends within 30 days, soonest first; a sales person sees
 * only the stores assigned to them. 續約 opens a new contract for the store.
 */
export default function NearlyExpiredPage() {
  const { request, filter, pager } = usePagedRequest<ExpirePageInput>({ page: 1, size: DEFAULT_PAGE_SIZE, keyword: null });
  const stores = useExpiringStores(request);

  return (
    <Stack gap="sm">
      <Title order={2}>即將到期</Title>
      <Group justify="space-between" wrap="wrap">
        <Text size="sm" c="dimmed">
          合約在 {NEARLY_EXPIRED_DAYS} 天內到期的商店
        </Text>
        <SearchBar onSearch={(keyword) => filter({ keyword: keyword || null })} placeholder="搜尋商店名稱" />
      </Group>
      <PagedTable
        label="即將到期商店"
        minWidth={820}
        highlightOnHover
        columns={['商店名稱', '電話', '負責人', '業務', '合約方案', '到期日', '剩餘', { label: '續約', width: 60 }]}
        rows={stores.data?.list ?? []}
        renderRow={(store) => (
          <Table.Tr key={store.contractId}>
            <Table.Td>
              <Anchor component={Link} to={storeDetailsPath(store.storeId, 'contracts')} fw={500}>
                {store.storeName}
              </Anchor>
            </Table.Td>
            <Table.Td>{store.phone ?? '—'}</Table.Td>
            <Table.Td>{store.ownerName ?? '—'}</Table.Td>
            <Table.Td>{store.salesName ?? '未指派'}</Table.Td>
            <Table.Td>{store.schemeName}</Table.Td>
            <Table.Td>{store.endDate}</Table.Td>
            <Table.Td>
              <DaysLeftBadge days={store.daysLeft} />
            </Table.Td>
            <Table.Td>
              <Tooltip label="續約">
                <ActionIcon component={Link} to={addContractPath(store.storeId)} variant="subtle" aria-label={`續約 ${store.storeName}`}>
                  <IconFilePlus size={18} />
                </ActionIcon>
              </Tooltip>
            </Table.Td>
          </Table.Tr>
        )}
        loading={stores.isPending}
        emptyText="沒有即將到期的商店"
        pager={pager(stores.data)}
      />
    </Stack>
  );
}
