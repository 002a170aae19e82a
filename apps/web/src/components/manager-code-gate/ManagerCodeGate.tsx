import { FocusTrap, Portal, Stack, Text, Title, UnstyledButton, getDefaultZIndex } from '@mantine/core';
import { useTimeout } from '@mantine/hooks';
import { IconBackspace } from '@tabler/icons-react';
import { useEffect, useEffectEvent, useId, useState, type CSSProperties } from 'react';
import { ERROR_TEXT_MS, KEY_HIGHLIGHT_MS, MANAGER_CODE_LENGTH, MSG, SHAKE_MS } from '@diancan/core';
import { useValidManagerCode } from './api/valid-manager-code';
import classes from './ManagerCodeGate.module.css';

type KeypadKey = '0' | '1' | '2' | '3' | '4' | '5' | '6' | '7' | '8' | '9' | 'backspace';

const DIGIT_KEYS: readonly KeypadKey[] = ['1', '2', '3', '4', '5', '6', '7', '8', '9', '0'];
const BACKSPACE_LABEL = '刪除';

function keyOfKeyboardEvent(event: KeyboardEvent): KeypadKey | null {
  if (event.ctrlKey || event.metaKey || event.altKey) return null;
  if (event.key === 'Backspace') return 'backspace';
  return /^[0-9]$/.test(event.key) ? (event.key as KeypadKey) : null;
}

export interface ManagerCodeGateProps {
  storeId: number;
  /** Called once the store's 識別碼 was entered correctly; the caller then removes the gate. */
  onSuccess(): void;
}

/**
 * The 識別碼 keypad that covers the whole screen while a store requires it (access spec, section 4).
 * The sixth digit sends the code; a wrong code shakes the dots, shows 識別碼錯誤! and clears the entry.
 * Digits and Backspace on a physical keyboard work like the on-screen keys.
 */
export function ManagerCodeGate({ storeId, onSuccess }: ManagerCodeGateProps) {
  const titleId = useId();
  const [code, setCode] = useState('');
  const [shaking, setShaking] = useState(false);
  const [showError, setShowError] = useState(false);
  const [highlightedKey, setHighlightedKey] = useState<KeypadKey | null>(null);
  const shakeTimer = useTimeout(() => setShaking(false), SHAKE_MS);
  const errorTimer = useTimeout(() => setShowError(false), ERROR_TEXT_MS);
  const highlightTimer = useTimeout(() => setHighlightedKey(null), KEY_HIGHLIGHT_MS);
  const validation = useValidManagerCode();

  const rejectCode = () => {
    setCode('');
    setShaking(true);
    shakeTimer.clear();
    shakeTimer.start();
    setShowError(true);
    errorTimer.clear();
    errorTimer.start();
  };

  const checkCode = (managerCode: string) => {
    validation.mutate(
      { managerCode, storeId },
      {
        onSuccess: (reply) => (reply.status ? onSuccess() : rejectCode()),
        // The http client has already told the user what went wrong (network, rate limit...): start over.
        onError: () => setCode(''),
      },
    );
  };

  const press = (key: KeypadKey) => {
    setHighlightedKey(key);
    highlightTimer.clear();
    highlightTimer.start();
    // The complete code is being checked: its digits must not change under it.
    if (validation.isPending) return;
    if (key === 'backspace') {
      setCode(code.slice(0, -1));
      return;
    }
    if (code.length >= MANAGER_CODE_LENGTH) return;
    const entered = code + key;
    setCode(entered);
    if (entered.length === MANAGER_CODE_LENGTH) checkCode(entered);
  };

  const onKeyDown = useEffectEvent((event: KeyboardEvent) => {
    const key = keyOfKeyboardEvent(event);
    if (key === null) return;
    // Backspace must not reach anything behind the gate (or navigate back in old browsers).
    event.preventDefault();
    press(key);
  });

  useEffect(() => {
    const listener = (event: KeyboardEvent) => onKeyDown(event);
    window.addEventListener('keydown', listener);
    return () => window.removeEventListener('keydown', listener);
  }, []);

  const dotsStyle = { '--gate-shake-duration': `${SHAKE_MS}ms` } as CSSProperties;

  return (
    <Portal>
      <div
        className={classes.screen}
        style={{ zIndex: getDefaultZIndex('modal') }}
        role="dialog"
        aria-modal="true"
        aria-labelledby={titleId}
      >
        <FocusTrap active>
          <Stack align="center" gap="lg">
            <Title order={3} id={titleId}>
              請輸入識別碼
            </Title>
            <div
              className={shaking ? `${classes.dots} ${classes.shaking}` : classes.dots}
              style={dotsStyle}
              data-shaking={shaking || undefined}
              role="img"
              aria-label={`已輸入 ${code.length} / ${MANAGER_CODE_LENGTH} 碼`}
              data-testid="manager-code-dots"
            >
              {Array.from({ length: MANAGER_CODE_LENGTH }, (_, index) => (
                <span key={index} className={classes.dot} data-filled={index < code.length || undefined} />
              ))}
            </div>
            <Text c="red" size="sm" className={classes.errorText} role="alert">
              {showError ? MSG.MANAGER_CODE_WRONG : null}
            </Text>
            <div className={classes.keypad}>
              {DIGIT_KEYS.map((digit) => (
                <UnstyledButton
                  key={digit}
                  className={digit === '0' ? `${classes.key} ${classes.zeroKey}` : classes.key}
                  data-highlighted={highlightedKey === digit || undefined}
                  onClick={() => press(digit)}
                >
                  {digit}
                </UnstyledButton>
              ))}
              <UnstyledButton
                className={classes.key}
                data-highlighted={highlightedKey === 'backspace' || undefined}
                onClick={() => press('backspace')}
                aria-label={BACKSPACE_LABEL}
              >
                <IconBackspace size={28} stroke={1.5} aria-hidden />
              </UnstyledButton>
            </div>
          </Stack>
        </FocusTrap>
      </div>
    </Portal>
  );
}
