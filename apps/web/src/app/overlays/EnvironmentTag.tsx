import { Badge } from '@mantine/core';

const LABELS: Record<string, string> = { development: '開發環境', test: '測試環境', staging: '測試環境' };

/** The label of a build mode, or null in production (the tag is hidden there). */
export function environmentLabel(mode: string): string | null {
  if (mode === 'production') return null;
  return LABELS[mode] ?? '測試環境';
}

/** Tells testers which environment they are in; never shown in production. */
export function EnvironmentTag() {
  const label = environmentLabel(import.meta.env.MODE);
  if (!label) return null;
  return (
    <Badge
      color="red"
      variant="filled"
      radius="sm"
      pos="fixed"
      bottom={8}
      left={8}
      style={{ zIndex: 4200, pointerEvents: 'none', opacity: 0.85 }}
    >
      {label}
    </Badge>
  );
}
