import { Badge, Button, Paper, Stack, Table, Text, Title } from '@mantine/core';
import { modals } from '@mantine/modals';
import { useQuery } from '@tanstack/react-query';
import { EINVOICE_OFFLINE_API, formatInvoiceNumber, MODAL_WIDTH, type OfflineBlock } from '@diancan/core';
import { apiQuery, useStoreMutation } from '../../../lib/api-query';

/**
 * 離線發票終端機 (docs/offline.md): every terminal (a browser, by the device id it keeps) with the book of invoice numbers
 * it reserved for selling offline and how many of them were recorded; a block can be revoked (a lost or retired
 * device): no invoice issued after that may use its numbers, and those left are reported as blanks.
 */
export function OfflineTerminalsPanel({ storeId }: { storeId: number }) {
  const blocks = useQuery(apiQuery(EINVOICE_OFFLINE_API.getOfflineBlockList, { storeId }));
  const revoking = useStoreMutation(EINVOICE_OFFLINE_API.revokeOfflineBlock, { success: '撤銷成功' });

  const confirmRevoke = (block: OfflineBlock) =>
    modals.openConfirmModal({
      title: '撤銷離線發票區段',
      size: MODAL_WIDTH,
      centered: true,
      children: (
        <Text size="sm">
          確定要撤銷終端機 {block.terminalId} 的區段 {range(block)} 嗎？撤銷後此終端機不能再以這些號碼離線開立發票。
        </Text>
      ),
      labels: { confirm: '是', cancel: '否' },
      confirmProps: { color: 'red' },
      onConfirm: () => revoking.mutate({ storeId, id: block.id }),
    });

  return (
    <Paper withBorder p="md">
      <Stack gap="sm">
        <Title order={4}>離線發票終端機</Title>
        {blocks.data && blocks.data.length === 0 && (
          <Text c="dimmed" size="sm">
            尚無終端機保留離線發票號碼
          </Text>
        )}
        {blocks.data && blocks.data.length > 0 && (
          <Table.ScrollContainer minWidth={640}>
            <Table aria-label="離線發票終端機列表" striped verticalSpacing="xs">
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>終端機</Table.Th>
                  <Table.Th>期別</Table.Th>
                  <Table.Th>號碼區段</Table.Th>
                  <Table.Th>已使用</Table.Th>
                  <Table.Th>保留時間</Table.Th>
                  <Table.Th>狀態</Table.Th>
                  <Table.Th>操作</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {blocks.data.map((block) => (
                  <Table.Tr key={block.id}>
                    <Table.Td>{block.terminalId}</Table.Td>
                    <Table.Td>{block.periodKey}</Table.Td>
                    <Table.Td>{range(block)}</Table.Td>
                    <Table.Td>
                      {block.usedNumbers.length} / {block.endNumber - block.startNumber + 1}
                    </Table.Td>
                    <Table.Td>{new Date(block.reservedAt).toLocaleString('zh-TW', { hour12: false })}</Table.Td>
                    <Table.Td>
                      {block.revokedAt ? <Badge color="gray">已撤銷</Badge> : <Badge color="green">使用中</Badge>}
                    </Table.Td>
                    <Table.Td>
                      {!block.revokedAt && (
                        <Button size="compact-sm" variant="light" color="red" onClick={() => confirmRevoke(block)}>
                          撤銷
                        </Button>
                      )}
                    </Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </Table.ScrollContainer>
        )}
      </Stack>
    </Paper>
  );
}

function range(block: OfflineBlock): string {
  return `${formatInvoiceNumber(block.letters, block.startNumber)} ~ ${formatInvoiceNumber(block.letters, block.endNumber)}`;
}
