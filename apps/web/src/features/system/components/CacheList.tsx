import { Button, Stack, Table, Text } from '@mantine/core';
import { modals } from '@mantine/modals';
import { formatThousands, MODAL_WIDTH, MSG } from '@diancan/core';
import { showToast } from '../../../lib/toast';
import { useCaches, useDeleteCache } from '../api/system';
import { EmptyTableRow } from '../../../components/paged-table';

/** 快取: the server's caches; clearing one empties it on every instance (the data is read again from the database). */
export function CacheList() {
  const caches = useCaches();
  const deleting = useDeleteCache();
  const confirm = (name: string) =>
    modals.openConfirmModal({
      title: '清除快取',
      size: MODAL_WIDTH,
      centered: true,
      children: <Text size="sm">確定要清除「{name}」嗎？</Text>,
      labels: { confirm: '清除', cancel: '取消' },
      onConfirm: () => deleting.mutate({ name }, { onSuccess: () => showToast(MSG.CACHE_CLEARED) }),
    });
  const rows = caches.data ?? [];
  return (
    <Stack gap="sm">
      <Table striped aria-label="快取列表" verticalSpacing="xs" maw={760}>
        <Table.Thead>
          <Table.Tr>
            <Table.Th>名稱</Table.Th>
            <Table.Th>說明</Table.Th>
            <Table.Th ta="right">筆數</Table.Th>
            <Table.Th w={90} />
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {rows.map((cache) => (
            <Table.Tr key={cache.name}>
              <Table.Td>{cache.name}</Table.Td>
              <Table.Td>{cache.description}</Table.Td>
              <Table.Td ta="right">{formatThousands(cache.entries)}</Table.Td>
              <Table.Td>
                <Button
                  size="compact-sm"
                  variant="light"
                  onClick={() => confirm(cache.name)}
                  loading={deleting.isPending && deleting.variables?.name === cache.name}
                  aria-label={`清除 ${cache.name}`}
                >
                  清除
                </Button>
              </Table.Td>
            </Table.Tr>
          ))}
          {rows.length === 0 && <EmptyTableRow columns={4} loading={caches.isPending} py="md" />}
        </Table.Tbody>
      </Table>
    </Stack>
  );
}
