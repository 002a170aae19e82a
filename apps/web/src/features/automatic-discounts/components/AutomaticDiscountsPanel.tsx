import { Alert, Text } from '@mantine/core';
import { formatCents, type AutomaticDiscount } from '@diancan/core';
import { useState } from 'react';
import { SwitchableList, type SortableTableColumn } from '../../../components/sortable-table';
import { useAutomaticDiscountList, useDeleteAutomaticDiscount, useSortAutomaticDiscounts, useUpdateAutomaticDiscountStatus } from '../api/automatic-discounts';
import { discountText } from '../tier-text';
import { AutomaticDiscountModal } from './AutomaticDiscountModal';

const columns: SortableTableColumn<AutomaticDiscount>[] = [
  { key: 'name', title: '自動折扣名稱', render: (discount) => <Text>{discount.name}</Text> },
  { key: 'minimum', title: '最低消費金額', render: (discount) => <Text>{formatCents(discount.minimumSpendingAmount)}</Text> },
  { key: 'discount', title: '折扣', render: (discount) => <Text>{discountText(discount)}</Text> },
];

/**
 * 自動折扣 settings (store operations sections 3, 7 and 9): spend-and-save tiers. An order gets the tier with the
 * highest minimum it reaches, and the checkout shows how much more reaches the next one (差$X元). The order of the
 * list only decides between two tiers of the same minimum.
 */
export function AutomaticDiscountsPanel({ storeId }: { storeId: number }) {
  const saveOrder = useSortAutomaticDiscounts();
  const list = useAutomaticDiscountList(storeId);
  const status = useUpdateAutomaticDiscountStatus();
  const removing = useDeleteAutomaticDiscount();
  const [editing, setEditing] = useState<AutomaticDiscount | 'new' | null>(null);

  return (
    <>
      <SwitchableList
        label="自動折扣列表"
        addLabel="新增自動折扣"
        emptyText="尚無自動折扣"
        intro={
          <Alert variant="light" color="gray">
            結帳時套用消費金額達到的最高門檻；未達下一個門檻時顯示「差$X元」。
          </Alert>
        }
        rows={list.data ?? []}
        loading={list.isPending}
        columns={columns}
        statusPending={status.isPending}
        onSetEnabled={(idList, enabled) => status.mutateAsync({ storeId, idList, enabled })}
        onAdd={() => setEditing('new')}
        onEdit={setEditing}
        onRemove={(discount) => removing.mutateAsync({ storeId, id: discount.id })}
        onSaveOrder={(sortedIdList) => saveOrder({ storeId, sortedIdList })}
      />
      <AutomaticDiscountModal storeId={storeId} editing={editing} onClose={() => setEditing(null)} />
    </>
  );
}
