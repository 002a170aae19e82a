import { ActionIcon, Alert, Button, Group, Stack, Switch, Text } from '@mantine/core';
import { modals } from '@mantine/modals';
import { IconArrowsSort, IconPencil, IconPlus, IconTrash } from '@tabler/icons-react';
import { useQueryClient } from '@tanstack/react-query';
import { formatCents, MODAL_WIDTH, MSG, type AutomaticDiscount } from '@diancan/core';
import { useState } from 'react';
import { SortableTable, type SortableTableColumn } from '../../../components/sortable-table';
import { showToast } from '../../../lib/toast';
import { useDeleteAutomaticDiscount } from '../api/automatic-discount-delete';
import { useAutomaticDiscountList } from '../api/automatic-discount-list';
import { sortAutomaticDiscounts } from '../api/automatic-discount-sort';
import { useUpdateAutomaticDiscountStatus } from '../api/automatic-discount-status';
import { automaticDiscountKeys } from '../api/keys';
import { discountText } from '../tier-text';
import { AutomaticDiscountModal } from './AutomaticDiscountModal';

/**
 * 自動折扣 settings (store operations sections 3, 7 and 9): spend-and-save tiers. An order gets the tier with the
 * highest minimum it reaches, and the checkout shows how much more reaches the next one (差$X元). The order of the
 * list only decides between two tiers of the same minimum.
 */
export function AutomaticDiscountsPanel({ storeId }: { storeId: number }) {
  const queryClient = useQueryClient();
  const list = useAutomaticDiscountList(storeId);
  const status = useUpdateAutomaticDiscountStatus();
  const removing = useDeleteAutomaticDiscount();
  const [editing, setEditing] = useState<AutomaticDiscount | 'new' | null>(null);
  const [sorting, setSorting] = useState(false);
  const [selected, setSelected] = useState<number[]>([]);

  const setEnabled = (idList: number[], enabled: boolean) =>
    status.mutate({ storeId, idList, enabled }, { onSuccess: () => showToast(enabled ? '已啟用' : '已停用') });

  const confirmRemove = (discount: AutomaticDiscount) =>
    modals.openConfirmModal({
      title: MSG.CONFIRM_DELETE,
      size: MODAL_WIDTH,
      centered: true,
      children: <Text size="sm">確定要刪除「{discount.name}」嗎？</Text>,
      labels: { confirm: '是', cancel: '否' },
      confirmProps: { color: 'red' },
      onConfirm: () =>
        removing.mutate(
          { storeId, id: discount.id },
          {
            onSuccess: () => {
              setSelected((ids) => ids.filter((id) => id !== discount.id));
              showToast('刪除成功');
            },
          },
        ),
    });

  const columns: SortableTableColumn<AutomaticDiscount>[] = [
    { key: 'name', title: '自動折扣名稱', render: (discount) => <Text>{discount.name}</Text> },
    { key: 'minimum', title: '最低消費金額', render: (discount) => <Text>{formatCents(discount.minimumSpendingAmount)}</Text> },
    { key: 'discount', title: '折扣', render: (discount) => <Text>{discountText(discount)}</Text> },
    {
      key: 'enabled',
      title: '狀態',
      width: 120,
      render: (discount) => (
        <Switch
          checked={discount.enabled}
          label={discount.enabled ? '啟用' : '停用'}
          aria-label={`${discount.name} 啟用`}
          disabled={status.isPending}
          onChange={(event) => setEnabled([discount.id], event.currentTarget.checked)}
        />
      ),
    },
    {
      key: 'actions',
      title: '操作',
      width: 110,
      render: (discount) => (
        <Group gap={4} wrap="nowrap">
          <ActionIcon variant="subtle" aria-label={`編輯 ${discount.name}`} onClick={() => setEditing(discount)}>
            <IconPencil size={18} />
          </ActionIcon>
          <ActionIcon variant="subtle" color="red" aria-label={`刪除 ${discount.name}`} onClick={() => confirmRemove(discount)}>
            <IconTrash size={18} />
          </ActionIcon>
        </Group>
      ),
    },
  ];

  const saveOrder = async (sortedIdList: number[]) => {
    await sortAutomaticDiscounts({ storeId, sortedIdList });
    await queryClient.invalidateQueries({ queryKey: automaticDiscountKeys.all(storeId) });
  };

  return (
    <Stack gap="sm">
      <Alert variant="light" color="gray">
        結帳時套用消費金額達到的最高門檻；未達下一個門檻時顯示「差$X元」。
      </Alert>
      <Group justify="space-between">
        <Group gap="xs">
          <Button leftSection={<IconPlus size={16} />} onClick={() => setEditing('new')}>
            新增自動折扣
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
        label="自動折扣列表"
        rows={list.data ?? []}
        columns={columns}
        rowName={(discount) => discount.name}
        selectedIds={selected}
        onSelectedIdsChange={setSelected}
        sorting={sorting}
        onSortingChange={setSorting}
        onSaveOrder={saveOrder}
        loading={list.isPending}
        emptyText="尚無自動折扣"
      />
      <AutomaticDiscountModal storeId={storeId} editing={editing} onClose={() => setEditing(null)} />
    </Stack>
  );
}
