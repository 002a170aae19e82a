import { ActionIcon, Anchor, Button, Group, Stack, Table, Text, Title, Tooltip } from '@mantine/core';
import { modals } from '@mantine/modals';
import { IconPlus, IconTrash } from '@tabler/icons-react';
import { DEFAULT_PAGE_SIZE, formatCents, formatThousands, MODAL_WIDTH, MSG, type Scheme, type SchemePageInput } from '@diancan/core';
import { Link } from 'react-router';
import { formatTaipeiDateTime } from '../../../components/date-range';
import { PagedTable, usePagedRequest } from '../../../components/paged-table';
import { SearchBar } from '../../../components/search-bar';
import { useRemoveScheme, useSchemePage } from '../api/schemes';
import { useIsPlatformManager } from '../components/use-platform-role';
import { CONTRACT_PAGES, schemeDetailsPath } from '../paths';

/** 合約分類 (contractManage/contract-classification): the schemes stores sign contracts under, with their documents. */
export default function ContractClassificationPage() {
  const { request, filter, pager } = usePagedRequest<SchemePageInput>({ page: 1, size: DEFAULT_PAGE_SIZE, keyword: null });
  const manager = useIsPlatformManager();
  const schemes = useSchemePage(request);
  const removing = useRemoveScheme();

  const confirmRemove = (scheme: Scheme) =>
    modals.openConfirmModal({
      title: MSG.CONFIRM_DELETE,
      size: MODAL_WIDTH,
      centered: true,
      children: <Text size="sm">確定要刪除方案「{scheme.name}」嗎？</Text>,
      labels: { confirm: '是', cancel: '否' },
      confirmProps: { color: 'red' },
      onConfirm: () => removing.mutate({ id: scheme.id }),
    });

  return (
    <Stack gap="sm">
      <Group justify="space-between">
        <Title order={2}>合約分類</Title>
        {manager && (
          <Button component={Link} to={CONTRACT_PAGES.add} leftSection={<IconPlus size={16} />}>
            新增方案
          </Button>
        )}
      </Group>
      <SearchBar onSearch={(keyword) => filter({ keyword: keyword || null })} placeholder="搜尋方案名稱" />
      <PagedTable
        label="合約方案列表"
        minWidth={760}
        highlightOnHover
        columns={[
          '方案名稱',
          { label: '方案金額', align: 'right' },
          { label: '月數', align: 'right' },
          { label: '文件', align: 'right' },
          { label: '合約數', align: 'right' },
          '更新時間',
          ...(manager ? [{ label: '刪除', width: 60 }] : []),
        ]}
        rows={schemes.data?.list ?? []}
        renderRow={(scheme) => (
          <Table.Tr key={scheme.id}>
            <Table.Td>
              <Anchor component={Link} to={schemeDetailsPath(scheme.id)} fw={500}>
                {scheme.name}
              </Anchor>
            </Table.Td>
            <Table.Td ta="right">{formatCents(scheme.amount)}</Table.Td>
            <Table.Td ta="right">{scheme.months}</Table.Td>
            <Table.Td ta="right">{scheme.files.length}</Table.Td>
            <Table.Td ta="right">{formatThousands(scheme.contractCount)}</Table.Td>
            <Table.Td>{formatTaipeiDateTime(scheme.updatedAt)}</Table.Td>
            {manager && (
              <Table.Td>
                <Tooltip label="刪除">
                  <ActionIcon variant="subtle" color="red" aria-label={`刪除 ${scheme.name}`} onClick={() => confirmRemove(scheme)}>
                    <IconTrash size={18} />
                  </ActionIcon>
                </Tooltip>
              </Table.Td>
            )}
          </Table.Tr>
        )}
        loading={schemes.isPending}
        pager={pager(schemes.data)}
      />
    </Stack>
  );
}
