import { describe, expect, it } from 'vitest';
import {
  canChangeDeliveryStatus,
  canChangeOrderStatus,
  deliveryStatusChangeMessage,
  OPEN_ORDER_STATUSES,
  orderStatusChangeMessage,
  ORDER_STATUSES,
  ORDER_STATUS_TRANSITIONS,
} from './order-status.js';

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

describe('delivery flow', () => {
  it('sets out, comes back, and ends delivered', () => {
    expect(canChangeDeliveryStatus('PENDING', 'DELIVERING')).toBe(true);
    expect(canChangeDeliveryStatus('DELIVERING', 'PENDING')).toBe(true);
    expect(canChangeDeliveryStatus('DELIVERING', 'DELIVERED')).toBe(true);
    expect(canChangeDeliveryStatus('DELIVERED', 'DELIVERING')).toBe(false);
    expect(deliveryStatusChangeMessage('DELIVERED', 'PENDING')).toBe('外送狀態為「已送達」，無法改為「待配送」');
  });

  it('names both statuses of an illegal change', () => {
    expect(orderStatusChangeMessage('COMPLETED', 'PREPARING')).toBe('訂單狀態為「已完成」，無法改為「製作中」');
  });
});
