import { ActionIcon, Button, Group, Modal, Stack, Table, Text, Tooltip } from '@mantine/core';
import { modals } from '@mantine/modals';
import { IconPencil, IconPlus, IconTrash } from '@tabler/icons-react';
import { DEFAULT_PAGE_SIZE, formatCents, MODAL_WIDTH, MSG, type Contract, type ContractPageInput, type StoreDetail } from '@diancan/core';
import { useState } from 'react';
import { Link } from 'react-router';
import { PagedTable, usePagedRequest } from '../../../../components/paged-table';
import { showToast } from '../../../../lib/toast';
import { useRemoveContract, useStoreContracts } from '../../api/stores';
import { addContractPath } from '../../paths';
import { ContractStateBadge } from '../badges';
import { ContractForm } from '../ContractForm';

/** 合約: the store's contracts, newest first; edit in a dialog, delete after 請確認是否刪除. */
export function ContractsTab({ store }: { store: StoreDetail }) {
  const { request, pager } = usePagedRequest<ContractPageInput>({ page: 1, size: DEFAULT_PAGE_SIZE, storeId: store.id });
  const contracts = useStoreContracts(request);
  const removing = useRemoveContract();
  const [editing, setEditing] = useState<Contract | null>(null);

  const confirmRemove = (contract: Contract) =>
    modals.openConfirmModal({
      title: MSG.CONFIRM_DELETE,
      size: MODAL_WIDTH,
      centered: true,
      children: (
        <Text size="sm">
          確定要刪除 {contract.startDate} ~ {contract.endDate} 的合約嗎？
        </Text>
      ),
      labels: { confirm: '是', cancel: '否' },
      confirmProps: { color: 'red' },
      onConfirm: () => removing.mutate({ id: contract.id }),
    });

  return (
    <Stack gap="sm">
      <Group justify="flex-end">
        {store.active && (
          <Button component={Link} to={addContractPath(store.id)} leftSection={<IconPlus size={16} />}>
            新增合約
          </Button>
        )}
      </Group>
      <PagedTable
        label="合約列表"
        minWidth={760}
        columns={['合約方案', '合約期間', { label: '金額', align: 'right' }, '狀態', '備註', { label: '操作', width: 96 }]}
        rows={contracts.data?.list ?? []}
        renderRow={(contract) => (
          <Table.Tr key={contract.id}>
            <Table.Td>{contract.schemeName}</Table.Td>
            <Table.Td>
              {contract.startDate} ~ {contract.endDate}
            </Table.Td>
            <Table.Td ta="right">{formatCents(contract.amount)}</Table.Td>
            <Table.Td>
              <ContractStateBadge state={contract.state} />
            </Table.Td>
            <Table.Td>
              <Text size="sm" lineClamp={2}>
                {contract.remark ?? ''}
              </Text>
            </Table.Td>
            <Table.Td>
              <Group gap={4} wrap="nowrap">
                <Tooltip label="編輯">
                  <ActionIcon variant="subtle" aria-label={`編輯合約 ${contract.startDate}`} onClick={() => setEditing(contract)}>
                    <IconPencil size={18} />
                  </ActionIcon>
                </Tooltip>
                <Tooltip label="刪除">
                  <ActionIcon variant="subtle" color="red" aria-label={`刪除合約 ${contract.startDate}`} onClick={() => confirmRemove(contract)}>
                    <IconTrash size={18} />
                  </ActionIcon>
                </Tooltip>
              </Group>
            </Table.Td>
          </Table.Tr>
        )}
        loading={contracts.isPending}
        emptyText="尚無合約"
        pager={pager(contracts.data)}
      />
      <Modal opened={editing !== null} onClose={() => setEditing(null)} title="編輯合約" size="lg" centered>
        {editing && (
          <ContractForm
            key={editing.id}
            target={{ contract: editing }}
            onSaved={() => {
              showToast('修改成功');
              setEditing(null);
            }}
            onCancel={() => setEditing(null)}
          />
        )}
      </Modal>
    </Stack>
  );
}
