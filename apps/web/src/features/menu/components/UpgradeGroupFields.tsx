import { ActionIcon, Group, Input, MultiSelect, Paper, Stack, Text, TextInput } from '@mantine/core';
import { IconTrash } from '@tabler/icons-react';
import type { GetInputPropsReturnType } from '@mantine/form';
import type { ReactNode } from 'react';
import { formatCents, MSG } from '@diancan/core';
import { MENU_NAME_MAX, UPGRADE_GROUP_ITEMS_MAX, type ItemDictEntry } from '@diancan/core/contracts/menu';
import { QuantityRangeCounter } from '../../../components/quantity-counter';
import { PriceInput } from './PriceInput';

export interface UpgradeItemRow {
  itemId: number;
  /** NT$ as typed. */
  comboItemPrice: string | number;
}

export interface UpgradeGroupRow {
  key: string;
  name: string;
  leastSelectable: number;
  mostSelectable: number | null;
  items: UpgradeItemRow[];
}

/** The chosen items in the picker's order, keeping the surcharge already typed for items that stay. */
export function pickItems(current: readonly UpgradeItemRow[], itemIds: readonly number[]): UpgradeItemRow[] {
  const byId = new Map(current.map((row) => [row.itemId, row]));
  return itemIds.map((itemId) => byId.get(itemId) ?? { itemId, comboItemPrice: 0 });
}

export interface UpgradeGroupFieldsProps {
  index: number;
  group: UpgradeGroupRow;
  items: readonly ItemDictEntry[];
  errors: Record<string, ReactNode>;
  onChange: (group: UpgradeGroupRow) => void;
  onRemove: (() => void) | null;
  /** Props for the name and surcharge inputs from the form, so their errors and values stay in one place. */
  inputProps: (path: string) => GetInputPropsReturnType;
}

/** One selectable slot of a combo (e.g. 飲料: pick 1 of 3), with each item's surcharge (套餐餐點加價). */
export function UpgradeGroupFields({ index, group, items, errors, onChange, onRemove, inputProps }: UpgradeGroupFieldsProps) {
  const path = `groups.${index}`;
  const names = new Map(items.map((item) => [item.id, item]));
  return (
    <Paper withBorder p="xs" radius="md">
      <Stack gap={6}>
        <Group gap={6} wrap="nowrap" align="flex-start">
          <TextInput flex={1} aria-label={`群組 ${index + 1} 名稱`} placeholder="群組名稱（例如 飲料）" maxLength={MENU_NAME_MAX} {...inputProps(`${path}.name`)} />
          {onRemove && (
            <ActionIcon variant="subtle" color="red" mt={4} onClick={onRemove} aria-label={`刪除群組 ${index + 1}`}>
              <IconTrash size={16} />
            </ActionIcon>
          )}
        </Group>
        <Input.Wrapper error={errors[`${path}.leastSelectable`]}>
          <QuantityRangeCounter
            value={{ leastSelectable: group.leastSelectable, mostSelectable: group.mostSelectable }}
            onChange={(range) => onChange({ ...group, ...range })}
          />
        </Input.Wrapper>
        <MultiSelect
          aria-label={`群組 ${index + 1} 餐點`}
          placeholder="選擇餐點"
          searchable
          maxValues={UPGRADE_GROUP_ITEMS_MAX}
          nothingFoundMessage={MSG.SELECT_EMPTY}
          data={items.map((item) => ({ value: String(item.id), label: `${item.name}（${formatCents(item.price)}）` }))}
          value={group.items.map((row) => String(row.itemId))}
          onChange={(ids) => onChange({ ...group, items: pickItems(group.items, ids.map(Number)) })}
          error={errors[`${path}.items`]}
        />
        {group.items.length > 0 && (
          <Text size="xs" c="dimmed">
            選此餐點的加價（套餐餐點加價）
          </Text>
        )}
        {group.items.map((row, itemIndex) => (
          <Group key={row.itemId} gap={6} wrap="nowrap" justify="space-between">
            <Text size="sm" truncate flex={1}>
              {names.get(row.itemId)?.name ?? `#${row.itemId}`}
            </Text>
            <PriceInput w={120} size="xs" min={0} aria-label={`${names.get(row.itemId)?.name ?? row.itemId} 加價`} {...inputProps(`${path}.items.${itemIndex}.comboItemPrice`)} />
          </Group>
        ))}
      </Stack>
    </Paper>
  );
}
