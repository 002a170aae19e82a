import { Chip, Group, Stack, Text } from '@mantine/core';
import { formatCents } from '@diancan/core';
import type { PosOptionGroup } from '@diancan/core/contracts/menu';
import { rangeHint } from './selection';

export interface OptionGroupPickerProps {
  group: PosOptionGroup;
  picked: readonly number[];
  onToggle: (optionId: number) => void;
  error?: string;
  /** Accessible name prefix, e.g. the combo item the group belongs to. */
  context?: string;
}

function priceText(price: number): string {
  if (price === 0) return '';
  return price > 0 ? ` +${formatCents(price)}` : ` -${formatCents(-price)}`;
}

/** One taste group (口味): its options as chips, its least/most rule, and the error once confirm was tried. */
export function OptionGroupPicker({ group, picked, onToggle, error, context }: OptionGroupPickerProps) {
  const label = `${context ?? ''}${group.name}`;
  return (
    <Stack gap={6} role="group" aria-label={label}>
      <Group gap="xs">
        <Text fw={600}>{group.name}</Text>
        <Text size="xs" c="dimmed">
          {rangeHint(group)}
        </Text>
        {error && (
          <Text size="xs" c="red.7" role="alert">
            {error}
          </Text>
        )}
      </Group>
      <Group gap={6}>
        {group.options.map((option) => (
          <Chip key={option.id} checked={picked.includes(option.id)} onChange={() => onToggle(option.id)} size="md" radius="sm">
            {option.name}
            {priceText(option.price)}
          </Chip>
        ))}
      </Group>
    </Stack>
  );
}
