import { useCallback, useEffect, useState } from 'react';

/** Ticks often enough that the shown second changes within a quarter second of the real one. */
const TICK_MS = 250;

/**
 * Whole seconds left until a deadline set by `start(seconds)`; 0 when none is running.
 * Counts against the clock rather than counting ticks, so a throttled background tab stays right.
 */
export function useCountdown() {
  const [deadline, setDeadline] = useState<number | null>(null);
  const [now, setNow] = useState(() => Date.now());

  useEffect(() => {
    if (deadline === null) return;
    const timer = setInterval(() => {
      const current = Date.now();
      setNow(current);
      if (current >= deadline) setDeadline(null);
    }, TICK_MS);
    return () => clearInterval(timer);
  }, [deadline]);

  const start = useCallback((seconds: number) => {
    const current = Date.now();
    setNow(current);
    setDeadline(seconds > 0 ? current + seconds * 1000 : null);
  }, []);

  const remainingSeconds = deadline === null ? 0 : Math.max(0, Math.ceil((deadline - now) / 1000));
  return { remainingSeconds, start };
}
