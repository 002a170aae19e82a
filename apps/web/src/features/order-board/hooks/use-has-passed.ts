import { useEffect, useState } from 'react';

/** Whether a moment (ISO) has passed, turning true once when it does: one timer, not a tick every second. */
export function useHasPassed(at: string | null): boolean {
  const due = at === null ? Number.POSITIVE_INFINITY : Date.parse(at);
  const [passedAt, setPassedAt] = useState<number | null>(null);
  useEffect(() => {
    const wait = Math.max(0, due - Date.now());
    // Browsers cap timers at 2^31-1 ms (24 days): a moment past that is as good as never within a page's life.
    if (!Number.isFinite(wait) || wait > 2 ** 31 - 1) return;
    const timer = setTimeout(() => setPassedAt(due), wait);
    return () => clearTimeout(timer);
  }, [due]);
  return passedAt === due;
}
