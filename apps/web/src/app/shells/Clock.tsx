import { Text } from '@mantine/core';
import { DEFAULT_TIME_ZONE } from '@diancan/core';
import { useEffect, useState } from 'react';

const timeFormat = new Intl.DateTimeFormat('zh-TW', {
  timeZone: DEFAULT_TIME_ZONE,
  hour: '2-digit',
  minute: '2-digit',
  second: '2-digit',
  hourCycle: 'h23',
});

/** HH:mm:ss in the store's time zone. */
export function formatClock(date: Date): string {
  return timeFormat.format(date);
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
