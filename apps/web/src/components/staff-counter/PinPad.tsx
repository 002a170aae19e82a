import { Button, Group, Modal, SimpleGrid, Stack, Text } from '@mantine/core';
import { IconBackspace } from '@tabler/icons-react';
import { useEffect, useEffectEvent, useState } from 'react';

const DIGITS = ['1', '2', '3', '4', '5', '6', '7', '8', '9'] as const;
const MAX = 6;
const MIN = 4;

export interface PinPadProps {
  title: string;
  /** A line under the title (what the approval is for); never whose PIN it is. */
  hint?: string;
  /** Sends the PIN; resolves to an error text to show (the pad clears and stays) or null when done. */
  onSubmit(pin: string): Promise<string | null>;
  onCancel?: () => void;
}

/**
 * The staff PIN pad (員工密碼, 主管授權): 4-6 digits shown as dots, sent with 確認 (or Enter). Digits and Backspace on a
 * physical keyboard work too. It shows nothing of who the PIN belongs to.
 */
export function PinPad({ title, hint, onSubmit, onCancel }: PinPadProps) {
  const [pin, setPin] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const submit = async () => {
    if (busy || pin.length < MIN) return;
    setBusy(true);
    try {
      const problem = await onSubmit(pin);
      setPin('');
      setError(problem);
    } finally {
      setBusy(false);
    }
  };
  const press = (key: string) => {
    if (busy) return;
    setError(null);
    if (key === 'backspace') setPin((current) => current.slice(0, -1));
    else setPin((current) => (current.length >= MAX ? current : current + key));
  };

  const onKeyDown = useEffectEvent((event: KeyboardEvent) => {
    if (event.ctrlKey || event.metaKey || event.altKey) return;
    if (/^[0-9]$/.test(event.key)) press(event.key);
    else if (event.key === 'Backspace') press('backspace');
    else if (event.key === 'Enter') void submit();
    else return;
    event.preventDefault();
  });
  useEffect(() => {
    const listener = (event: KeyboardEvent) => onKeyDown(event);
    // Capture: the pad takes its keys before a screen's own shortcuts (the KDS's bump bar) see them.
    window.addEventListener('keydown', listener, true);
    return () => window.removeEventListener('keydown', listener, true);
  }, []);

  return (
    <Modal opened onClose={() => onCancel?.()} withCloseButton={onCancel !== undefined} closeOnClickOutside={false} closeOnEscape={onCancel !== undefined} title={title} centered size="xs" zIndex={400}>
      <Stack gap="sm" data-testid="staff-pin-pad">
        {hint && <Text size="sm" c="dimmed">{hint}</Text>}
        <Group justify="center" gap={10} role="img" aria-label={`已輸入 ${pin.length} 碼`}>
          {Array.from({ length: MAX }, (_, index) => (
            <span
              key={index}
              style={{ width: 14, height: 14, borderRadius: 7, border: '2px solid var(--mantine-color-gray-6)', background: index < pin.length ? 'var(--mantine-color-gray-8)' : 'transparent' }}
            />
          ))}
        </Group>
        <Text c="red" size="sm" role="alert" mih={20} ta="center">
          {error}
        </Text>
        <SimpleGrid cols={3} spacing={8}>
          {DIGITS.map((digit) => (
            <Button key={digit} variant="default" h={52} fz="xl" onClick={() => press(digit)}>
              {digit}
            </Button>
          ))}
          <Button variant="light" h={52} aria-label="刪除" onClick={() => press('backspace')}>
            <IconBackspace size={22} />
          </Button>
          <Button variant="default" h={52} fz="xl" onClick={() => press('0')}>
            0
          </Button>
          <Button h={52} onClick={() => void submit()} loading={busy} disabled={pin.length < MIN}>
            確認
          </Button>
        </SimpleGrid>
      </Stack>
    </Modal>
  );
}
