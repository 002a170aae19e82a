import { Anchor, Badge, Button, Group, Select, Stack, Table, Title } from '@mantine/core';
import { IconFileSpreadsheet, IconPlus } from '@tabler/icons-react';
import { DEFAULT_PAGE_SIZE, formatThousands, type SalesPageInput } from '@diancan/core';
import { Link } from 'react-router';
import { formatTaipeiDateTime } from '../../../components/date-range';
import { PagedTable, usePagedRequest } from '../../../components/paged-table';
import { SearchBar } from '../../../components/search-bar';
import { useSalesExcel, useSalesPage } from '../api/sales';
import { SALES_PAGES, salesDetailsPath } from '../paths';

const STATUS_OPTIONS = [
  { value: 'ALL', label: '全部狀態' },
  { value: 'ACTIVE', label: '啟用' },
  { value: 'INACTIVE', label: '停用' },
];

/** 業務管理 (business-manage): the sales people, searched and filtered, exported to Excel with the same filters. */
export default function BusinessManagePage() {
  const { request, filter, pager } = usePagedRequest<SalesPageInput>({ page: 1, size: DEFAULT_PAGE_SIZE, keyword: null, status: 'ALL' });
  const people = useSalesPage(request);
  const excel = useSalesExcel();

  return (
    <Stack gap="sm">
      <Group justify="space-between">
        <Title order={2}>業務管理</Title>
        <Group gap="sm">
          <Button
            variant="default"
            leftSection={<IconFileSpreadsheet size={16} />}
            loading={excel.isPending}
            onClick={() => excel.mutate({ keyword: request.keyword ?? null, status: request.status ?? 'ALL' })}
          >
            匯出 Excel
          </Button>
          <Button component={Link} to={SALES_PAGES.add} leftSection={<IconPlus size={16} />}>
            新增業務
          </Button>
        </Group>
      </Group>
      <Group gap="sm" wrap="wrap">
        <SearchBar onSearch={(keyword) => filter({ keyword: keyword || null })} placeholder="帳號、姓名、電話、信箱或業務編號" maw={360} />
        <Select
          aria-label="業務狀態"
          data={STATUS_OPTIONS}
          value={request.status ?? 'ALL'}
          onChange={(status) => filter({ status: (status ?? 'ALL') as SalesPageInput['status'] })}
          allowDeselect={false}
          w={130}
        />
      </Group>
      <PagedTable
        label="業務列表"
        minWidth={880}
        highlightOnHover
        columns={['業務編號', '姓名', '帳號', '電話', '信箱', { label: '負責商店', align: 'right' }, '狀態', '建立時間']}
        rows={people.data?.list ?? []}
        renderRow={(person) => (
          <Table.Tr key={person.id}>
            <Table.Td>{person.code ?? '—'}</Table.Td>
            <Table.Td>
              <Anchor component={Link} to={salesDetailsPath(person.id)} fw={500}>
                {person.name}
              </Anchor>
            </Table.Td>
            <Table.Td>{person.account}</Table.Td>
            <Table.Td>{person.phone ?? '—'}</Table.Td>
            <Table.Td>{person.email ?? '—'}</Table.Td>
            <Table.Td ta="right">
              <Anchor component={Link} to={salesDetailsPath(person.id, 'stores')}>
                {formatThousands(person.storeCount)}
              </Anchor>
            </Table.Td>
            <Table.Td>
              <Badge color={person.active ? 'green' : 'gray'} variant="dot">
                {person.active ? '啟用' : '停用'}
              </Badge>
            </Table.Td>
            <Table.Td>{formatTaipeiDateTime(person.createdAt)}</Table.Td>
          </Table.Tr>
        )}
        loading={people.isPending}
        pager={pager(people.data)}
      />
    </Stack>
  );
}
