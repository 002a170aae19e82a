import { Checkbox, Group, Select, Stack, Switch, Text, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { MSG } from '@diancan/core';
import { categoryAddRequestSchema, categoryUpdateRequestSchema, MENU_NAME_MAX, type Category } from '@diancan/core/contracts/menu';
import { showToast } from '../../../lib/toast';
import { useAddCategory, useKitchenAreaList, usePrintAreaList, useUpdateCategory } from '../api/menu-api';
import { fieldErrors } from './form-errors';
import { FormActions, FormModal } from '../../../components/form-modal';

interface CategoryForm {
  name: string;
  enabled: boolean;
  printTag: boolean;
  kitchenAreaId: string | null;
  printAreaIds: string[];
}

export interface CategoryModalProps {
  storeId: number;
  /** 'new' adds a category; a category edits it; null closes the modal. */
  target: Category | 'new' | null;
  onClose: () => void;
}

/** Adds or edits a category: name, on/off, print tag, kitchen area and print areas. */
export function CategoryModal({ storeId, target, onClose }: CategoryModalProps) {
  return (
    <FormModal target={target} titles={{ add: '新增分類', edit: '編輯分類' }} onClose={onClose}>
      {(record) => <CategoryFormBody storeId={storeId} category={record} onClose={onClose} />}
    </FormModal>
  );
}

function CategoryFormBody({ storeId, category, onClose }: { storeId: number; category: Category | null; onClose: () => void }) {
  const form = useForm<CategoryForm>({
    initialValues: {
      name: category?.name ?? '',
      enabled: category?.enabled ?? true,
      printTag: category?.printTag ?? false,
      kitchenAreaId: category?.kitchenAreaId ? String(category.kitchenAreaId) : null,
      printAreaIds: (category?.printAreaIds ?? []).map(String),
    },
  });
  const kitchenAreas = useKitchenAreaList();
  const printAreas = usePrintAreaList();
  const adding = useAddCategory();
  const updating = useUpdateCategory();

  const submit = form.onSubmit((values) => {
    const fields = {
      storeId,
      name: values.name,
      enabled: values.enabled,
      printTag: values.printTag,
      kitchenAreaId: values.kitchenAreaId === null ? null : Number(values.kitchenAreaId),
      printAreaIds: values.printAreaIds.map(Number),
    };
    const done = {
      onSuccess: () => {
        showToast(category ? '編輯成功' : '新增成功');
        onClose();
      },
    };
    if (category) {
      const checked = categoryUpdateRequestSchema.safeParse({ ...fields, id: category.id, lastUpdateTime: category.lastUpdateTime });
      if (!checked.success) return form.setErrors(fieldErrors(checked.error));
      updating.mutate(checked.data, done);
    } else {
      const checked = categoryAddRequestSchema.safeParse(fields);
      if (!checked.success) return form.setErrors(fieldErrors(checked.error));
      adding.mutate(checked.data, done);
    }
  });

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="sm">
        <TextInput label="分類名稱" withAsterisk maxLength={MENU_NAME_MAX} data-autofocus {...form.getInputProps('name')} />
        <Group gap="xl">
          <Switch label="上架" {...form.getInputProps('enabled', { type: 'checkbox' })} />
          <Switch label="列印標籤" {...form.getInputProps('printTag', { type: 'checkbox' })} />
        </Group>
        <Select
          label="廚房區域"
          placeholder="不指定"
          clearable
          data={(kitchenAreas.data ?? []).map((area) => ({ value: String(area.id), label: area.name }))}
          nothingFoundMessage={MSG.SELECT_EMPTY}
          {...form.getInputProps('kitchenAreaId')}
        />
        <Checkbox.Group label="出單區域" {...form.getInputProps('printAreaIds')}>
          <Group gap="md" mt={6}>
            {(printAreas.data ?? []).map((area) => (
              <Checkbox key={area.id} value={String(area.id)} label={area.name} />
            ))}
            {printAreas.data?.length === 0 && (
              <Text size="sm" c="dimmed">
                尚無出單區域
              </Text>
            )}
          </Group>
        </Checkbox.Group>
        <FormActions onCancel={onClose} saving={adding.isPending || updating.isPending} mt="xs" />
      </Stack>
    </form>
  );
}
