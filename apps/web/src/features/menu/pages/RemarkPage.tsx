import { Button, Stack, Text, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { IconArrowsSort, IconPlus } from '@tabler/icons-react';
import {  } from '@diancan/core';
import { REMARK_MAX, remarkAddRequestSchema, remarkUpdateRequestSchema, type Remark } from '@diancan/core/contracts/menu';
import { useState } from 'react';
import { SortableTable, type SortableTableColumn } from '../../../components/sortable-table';
import { showToast } from '../../../lib/toast';
import { useAddRemark, useRemarkList, useRemoveRemark, useSortRemarks, useUpdateRemark } from '../api/menu-api';
import { EditRemoveActions } from '../components/EditRemoveActions';
import { fieldErrors } from '../components/form-errors';
import { MenuFrame } from '../components/MenuFrame';
import { useStoreId } from '../store';
import { FormActions, FormModal } from '../../../components/form-modal';

function RemarkForm({ storeId, remark, onClose }: { storeId: number; remark: Remark | null; onClose: () => void }) {
  const form = useForm({ initialValues: { content: remark?.content ?? '' } });
  const adding = useAddRemark();
  const updating = useUpdateRemark();

  const submit = form.onSubmit(({ content }) => {
    const done = {
      onSuccess: () => {
        showToast(remark ? '編輯成功' : '新增成功');
        onClose();
      },
    };
    if (remark) {
      const checked = remarkUpdateRequestSchema.safeParse({ storeId, id: remark.id, content });
      if (!checked.success) return form.setErrors(fieldErrors(checked.error));
      updating.mutate(checked.data, done);
    } else {
      const checked = remarkAddRequestSchema.safeParse({ storeId, content });
      if (!checked.success) return form.setErrors(fieldErrors(checked.error));
      adding.mutate(checked.data, done);
    }
  });

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="sm">
        <TextInput label="備註內容" withAsterisk maxLength={REMARK_MAX} data-autofocus placeholder="例如 不要香菜" {...form.getInputProps('content')} />
        <FormActions onCancel={onClose} saving={adding.isPending || updating.isPending} />
      </Stack>
    </form>
  );
}

/** 備註 (/menu-manage/remark): preset notes a cashier adds to a line or an order, in their drag-sorted order. */
export function RemarkPage() {
  const storeId = useStoreId();
  const [sorting, setSorting] = useState(false);
  const [editing, setEditing] = useState<Remark | 'new' | null>(null);
  const remarks = useRemarkList();
  const removing = useRemoveRemark();
  const sortOrder = useSortRemarks();

  if (storeId === null) return null;

  const columns: SortableTableColumn<Remark>[] = [
    { key: 'content', title: '備註內容', render: (remark) => <Text>{remark.content}</Text> },
    {
      key: 'actions',
      title: '操作',
      width: 120,
      render: (remark) => (
        <EditRemoveActions
          name={remark.content}
          onEdit={() => setEditing(remark)}
          remove={(onSuccess) => removing.mutate({ storeId, id: remark.id }, { onSuccess })}
        />
      ),
    },
  ];

  const saveOrder = (sortedIdList: number[]) => sortOrder.mutateAsync({ storeId, sortedIdList });

  return (
    <MenuFrame
      title="備註"
      actions={
        <>
          <Button leftSection={<IconPlus size={16} />} onClick={() => setEditing('new')}>
            新增備註
          </Button>
          <Button variant="default" leftSection={<IconArrowsSort size={16} />} disabled={sorting} onClick={() => setSorting(true)}>
            排序
          </Button>
        </>
      }
    >
      <SortableTable
        label="備註列表"
        rows={remarks.data ?? []}
        columns={columns}
        rowName={(remark) => remark.content}
        sorting={sorting}
        onSortingChange={setSorting}
        onSaveOrder={saveOrder}
        loading={remarks.isPending}
        emptyText="尚無備註"
      />
      <FormModal target={editing} titles={{ add: '新增備註', edit: '編輯備註' }} onClose={() => setEditing(null)}>
        {(record) => <RemarkForm storeId={storeId} remark={record} onClose={() => setEditing(null)} />}
      </FormModal>
    </MenuFrame>
  );
}

export default RemarkPage;
