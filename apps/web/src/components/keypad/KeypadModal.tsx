import { Button, Group, Modal, Stack, Text } from '@mantine/core';
import { keypadNumber, MODAL_WIDTH, type KeypadMode } from '@diancan/core';
import { useEffect, useEffectEvent, useState } from 'react';
import { Keypad } from './Keypad';
import { keyOfKeyboard, pressKey, type KeypadEntry, type PadKey } from './keypad-keys';

export interface KeypadModalProps {
  opened: boolean;
  title: string;
  mode: KeypadMode;
  /** The value the keypad opens with; the first digit typed replaces it. */
  initialValue?: string;
  /** Receives the text as shown (callers read numbers with core's keypadNumber). */
  onConfirm: (text: string) => void;
  onClose: () => void;
  /** An empty entry may be confirmed (e.g. no table number). Default: not for quantities, yes for TABLE. */
  allowEmpty?: boolean;
  /** Text under the display, e.g. the unit or a limit. */
  hint?: string;
}

/**
 * The numeric or table-number keypad modal (store operations section 2): a display and the keys; Enter
 * confirms, Escape closes, digits and Backspace on a physical keyboard work too.
 */
export function KeypadModal(props: KeypadModalProps) {
  const { opened, title, onClose } = props;
  return (
    <Modal opened={opened} onClose={onClose} title={title} size={MODAL_WIDTH} centered>
      {/* Mounted per opening: the entry starts from the value given each time. */}
      {opened && <KeypadBody {...props} />}
    </Modal>
  );
}

function KeypadBody({ mode, initialValue = '', onConfirm, onClose, allowEmpty = mode === 'TABLE', hint, title }: KeypadModalProps) {
  const [entry, setEntry] = useState<KeypadEntry>({ text: initialValue, pristine: initialValue !== '' });
  const usable = entry.text === '' ? allowEmpty : mode === 'TABLE' || keypadNumber(entry.text) !== null;

  const press = (key: PadKey) => setEntry((current) => pressKey(current, key, mode));
  const confirm = () => {
    if (usable) onConfirm(entry.text);
  };

  const onKeyDown = useEffectEvent((event: KeyboardEvent) => {
    if (event.key === 'Enter') {
      event.preventDefault();
      confirm();
      return;
    }
    const key = keyOfKeyboard(event, mode);
    if (key === null) return;
    event.preventDefault();
    press(key);
  });
  useEffect(() => {
    const listener = (event: KeyboardEvent) => onKeyDown(event);
    window.addEventListener('keydown', listener);
    return () => window.removeEventListener('keydown', listener);
  }, []);

  return (
    <Stack gap="sm">
      <Text
        role="status"
        aria-label={`${title}輸入值`}
        ta="right"
        fz={32}
        fw={700}
        px="sm"
        py={6}
        mih={60}
        bg="gray.0"
        c={entry.pristine ? 'dimmed' : undefined}
        style={{ borderRadius: 8, fontVariantNumeric: 'tabular-nums', overflowWrap: 'anywhere' }}
      >
        {entry.text === '' ? '\u00a0' : entry.text}
      </Text>
      {hint && (
        <Text size="sm" c="dimmed">
          {hint}
        </Text>
      )}
      <Keypad mode={mode} onKey={press} />
      <Group justify="flex-end" gap="sm">
        <Button variant="default" onClick={onClose}>
          取消
        </Button>
        <Button onClick={confirm} disabled={!usable}>
          確認
        </Button>
      </Group>
    </Stack>
  );
}
