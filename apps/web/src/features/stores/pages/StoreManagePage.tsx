import { ActionIcon, Anchor, Button, Group, Select, Stack, Table, Text, Title, Tooltip } from '@mantine/core';
import { IconBuildingSkyscraper, IconFilePlus, IconPlus } from '@tabler/icons-react';
import {
  CONTRACT_STATE_LABEL,
  CONTRACT_STATES,
  DEFAULT_PAGE_SIZE,
  PATHS,
  type ContractState,
  type StorePageInput,
} from '@diancan/core';
import { Link } from 'react-router';
import { formatTaipeiDateTime } from '../../../components/date-range';
import { PagedTable, usePagedRequest } from '../../../components/paged-table';
import { SearchBar } from '../../../components/search-bar';
import { useSalesOptions, useStorePage } from '../api/stores';
import { ActiveBadge, ContractStateBadge } from '../components/badges';
import { useIsPlatformManager } from '../components/use-platform-role';
import { addContractPath, STORE_PAGES, storeDetailsPath } from '../paths';

const STATUS_OPTIONS = [
  { value: 'ALL', label: '全部狀態' },
  { value: 'ACTIVE', label: '啟用' },
  { value: 'INACTIVE', label: '停用' },
];
const CONTRACT_OPTIONS = CONTRACT_STATES.map((state) => ({ value: state, label: CONTRACT_STATE_LABEL[state] }));

/**
 * 商店管理 (store-manage): every store the caller may see (a sales person: only theirs), searched by name, phone,
 * address, tax id or owner, filtered by status, contract and (managers) sales person, 10 to 50 rows a page.
 */
export default function StoreManagePage() {
  const manager = useIsPlatformManager();
  const { request, filter, pager } = usePagedRequest<StorePageInput>({ page: 1, size: DEFAULT_PAGE_SIZE, keyword: null, status: 'ALL' });
  const stores = useStorePage(request);
  const sales = useSalesOptions(manager);

  return (
    <Stack gap="sm">
      <Group justify="space-between">
        <Title order={2}>商店管理</Title>
        <Group gap="xs">
          <Button component={Link} to={PATHS.STORE_MANAGE_BRANDS} variant="default" leftSection={<IconBuildingSkyscraper size={16} />}>
            品牌
          </Button>
          <Button component={Link} to={STORE_PAGES.add} leftSection={<IconPlus size={16} />}>
            新增商店
          </Button>
        </Group>
      </Group>
      <Group gap="sm" wrap="wrap">
        <SearchBar onSearch={(keyword) => filter({ keyword: keyword || null })} placeholder="商店名稱、電話、地址、統編或負責人" maw={360} />
        <Select
          aria-label="商店狀態"
          data={STATUS_OPTIONS}
          value={request.status ?? 'ALL'}
          onChange={(status) => filter({ status: (status ?? 'ALL') as StorePageInput['status'] })}
          allowDeselect={false}
          w={130}
        />
        <Select
          aria-label="合約狀態"
          placeholder="全部合約"
          clearable
          data={CONTRACT_OPTIONS}
          value={request.contractState ?? null}
          onChange={(state) => filter({ contractState: (state as ContractState | null) ?? null })}
          w={140}
        />
        {manager && (
          <Select
            aria-label="業務人員"
            placeholder="全部業務"
            clearable
            searchable
            data={(sales.data ?? []).map((person) => ({ value: String(person.id), label: person.name }))}
            value={request.salesId ? String(request.salesId) : null}
            onChange={(id) => filter({ salesId: id ? Number(id) : null })}
            w={160}
          />
        )}
      </Group>
      <PagedTable
        label="商店列表"
        minWidth={960}
        highlightOnHover
        columns={['商店名稱', '電話', '負責人', '業務', '合約到期日', '合約', '狀態', '建立時間', { label: '操作', width: 60 }]}
        rows={stores.data?.list ?? []}
        renderRow={(store) => (
          <Table.Tr key={store.id}>
            <Table.Td>
              <Anchor component={Link} to={storeDetailsPath(store.id)} fw={500}>
                {store.name}
              </Anchor>
            </Table.Td>
            <Table.Td>{store.phone ?? '—'}</Table.Td>
            <Table.Td>
              {store.ownerName ?? '—'}
              {store.ownerAccount && (
                <Text size="xs" c="dimmed">
                  {store.ownerAccount}
                </Text>
              )}
            </Table.Td>
            <Table.Td>{store.salesName ?? '未指派'}</Table.Td>
            <Table.Td>{store.contractEndDate ?? '—'}</Table.Td>
            <Table.Td>
              <ContractStateBadge state={store.contractState} />
            </Table.Td>
            <Table.Td>
              <ActiveBadge active={store.active} />
            </Table.Td>
            <Table.Td>{formatTaipeiDateTime(store.createdAt)}</Table.Td>
            <Table.Td>
              {store.active && (
                <Tooltip label="新增合約">
                  <ActionIcon component={Link} to={addContractPath(store.id)} variant="subtle" aria-label={`新增合約 ${store.name}`}>
                    <IconFilePlus size={18} />
                  </ActionIcon>
                </Tooltip>
              )}
            </Table.Td>
          </Table.Tr>
        )}
        loading={stores.isPending}
        pager={pager(stores.data)}
      />
    </Stack>
  );
}
