import { Text } from '@mantine/core';
import { zonedDateTime } from '@diancan/core';
import { useEffect, useState } from 'react';

/**
 * HH:mm:ss in the store's time zone, by core's one zoned-time formatter: a zh-TW Intl formatter of its own cost the
 * counter's cold start ~25-40 ms to build (locale data), for the same digits.
 */
export function formatClock(date: Date): string {
  return zonedDateTime(date).time;
}

/** The store-mode header clock, updated every second. */
export function Clock() {
  const [now, setNow] = useState(() => new Date());
  useEffect(() => {
    const timer = setInterval(() => setNow(new Date()), 1000);
    return () => clearInterval(timer);
  }, []);
  return (
    <Text component="time" dateTime={now.toISOString()} ff="monospace" fw={500} aria-label="時間">
      {formatClock(now)}
    </Text>
  );
}
