import type { Coupon } from '@diancan/core';

/** How a coupon stands today: 可使用, 已暫停, 尚未開始, 已過期 or 已兌換完畢. */
export function couponState(coupon: Coupon, today: string): { label: string; color: string } {
  if (coupon.status === 'PAUSED') return { label: '已暫停', color: 'gray' };
  if (today < coupon.startDate) return { label: '尚未開始', color: 'blue' };
  if (today > coupon.endDate) return { label: '已過期', color: 'gray' };
  if (coupon.usedCount >= coupon.quantity) return { label: '已兌換完畢', color: 'orange' };
  return { label: '可使用', color: 'green' };
}
