import { Button, SimpleGrid, Stack } from '@mantine/core';
import { IconBackspace, IconMinus, IconPlus } from '@tabler/icons-react';
import type { KeypadMode } from '@diancan/core';
import type { ReactNode } from 'react';
import { bottomRow, DIGIT_ROWS, KEY_LABEL, sideKeys, type PadKey } from './keypad-keys';

export interface KeypadProps {
  mode: KeypadMode;
  onKey: (key: PadKey) => void;
  /** Height of a key in px; the digit block is 3 keys wide plus the side column. */
  keyHeight?: number;
  disabled?: boolean;
  /** GENERAL mode shows plus and minus; false for amounts (cash tendered, money discount). Default true. */
  withSteps?: boolean;
}

function keyContent(key: PadKey): ReactNode {
  switch (key) {
    case 'BACKSPACE':
      return <IconBackspace size={22} />;
    case 'PLUS':
      return <IconPlus size={22} />;
    case 'MINUS':
      return <IconMinus size={22} />;
    case '.':
      return '.';
    case 'C':
      return 'C';
    default:
      return KEY_LABEL[key];
  }
}

/**
 * The on-screen number keys (access section 5, store operations section 9): digits, 00, C and backspace; a dot
 * in DECIMAL mode, plus and minus in GENERAL mode. It only reports keys; the text lives with the caller
 * (pressKey applies core's rules).
 */
export function Keypad({ mode, onKey, keyHeight = 56, disabled = false, withSteps = true }: KeypadProps) {
  const rows = [...DIGIT_ROWS, bottomRow(mode)];
  const side = sideKeys(mode, withSteps);
  const padKey = (key: PadKey, wide = false) => (
    <Button
      key={key}
      variant={key === 'C' || key === 'BACKSPACE' ? 'light' : 'default'}
      color={key === 'C' ? 'red' : undefined}
      h={keyHeight}
      fz="xl"
      fw={600}
      style={wide ? { gridColumn: 'span 2' } : undefined}
      aria-label={KEY_LABEL[key]}
      disabled={disabled}
      // Keep focus where it is (the modal), so a physical Enter still confirms.
      onMouseDown={(event) => event.preventDefault()}
      onClick={() => onKey(key)}
    >
      {keyContent(key)}
    </Button>
  );

  return (
    <div style={{ display: 'grid', gridTemplateColumns: '3fr 1fr', gap: 8 }} role="group" aria-label="數字鍵盤">
      <SimpleGrid cols={3} spacing={8} verticalSpacing={8}>
        {rows.flatMap((row) => row.map((key) => padKey(key, row.length === 2 && key === '00')))}
      </SimpleGrid>
      <Stack gap={8}>{side.map((key) => padKey(key))}</Stack>
    </div>
  );
}
