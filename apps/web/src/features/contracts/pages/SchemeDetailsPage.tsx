import { Anchor, Badge, Loader, Paper, Stack, Table, Tabs, Text, Title } from '@mantine/core';
import { DEFAULT_PAGE_SIZE, formatCents, MSG, PATHS, type ContractPageInput, type Scheme } from '@diancan/core';
import { Link, Navigate, useNavigate, useParams } from 'react-router';
import { PagedTable, usePagedRequest } from '../../../components/paged-table';
import { showToast } from '../../../lib/toast';
import { useSchemeContracts, useSchemeDetail } from '../api/schemes';
import { SchemeForm } from '../components/SchemeForm';
import { useIsPlatformManager } from '../components/use-platform-role';
import { idOf, isSchemeTab, SCHEME_TABS, schemeDetailsPath } from '../paths';

const STATE_TEXT = { NOT_STARTED: ['尚未生效', 'blue'], ACTIVE: ['合約中', 'green'], EXPIRED: ['已到期', 'red'] } as const;

/** The contracts made under a scheme; each store links to its own contracts tab. */
function SchemeContracts({ schemeId }: { schemeId: number }) {
  const { request, pager } = usePagedRequest<ContractPageInput>({ page: 1, size: DEFAULT_PAGE_SIZE, schemeId });
  const contracts = useSchemeContracts(request);
  return (
    <Stack gap="sm">
      <PagedTable
        label="方案合約列表"
        minWidth={720}
        columns={['商店', '合約期間', { label: '金額', align: 'right' }, '業務', '狀態']}
        rows={contracts.data?.list ?? []}
        renderRow={(contract) => {
          const [label, color] = STATE_TEXT[contract.state];
          return (
            <Table.Tr key={contract.id}>
              <Table.Td>
                <Anchor component={Link} to={`${PATHS.STORE_MANAGE}/store-details/${contract.storeId}/contracts`}>
                  {contract.storeName}
                </Anchor>
              </Table.Td>
              <Table.Td>
                {contract.startDate} ~ {contract.endDate}
              </Table.Td>
              <Table.Td ta="right">{formatCents(contract.amount)}</Table.Td>
              <Table.Td>{contract.salesName ?? '未指派'}</Table.Td>
              <Table.Td>
                <Badge color={color} variant="light">
                  {label}
                </Badge>
              </Table.Td>
            </Table.Tr>
          );
        }}
        loading={contracts.isPending}
        emptyText="尚無使用此方案的合約"
        pager={pager(contracts.data)}
      />
    </Stack>
  );
}

function SchemeInfo({ scheme }: { scheme: Scheme }) {
  const manager = useIsPlatformManager();
  return (
    <Paper withBorder p="lg" radius="md" maw={720}>
      <SchemeForm key={scheme.updatedAt} scheme={scheme} onSaved={() => showToast('修改成功')} readOnly={!manager} />
    </Paper>
  );
}

/** 合約詳情 (contractManage/contract-details/{id}/{tabType}): one scheme, its documents and its contracts. */
export default function SchemeDetailsPage() {
  const params = useParams();
  const id = idOf(params.id);
  const tab = params.tabType;
  const navigate = useNavigate();
  const scheme = useSchemeDetail(id);

  if (id === null) return <Text c="dimmed">{MSG.NOT_FOUND}</Text>;
  if (!isSchemeTab(tab)) return <Navigate to={schemeDetailsPath(id)} replace />;
  if (scheme.isError) return <Text c="dimmed">{MSG.NOT_FOUND}</Text>;
  if (!scheme.data) return <Loader m="xl" />;

  return (
    <Stack gap="md">
      <Title order={2}>{scheme.data.name}</Title>
      <Tabs value={tab} onChange={(value) => value && isSchemeTab(value) && void navigate(schemeDetailsPath(id, value))}>
        <Tabs.List>
          {SCHEME_TABS.map((entry) => (
            <Tabs.Tab key={entry.value} value={entry.value}>
              {entry.label}
            </Tabs.Tab>
          ))}
        </Tabs.List>
      </Tabs>
      {tab === 'info' ? <SchemeInfo scheme={scheme.data} /> : <SchemeContracts schemeId={id} />}
    </Stack>
  );
}
