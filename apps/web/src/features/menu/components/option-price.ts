import { formatCents } from '@diancan/core';

/** An option's price as a surcharge: "+NT$10", "-NT$5", or "" when it costs nothing extra. */
export function surcharge(cents: number): string {
  if (cents === 0) return '';
  return cents > 0 ? `+${formatCents(cents)}` : formatCents(cents);
}
