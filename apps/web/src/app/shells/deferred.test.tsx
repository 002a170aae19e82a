import { act, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

/** A header widget, and whether its chunk was asked for. */
async function setUp() {
  // first-screen.ts keeps one flag per page load: each test loads it afresh.
  vi.resetModules();
  const { deferred } = await import('./deferred');
  const { markFirstScreenShown } = await import('../../lib/first-screen');
  const load = vi.fn(async () => ({ name }: { name: string }) => <span>widget {name}</span>);
  return { Widget: deferred(load), load, markFirstScreenShown };
}

beforeEach(() => vi.useFakeTimers());
afterEach(() => {
  vi.useRealTimers();
  window.history.pushState({}, '', '/');
});

describe('deferred shell widgets', () => {
  it('on the counter, load only after its first screen is shown, then render with their props', async () => {
    window.history.pushState({}, '', '/store-pos');
    const { Widget, load, markFirstScreenShown } = await setUp();
    render(<Widget name="printers" />);
    await act(() => vi.advanceTimersByTimeAsync(1_000));
    expect(load).not.toHaveBeenCalled();
    expect(screen.queryByText('widget printers')).toBeNull();
    act(() => markFirstScreenShown());
    await act(() => vi.advanceTimersByTimeAsync(2_100));
    expect(load).toHaveBeenCalledTimes(1);
    expect(screen.getByText('widget printers')).toBeTruthy();
  });

  it('load anyway if the counter never shows its grid (3 s), and at once on other pages', async () => {
    window.history.pushState({}, '', '/store-pos');
    const first = await setUp();
    render(<first.Widget name="a" />);
    await act(() => vi.advanceTimersByTimeAsync(5_100));
    expect(screen.getByText('widget a')).toBeTruthy();

    window.history.pushState({}, '', '/report/order-list');
    const second = await setUp();
    render(<second.Widget name="b" />);
    await act(() => vi.advanceTimersByTimeAsync(2_100));
    expect(screen.getByText('widget b')).toBeTruthy();
  });

  it('load their chunk once however many times they mount', async () => {
    window.history.pushState({}, '', '/report/order-list');
    const { Widget, load } = await setUp();
    const { unmount } = render(<Widget name="x" />);
    await act(() => vi.advanceTimersByTimeAsync(2_100));
    unmount();
    render(<Widget name="y" />);
    expect(screen.getByText('widget y')).toBeTruthy();
    expect(load).toHaveBeenCalledTimes(1);
  });
});
