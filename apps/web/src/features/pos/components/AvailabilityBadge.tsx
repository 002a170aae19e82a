import { Badge, Tooltip } from '@mantine/core';
import { zonedParts } from '@diancan/core';
import { useAvailability } from '../api/availability';

/** 'M/D HH:mm' in the store's zone (as zh-TW writes it), through core's zoned time rather than a formatter of its own. */
export function formatChange(instant: string): string {
  const { month, day, hour, minute } = zonedParts(new Date(instant));
  return `${month}/${day} ${String(hour).padStart(2, '0')}:${String(minute).padStart(2, '0')}`;
}

/**
 * 營業中 / 休息中 on the POS: whether the store takes orders now by its business hours, rest times, closed days and
 * business switch (set in 商店設定 > 營業時間). The counter still sells while resting; self-ordering refuses.
 */
export function AvailabilityBadge({ storeId }: { storeId: number | null }) {
  const { data } = useAvailability(storeId);
  if (!data) return null;
  const text = data.available ? '營業中' : data.label === '休息時間' ? '休息中' : `休息中（${data.label}）`;
  const next = data.nextChangeAt ? `${data.available ? '休息' : '開始營業'}：${formatChange(data.nextChangeAt)}` : null;
  const badge = (
    <Badge color={data.available ? 'teal' : 'gray'} variant="filled" size="lg" data-testid="pos-availability">
      {text}
    </Badge>
  );
  return next ? <Tooltip label={next}>{badge}</Tooltip> : badge;
}
