/** Order types as the kitchen reads them. */
export const ORDER_TYPE_TEXT: Record<string, string> = { INSIDE: '內用', TAKEOUT: '外帶', PICKUP: '自取', DELIVERY: '外送' };

/** mm:ss (or h:mm:ss) since the order. */
export function ageText(ms: number): string {
  const seconds = Math.max(0, Math.floor(ms / 1000));
  const minutes = Math.floor(seconds / 60);
  const pad = (value: number) => String(value).padStart(2, '0');
  if (minutes >= 60) return `${Math.floor(minutes / 60)}:${pad(minutes % 60)}:${pad(seconds % 60)}`;
  return `${pad(minutes)}:${pad(seconds % 60)}`;
}
