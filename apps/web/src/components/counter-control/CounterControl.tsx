import { ActionIcon, Group, Text } from '@mantine/core';
import { IconMinus, IconPlus, IconTrash } from '@tabler/icons-react';
import { canDecrement, canIncrement, showsTrash, stepCounter, type CounterBounds } from '@diancan/core';

export interface CounterControlProps extends CounterBounds {
  value: number;
  onChange: (value: number) => void;
  /** Delete mode: minus at 1 becomes a trash icon that calls this instead of going below 1. */
  onDelete?: () => void;
  /** Accessible name of the control, e.g. 數量. */
  label: string;
  /** Text shown instead of the number (e.g. 不限). */
  display?: string;
  disabled?: boolean;
  size?: 'sm' | 'md' | 'lg';
}

/**
 * Minus, value, plus (access section 5): steps by one between `min` (default 0) and an optional `max`.
 * In delete mode the minimum is 1 and the minus button turns into a trash icon at 1.
 */
export function CounterControl({ value, onChange, onDelete, label, display, disabled = false, size = 'md', ...bounds }: CounterControlProps) {
  const trash = showsTrash(value, bounds);
  const minusEnabled = !disabled && canDecrement(value, bounds) && (!trash || onDelete !== undefined);
  const plusEnabled = !disabled && canIncrement(value, bounds);

  const minus = () => {
    if (trash) onDelete?.();
    else onChange(stepCounter(value, -1, bounds));
  };

  return (
    <Group gap={6} wrap="nowrap" role="group" aria-label={label}>
      <ActionIcon
        variant="light"
        color={trash ? 'red' : undefined}
        size={size}
        onClick={minus}
        disabled={!minusEnabled}
        aria-label={trash ? `刪除${label}` : `減少${label}`}
      >
        {trash ? <IconTrash size={16} /> : <IconMinus size={16} />}
      </ActionIcon>
      <Text miw={36} ta="center" fw={600} aria-live="polite" data-testid="counter-value">
        {display ?? value}
      </Text>
      <ActionIcon variant="light" size={size} onClick={() => onChange(stepCounter(value, 1, bounds))} disabled={!plusEnabled} aria-label={`增加${label}`}>
        <IconPlus size={16} />
      </ActionIcon>
    </Group>
  );
}
