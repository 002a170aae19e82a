import { describe, expect, it } from 'vitest';
import { canChangeOrderStatus, OPEN_ORDER_STATUSES, ORDER_STATUSES, ORDER_STATUS_TRANSITIONS } from './order-status.js';

describe('order status flow', () => {
  it('moves statuses forward only', () => {
    expect(canChangeOrderStatus('NEW', 'ACCEPTED')).toBe(true);
    expect(canChangeOrderStatus('NEW', 'PREPARING')).toBe(true);
    expect(canChangeOrderStatus('READY', 'NEW')).toBe(false);
    expect(canChangeOrderStatus('COMPLETED', 'CANCELLED')).toBe(false);
  });

  it('ends in the two final statuses, reachable from every open one', () => {
    for (const status of ORDER_STATUSES) {
      const open = (OPEN_ORDER_STATUSES as readonly string[]).includes(status);
      expect(ORDER_STATUS_TRANSITIONS[status].length > 0).toBe(open);
      if (open) expect(canChangeOrderStatus(status, 'CANCELLED')).toBe(true);
    }
  });
});
