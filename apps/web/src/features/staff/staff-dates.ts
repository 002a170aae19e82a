import { businessDateOf } from '@diancan/core';

/** Today in the store's zone (Asia/Taipei), yyyy-MM-dd. */
export const today = () => businessDateOf(new Date());

/** An instant as the counter reads it: yyyy-MM-dd HH:mm in Asia/Taipei. */
export function shownAt(iso: string | null): string {
  if (!iso) return '';
  const local = new Intl.DateTimeFormat('sv-SE', { timeZone: 'Asia/Taipei', year: 'numeric', month: '2-digit', day: '2-digit', hour: '2-digit', minute: '2-digit', hour12: false }).format(new Date(iso));
  return local.replace('T', ' ');
}

export const hoursOf = (minutes: number) => `${Math.floor(minutes / 60)}小時${minutes % 60}分`;
