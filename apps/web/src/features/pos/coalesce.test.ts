import { afterEach, describe, expect, it, vi } from 'vitest';
import { coalesce } from './coalesce';

afterEach(() => vi.useRealTimers());

describe('coalesce', () => {
  it('runs once after a burst goes quiet', () => {
    vi.useFakeTimers();
    const fn = vi.fn();
    const call = coalesce(fn, 300, 2_000);
    for (let i = 0; i < 5; i += 1) {
      call();
      vi.advanceTimersByTime(100);
    }
    expect(fn).not.toHaveBeenCalled();
    vi.advanceTimersByTime(300);
    expect(fn).toHaveBeenCalledTimes(1);
  });

  it('runs at the latest after the longest wait during a long burst, then starts over', () => {
    vi.useFakeTimers();
    const fn = vi.fn();
    const call = coalesce(fn, 300, 1_000);
    for (let i = 0; i < 12; i += 1) {
      call();
      vi.advanceTimersByTime(200);
    }
    expect(fn).toHaveBeenCalledTimes(2);
    vi.advanceTimersByTime(300);
    expect(fn).toHaveBeenCalledTimes(3);
  });

  it('cancel drops a pending run', () => {
    vi.useFakeTimers();
    const fn = vi.fn();
    const call = coalesce(fn, 300, 1_000);
    call();
    call.cancel();
    vi.advanceTimersByTime(5_000);
    expect(fn).not.toHaveBeenCalled();
  });
});
