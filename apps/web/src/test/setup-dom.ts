import { notifications } from '@mantine/notifications';
import { cleanup, configure } from '@testing-library/react';
import { afterEach, vi } from 'vitest';

/**
 * What Mantine, dnd-kit and the shells need from a browser that jsdom lacks, and the cleanup Testing Library cannot
 * register without vitest globals. The web project's setup file (vitest.config.ts): every web test gets it.
 * matchMedia answers the queries the shells use (orientation, min/max width) from the window size,
 * so a test sets the viewport with `setViewport`.
 */

function evaluate(query: string): boolean {
  const width = window.innerWidth;
  const height = window.innerHeight;
  return query.split(/\s+and\s+/).every((part) => {
    const feature = /\(\s*([\w-]+)\s*:\s*([\w.]+)\s*\)/.exec(part);
    if (!feature) return false;
    const [, name, value] = feature;
    const px = value.endsWith('em') ? parseFloat(value) * 16 : parseFloat(value);
    switch (name) {
      case 'orientation':
        return value === 'landscape' ? width > height : width <= height;
      case 'max-width':
        return width <= px;
      case 'min-width':
        return width >= px;
      default:
        return false;
    }
  });
}

// findBy / waitFor give up after 10 s, not 1 s: a loaded CI machine renders a page in more than a second, and a
// passing test never waits for the timeout.
configure({ asyncUtilTimeout: 10_000 });

window.matchMedia = (query: string): MediaQueryList =>
  ({
    matches: evaluate(query),
    media: query,
    onchange: null,
    addListener: () => {},
    removeListener: () => {},
    addEventListener: () => {},
    removeEventListener: () => {},
    dispatchEvent: () => false,
  }) as MediaQueryList;

if (typeof window.ResizeObserver === 'undefined') {
  window.ResizeObserver = class {
    observe(): void {}
    unobserve(): void {}
    disconnect(): void {}
  } as unknown as typeof ResizeObserver;
}

if (!Element.prototype.scrollIntoView) Element.prototype.scrollIntoView = () => {};

// jsdom has no font loading API; Mantine's autosize textarea listens to it.
if (!('fonts' in document)) {
  Object.defineProperty(document, 'fonts', { value: new EventTarget(), configurable: true });
}

// jsdom has no object URLs; image previews only need a stable string.
if (!URL.createObjectURL) {
  URL.createObjectURL = () => 'blob:preview';
  URL.revokeObjectURL = () => {};
}

export function setViewport(width: number, height: number): void {
  Object.defineProperty(window, 'innerWidth', { configurable: true, value: width });
  Object.defineProperty(window, 'innerHeight', { configurable: true, value: height });
}

afterEach(() => {
  cleanup();
  // The toast store is module-wide: a toast of one test must not be found by the next.
  notifications.clean();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  vi.useRealTimers();
});
