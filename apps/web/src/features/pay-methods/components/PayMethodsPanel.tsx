import { Badge, Group, Text, Tooltip } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { PAY_METHOD_API, PAY_METHOD_KEYS, PAY_METHOD_NAME_MAX, type PayMethod } from '@diancan/core';
import { useState } from 'react';
import { SwitchableList, type SortableTableColumn } from '../../../components/sortable-table';
import { refreshAreas } from '../../../lib/api-query';
import { sortPayMethods, usePayMethodList, useRemovePayMethod, useUpdatePayMethodStatus } from '../api/pay-methods';
import { PayMethodModal, statisticKeyLabel } from './PayMethodModal';

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
];

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

  return (
    <>
      <SwitchableList
        label="付款方式列表"
        addLabel="新增付款方式"
        emptyText="尚無付款方式"
        rows={list.data ?? []}
        loading={list.isPending}
        columns={columns}
        statusPending={status.isPending}
        onSetEnabled={(idList, enabled) => status.mutateAsync({ storeId, idList, enabled })}
        onAdd={() => setEditing('new')}
        onEdit={setEditing}
        onRemove={(method) => removing.mutateAsync({ storeId, id: method.id })}
        onSaveOrder={async (sortedIdList) => {
          await sortPayMethods({ storeId, sortedIdList });
          await refreshAreas(queryClient, PAY_METHOD_API.updateSort.affects);
        }}
      />
      <PayMethodModal storeId={storeId} editing={editing} onClose={() => setEditing(null)} />
    </>
  );
}
