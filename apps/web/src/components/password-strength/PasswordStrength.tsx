import { Box, Group, Stack, Text } from '@mantine/core';
import { MSG, PASSWORD_LEVEL_LABEL, passwordLevel, type PasswordLevel } from '@diancan/core';

const LEVELS: readonly PasswordLevel[] = ['weak', 'mid', 'good'];

const LEVEL_COLOR: Readonly<Record<PasswordLevel, string>> = {
  weak: 'var(--mantine-color-red-6)',
  mid: 'var(--mantine-color-yellow-6)',
  good: 'var(--mantine-color-teal-6)',
};

const EMPTY_SEGMENT_COLOR = 'var(--mantine-color-gray-3)';

export interface PasswordStrengthProps {
  value: string;
}

/**
 * Three segments that fill and colour with the strength of `value` (弱 / 中 / 強, scored by core),
 * the level in words, and the password hint. An empty value shows the hint only.
 */
export function PasswordStrength({ value }: PasswordStrengthProps) {
  const level = value === '' ? null : passwordLevel(value);
  const filledSegments = level === null ? 0 : LEVELS.indexOf(level) + 1;
  const color = level === null ? EMPTY_SEGMENT_COLOR : LEVEL_COLOR[level];

  return (
    <Stack gap={4} data-password-level={level ?? 'none'}>
      <Group gap={6} grow wrap="nowrap" aria-hidden>
        {LEVELS.map((segmentLevel, index) => (
          <Box
            key={segmentLevel}
            h={6}
            style={{
              borderRadius: 3,
              backgroundColor: index < filledSegments ? color : EMPTY_SEGMENT_COLOR,
              transition: 'background-color 150ms ease',
            }}
          />
        ))}
      </Group>
      <Group justify="space-between" gap="xs" wrap="nowrap">
        <Text size="xs" c="dimmed">
          {MSG.PASSWORD_HINT}
        </Text>
        {/* Announced politely so a screen reader hears the level change while typing. */}
        <Text size="xs" fw={600} style={{ color }} aria-live="polite">
          {level === null ? null : `密碼強度：${PASSWORD_LEVEL_LABEL[level]}`}
        </Text>
      </Group>
    </Stack>
  );
}
