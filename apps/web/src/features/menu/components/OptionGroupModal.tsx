import { ActionIcon, Button, Group, Input, Stack, Text, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { randomId } from '@mantine/hooks';
import { IconPlus, IconTrash } from '@tabler/icons-react';
import { DEFAULT_LEAST_SELECTABLE } from '@diancan/core';
import {
  MENU_NAME_MAX,
  OPTIONS_PER_GROUP_MAX,
  optionGroupAddRequestSchema,
  optionGroupUpdateRequestSchema,
  type OptionGroup,
} from '@diancan/core/contracts/menu';
import { QuantityRangeCounter } from '../../../components/quantity-counter';
import { showToast } from '../../../lib/toast';
import { useAddOptionGroup, useUpdateOptionGroup } from '../api/menu-api';
import { fieldErrors } from './form-errors';
import { PriceInput, priceCents, priceField } from './PriceInput';
import { FormActions, FormModal } from '../../../components/form-modal';

interface OptionRow {
  /** React key of the row (options being added have no id yet). */
  key: string;
  id?: number;
  name: string;
  price: string | number;
}

interface OptionGroupForm {
  name: string;
  leastSelectable: number;
  mostSelectable: number | null;
  options: OptionRow[];
}

const newOption = (): OptionRow => ({ key: randomId(), name: '', price: 0 });

export interface OptionGroupModalProps {
  storeId: number;
  target: OptionGroup | 'new' | null;
  onClose: () => void;
}

/** Adds or edits a taste group (口味): its options with their prices and how many a customer picks. */
export function OptionGroupModal({ storeId, target, onClose }: OptionGroupModalProps) {
  return (
    <FormModal target={target} titles={{ add: '新增口味', edit: '編輯口味' }} onClose={onClose}>
      {(record) => <OptionGroupFormBody storeId={storeId} group={record} onClose={onClose} />}
    </FormModal>
  );
}

function OptionGroupFormBody({ storeId, group, onClose }: { storeId: number; group: OptionGroup | null; onClose: () => void }) {
  const form = useForm<OptionGroupForm>({
    initialValues: {
      name: group?.name ?? '',
      leastSelectable: group?.leastSelectable ?? DEFAULT_LEAST_SELECTABLE,
      mostSelectable: group ? group.mostSelectable : null,
      options: group
        ? group.options.map((option) => ({ key: randomId(), id: option.id, name: option.name, price: priceField(option.price) }))
        : [newOption()],
    },
  });
  const adding = useAddOptionGroup();
  const updating = useUpdateOptionGroup();
  const { options } = form.getValues();

  const submit = form.onSubmit((values) => {
    const fields = {
      storeId,
      name: values.name,
      leastSelectable: values.leastSelectable,
      mostSelectable: values.mostSelectable,
      options: values.options.map((option) => ({
        ...(option.id === undefined ? {} : { id: option.id }),
        name: option.name,
        price: priceCents(option.price) ?? 0,
      })),
    };
    const done = {
      onSuccess: () => {
        showToast(group ? '編輯成功' : '新增成功');
        onClose();
      },
    };
    if (group) {
      const checked = optionGroupUpdateRequestSchema.safeParse({ ...fields, id: group.id, lastUpdateTime: group.lastUpdateTime });
      if (!checked.success) return form.setErrors(fieldErrors(checked.error));
      updating.mutate(checked.data, done);
    } else {
      const checked = optionGroupAddRequestSchema.safeParse(fields);
      if (!checked.success) return form.setErrors(fieldErrors(checked.error));
      adding.mutate(checked.data, done);
    }
  });

  const { errors } = form;
  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="sm">
        <TextInput label="口味名稱" withAsterisk maxLength={MENU_NAME_MAX} data-autofocus {...form.getInputProps('name')} />
        <Input.Wrapper label="可選數量" error={errors.leastSelectable}>
          <QuantityRangeCounter
            value={{ leastSelectable: form.getValues().leastSelectable, mostSelectable: form.getValues().mostSelectable }}
            onChange={(range) => form.setValues(range)}
          />
        </Input.Wrapper>
        <Input.Wrapper label="選項" withAsterisk error={errors.options}>
          <Stack gap={6} mt={4}>
            {options.map((option, index) => (
              <Group key={option.key} gap={6} wrap="nowrap" align="flex-start">
                <TextInput
                  flex={1}
                  aria-label={`選項 ${index + 1} 名稱`}
                  placeholder="選項名稱"
                  maxLength={MENU_NAME_MAX}
                  {...form.getInputProps(`options.${index}.name`)}
                />
                <PriceInput w={110} aria-label={`選項 ${index + 1} 價格`} allowNegative {...form.getInputProps(`options.${index}.price`)} />
                <ActionIcon
                  variant="subtle"
                  color="red"
                  mt={4}
                  disabled={options.length === 1}
                  onClick={() => form.removeListItem('options', index)}
                  aria-label={`刪除選項 ${index + 1}`}
                >
                  <IconTrash size={16} />
                </ActionIcon>
              </Group>
            ))}
            <Button
              variant="light"
              size="xs"
              leftSection={<IconPlus size={14} />}
              disabled={options.length >= OPTIONS_PER_GROUP_MAX}
              onClick={() => form.insertListItem('options', newOption())}
            >
              新增選項
            </Button>
            <Text size="xs" c="dimmed">
              價格為加價金額，可為負數（例如去飯 -10）
            </Text>
          </Stack>
        </Input.Wrapper>
        <FormActions onCancel={onClose} saving={adding.isPending || updating.isPending} mt="xs" />
      </Stack>
    </form>
  );
}
