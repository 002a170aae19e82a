import { notifications } from '@mantine/notifications';
import { cleanup } from '@testing-library/react';
import { afterEach, vi } from 'vitest';

/**
 * Browser APIs Mantine relies on that jsdom does not implement.
 * Imported by the tests of the password, forgot-password and manager-code-gate widgets
 * (the shared vitest setup is not owned by these folders).
 */

if (!window.matchMedia) {
  window.matchMedia = (query: string): MediaQueryList => ({
    matches: false,
    media: query,
    onchange: null,
    addListener: () => {},
    removeListener: () => {},
    addEventListener: () => {},
    removeEventListener: () => {},
    dispatchEvent: () => false,
  });
}

if (typeof window.ResizeObserver === 'undefined') {
  class NoopResizeObserver {
    observe(): void {}
    unobserve(): void {}
    disconnect(): void {}
  }
  window.ResizeObserver = NoopResizeObserver as unknown as typeof ResizeObserver;
}

if (!Element.prototype.scrollIntoView) {
  Element.prototype.scrollIntoView = () => {};
}

// Without vitest globals, Testing Library cannot register its own cleanup: unmount after every test here.
afterEach(() => {
  cleanup();
  // The toast store is module-wide: a toast of one test must not be found by the next.
  notifications.clean();
  vi.unstubAllGlobals();
  vi.useRealTimers();
});
