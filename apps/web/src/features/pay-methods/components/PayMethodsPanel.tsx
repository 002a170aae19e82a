import { ActionIcon, Badge, Button, Group, Stack, Switch, Text, Tooltip } from '@mantine/core';
import { modals } from '@mantine/modals';
import { IconArrowsSort, IconPencil, IconPlus, IconTrash } from '@tabler/icons-react';
import { useQueryClient } from '@tanstack/react-query';
import { MODAL_WIDTH, MSG, PAY_METHOD_KEYS, PAY_METHOD_NAME_MAX, type PayMethod } from '@diancan/core';
import { useState } from 'react';
import { SortableTable, type SortableTableColumn } from '../../../components/sortable-table';
import { showToast } from '../../../lib/toast';
import { payMethodKeys } from '../api/keys';
import { usePayMethodList } from '../api/pay-method-list';
import { useRemovePayMethod } from '../api/pay-method-remove';
import { sortPayMethods } from '../api/pay-method-sort';
import { useUpdatePayMethodStatus } from '../api/pay-method-status';
import { PayMethodModal, statisticKeyLabel } from './PayMethodModal';

/**
 * 付款方式 settings (store operations sections 3, 7 and 9): the store's pay methods in checkout order (drag to
 * sort), each on or off, added, edited and removed. The checkout offers the enabled ones, the first as default.
 */
export function PayMethodsPanel({ storeId }: { storeId: number }) {
  const queryClient = useQueryClient();
  const list = usePayMethodList(storeId);
  const status = useUpdatePayMethodStatus();
  const removing = useRemovePayMethod();
  const [editing, setEditing] = useState<PayMethod | 'new' | null>(null);
  const [sorting, setSorting] = useState(false);
  const [selected, setSelected] = useState<number[]>([]);

  const setEnabled = (idList: number[], enabled: boolean) =>
    status.mutate({ storeId, idList, enabled }, { onSuccess: () => showToast(enabled ? '已啟用' : '已停用') });

  const confirmRemove = (method: PayMethod) =>
    modals.openConfirmModal({
      title: MSG.CONFIRM_DELETE,
      size: MODAL_WIDTH,
      centered: true,
      children: <Text size="sm">確定要刪除「{method.name}」嗎？</Text>,
      labels: { confirm: '是', cancel: '否' },
      confirmProps: { color: 'red' },
      onConfirm: () =>
        removing.mutate(
          { storeId, id: method.id },
          {
            onSuccess: () => {
              setSelected((ids) => ids.filter((id) => id !== method.id));
              showToast('刪除成功');
            },
          },
        ),
    });

  const columns: SortableTableColumn<PayMethod>[] = [
    {
      key: 'name',
      title: '付款方式名稱',
      render: (method) => (
        <Group gap="xs" wrap="nowrap">
          <Text>{method.name}</Text>
          {[...method.name].length > PAY_METHOD_NAME_MAX && (
            <Tooltip label={`結帳畫面只顯示前${PAY_METHOD_NAME_MAX}個字`}>
              <Badge size="xs" variant="light" color="gray">
                截斷
              </Badge>
            </Tooltip>
          )}
        </Group>
      ),
    },
    {
      key: 'statisticKey',
      title: '統計類別',
      render: (method) => (
        <Group gap={6} wrap="nowrap">
          <Text>{statisticKeyLabel(method.statisticKey)}</Text>
          {method.statisticKey === PAY_METHOD_KEYS.CASH && (
            <Badge size="xs" color="green" variant="light">
              可找零
            </Badge>
          )}
        </Group>
      ),
    },
    {
      key: 'enabled',
      title: '狀態',
      width: 120,
      render: (method) => (
        <Switch
          checked={method.enabled}
          label={method.enabled ? '啟用' : '停用'}
          aria-label={`${method.name} 啟用`}
          disabled={status.isPending}
          onChange={(event) => setEnabled([method.id], event.currentTarget.checked)}
        />
      ),
    },
    {
      key: 'actions',
      title: '操作',
      width: 110,
      render: (method) => (
        <Group gap={4} wrap="nowrap">
          <ActionIcon variant="subtle" aria-label={`編輯 ${method.name}`} onClick={() => setEditing(method)}>
            <IconPencil size={18} />
          </ActionIcon>
          <ActionIcon variant="subtle" color="red" aria-label={`刪除 ${method.name}`} onClick={() => confirmRemove(method)}>
            <IconTrash size={18} />
          </ActionIcon>
        </Group>
      ),
    },
  ];

  const saveOrder = async (sortedIdList: number[]) => {
    await sortPayMethods({ storeId, sortedIdList });
    await queryClient.invalidateQueries({ queryKey: payMethodKeys.list(storeId) });
  };

  return (
    <Stack gap="sm">
      <Group justify="space-between">
        <Group gap="xs">
          <Button leftSection={<IconPlus size={16} />} onClick={() => setEditing('new')}>
            新增付款方式
          </Button>
          <Button variant="default" leftSection={<IconArrowsSort size={16} />} disabled={sorting} onClick={() => setSorting(true)}>
            排序
          </Button>
        </Group>
        {selected.length > 0 && !sorting && (
          <Group gap="xs">
            <Text size="sm" c="dimmed">
              已選 {selected.length} 項
            </Text>
            <Button variant="light" size="xs" onClick={() => setEnabled(selected, true)}>
              啟用
            </Button>
            <Button variant="light" size="xs" color="gray" onClick={() => setEnabled(selected, false)}>
              停用
            </Button>
          </Group>
        )}
      </Group>
      <SortableTable
        label="付款方式列表"
        rows={list.data ?? []}
        columns={columns}
        rowName={(method) => method.name}
        selectedIds={selected}
        onSelectedIdsChange={setSelected}
        sorting={sorting}
        onSortingChange={setSorting}
        onSaveOrder={saveOrder}
        loading={list.isPending}
        emptyText="尚無付款方式"
      />
      <PayMethodModal storeId={storeId} editing={editing} onClose={() => setEditing(null)} />
    </Stack>
  );
}
