import { Checkbox, Group, Input, Stack, Text } from '@mantine/core';

/** Both rows' labels take the same width, so the two counters line up. */
const LABEL_WIDTH = 84;
import { MSG, validateQuantityRange, type QuantityRange } from '@diancan/core';
import { CounterControl } from '../counter-control';

/** The message to show under the counter, or null when the range is valid. */
export function quantityRangeError(range: QuantityRange): string | null {
  const result = validateQuantityRange(range.leastSelectable, range.mostSelectable);
  return result.ok ? null : result.message;
}

export interface QuantityRangeCounterProps {
  value: QuantityRange;
  onChange: (value: QuantityRange) => void;
  disabled?: boolean;
}

/**
 * The min/max selectable-quantity counter of a taste group or combo slot (access section 5): least selectable
 * at least 0 (default 1); most selectable either 不限 (null) or at least 1. A most below the least is allowed
 * while editing, so the person can fix either side, but shows 最多可選項不可小於最少可選項! and the owning
 * form refuses to save (see quantityRangeError).
 */
export function QuantityRangeCounter({ value, onChange, disabled = false }: QuantityRangeCounterProps) {
  const { leastSelectable, mostSelectable } = value;
  const unlimited = mostSelectable === null;
  const error = quantityRangeError(value);

  const toggleUnlimited = (checked: boolean) =>
    onChange({ leastSelectable, mostSelectable: checked ? null : Math.max(1, leastSelectable) });

  return (
    <Stack gap={6}>
      <Group gap="xs" wrap="nowrap">
        <Text size="sm" w={LABEL_WIDTH}>
          最少可選項
        </Text>
        <CounterControl
          label="最少可選項"
          value={leastSelectable}
          min={0}
          disabled={disabled}
          onChange={(least) => onChange({ leastSelectable: least, mostSelectable })}
        />
      </Group>
      <Group gap="xs" wrap="nowrap">
        <Text size="sm" w={LABEL_WIDTH}>
          最多可選項
        </Text>
        <CounterControl
          label="最多可選項"
          value={mostSelectable ?? 1}
          display={unlimited ? MSG.UNLIMITED : undefined}
          min={1}
          disabled={disabled || unlimited}
          onChange={(most) => onChange({ leastSelectable, mostSelectable: most })}
        />
        <Checkbox
          label={MSG.UNLIMITED}
          checked={unlimited}
          disabled={disabled}
          onChange={(event) => toggleUnlimited(event.currentTarget.checked)}
        />
      </Group>
      {error && <Input.Error role="alert">{error}</Input.Error>}
    </Stack>
  );
}
