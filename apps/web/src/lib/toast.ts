import { notifications } from '@mantine/notifications';
import { TOAST_MS } from '@diancan/core';

export type ToastKind = 'error' | 'info';

export interface ToastOptions {
  kind?: ToastKind;
  /** Milliseconds on screen; the spec's default is 2 s, a store may ask for another duration. */
  durationMs?: number;
}

/** Short message at the top of the screen: error toasts are red, every other toast is dark (access section 2). */
export function showToast(message: string, { kind = 'info', durationMs = TOAST_MS }: ToastOptions = {}): void {
  notifications.show({
    message,
    color: kind === 'error' ? 'red' : 'dark',
    autoClose: durationMs,
    withCloseButton: false,
    'data-toast': kind,
  });
}

export function showErrorToast(message: string, durationMs?: number): void {
  showToast(message, { kind: 'error', durationMs });
}
