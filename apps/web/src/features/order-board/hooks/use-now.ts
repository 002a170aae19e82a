import { useEffect, useState } from 'react';

/** The current time, updated every `everyMs`: ages and idle highlights follow the clock without a reload. */
export function useNow(everyMs: number): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const timer = setInterval(() => setNow(Date.now()), everyMs);
    return () => clearInterval(timer);
  }, [everyMs]);
  return now;
}
