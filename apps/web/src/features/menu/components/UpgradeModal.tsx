import { Button, Group, Input, Stack, Switch, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { randomId } from '@mantine/hooks';
import { IconPlus } from '@tabler/icons-react';
import { DEFAULT_LEAST_SELECTABLE } from '@diancan/core';
import {
  MENU_NAME_MAX,
  UPGRADE_GROUPS_MAX,
  upgradeAddRequestSchema,
  upgradeUpdateRequestSchema,
  type Upgrade,
} from '@diancan/core/contracts/menu';
import { showToast } from '../../../lib/toast';
import { useAddUpgrade, useItemDict, useUpdateUpgrade } from '../api/menu-api';
import { fieldErrors } from './form-errors';
import { PriceInput, priceCents, priceField } from './PriceInput';
import { UpgradeGroupFields, type UpgradeGroupRow } from './UpgradeGroupFields';
import { FormActions, FormModal } from '../../../components/form-modal';

interface UpgradeForm {
  name: string;
  comboPrice: string | number;
  enabled: boolean;
  groups: UpgradeGroupRow[];
}

const newGroup = (): UpgradeGroupRow => ({ key: randomId(), name: '', leastSelectable: DEFAULT_LEAST_SELECTABLE, mostSelectable: 1, items: [] });

function formOf(upgrade: Upgrade | null): UpgradeForm {
  if (!upgrade) return { name: '', comboPrice: 0, enabled: true, groups: [newGroup()] };
  return {
    name: upgrade.name,
    comboPrice: priceField(upgrade.comboPrice),
    enabled: upgrade.enabled,
    groups: upgrade.groups.map((group) => ({
      key: randomId(),
      name: group.name,
      leastSelectable: group.leastSelectable,
      mostSelectable: group.mostSelectable,
      items: group.items.map((item) => ({ itemId: item.itemId, comboItemPrice: priceField(item.comboItemPrice) })),
    })),
  };
}

export interface UpgradeModalProps {
  storeId: number;
  target: Upgrade | 'new' | null;
  onClose: () => void;
}

/** Adds or edits an upgrade (套餐): its price and its selectable groups of items. */
export function UpgradeModal({ storeId, target, onClose }: UpgradeModalProps) {
  return (
    <FormModal target={target} titles={{ add: '新增套餐', edit: '編輯套餐' }} onClose={onClose} scrolls>
      {(record) => <UpgradeFormBody storeId={storeId} upgrade={record} onClose={onClose} />}
    </FormModal>
  );
}

function UpgradeFormBody({ storeId, upgrade, onClose }: { storeId: number; upgrade: Upgrade | null; onClose: () => void }) {
  const form = useForm<UpgradeForm>({ initialValues: formOf(upgrade) });
  const items = useItemDict();
  const adding = useAddUpgrade();
  const updating = useUpdateUpgrade();
  const { groups } = form.getValues();

  const submit = form.onSubmit((values) => {
    const fields = {
      storeId,
      name: values.name,
      comboPrice: priceCents(values.comboPrice) ?? undefined,
      enabled: values.enabled,
      groups: values.groups.map((group) => ({
        name: group.name,
        leastSelectable: group.leastSelectable,
        mostSelectable: group.mostSelectable,
        items: group.items.map((item) => ({ itemId: item.itemId, comboItemPrice: priceCents(item.comboItemPrice) ?? 0 })),
      })),
    };
    const done = {
      onSuccess: () => {
        showToast(upgrade ? '編輯成功' : '新增成功');
        onClose();
      },
    };
    if (upgrade) {
      const checked = upgradeUpdateRequestSchema.safeParse({ ...fields, id: upgrade.id, lastUpdateTime: upgrade.lastUpdateTime });
      if (!checked.success) return form.setErrors(fieldErrors(checked.error));
      updating.mutate(checked.data, done);
    } else {
      const checked = upgradeAddRequestSchema.safeParse(fields);
      if (!checked.success) return form.setErrors(fieldErrors(checked.error));
      adding.mutate(checked.data, done);
    }
  });

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="sm">
        <TextInput label="套餐名稱" withAsterisk maxLength={MENU_NAME_MAX} data-autofocus {...form.getInputProps('name')} />
        <Group gap="md" align="flex-end" wrap="nowrap">
          <PriceInput label="套餐價格" description="加在餐點原價上" withAsterisk min={0} flex={1} {...form.getInputProps('comboPrice')} />
          <Switch label="上架" mb={8} {...form.getInputProps('enabled', { type: 'checkbox' })} />
        </Group>
        <Input.Wrapper label="套餐群組" withAsterisk error={form.errors.groups}>
          <Stack gap="xs" mt={4}>
            {groups.map((group, index) => (
              <UpgradeGroupFields
                key={group.key}
                index={index}
                group={group}
                items={items.data ?? []}
                errors={form.errors}
                inputProps={(path) => form.getInputProps(path)}
                onChange={(next) => form.setFieldValue(`groups.${index}`, next)}
                onRemove={groups.length > 1 ? () => form.removeListItem('groups', index) : null}
              />
            ))}
            <Button
              variant="light"
              size="xs"
              leftSection={<IconPlus size={14} />}
              disabled={groups.length >= UPGRADE_GROUPS_MAX}
              onClick={() => form.insertListItem('groups', newGroup())}
            >
              新增群組
            </Button>
          </Stack>
        </Input.Wrapper>
        <FormActions onCancel={onClose} saving={adding.isPending || updating.isPending} mt="xs" />
      </Stack>
    </form>
  );
}
