import { describe, expect, it } from 'vitest';
import { type RealtimeTarget } from '@diancan/core';
import { busEventSchema } from './bus.js';

/** Every destination a publisher may name must survive the trip through the outbox and between instances. */
const EVERY_TARGET_KIND: { [K in RealtimeTarget['destination']]: Extract<RealtimeTarget, { destination: K }> } = {
  platform: { destination: 'platform' },
  store: { destination: 'store', storeId: 7 },
  frontOrder: { destination: 'frontOrder', orderId: 42 },
  backstage: { destination: 'backstage', userId: 3 },
  printer: { destination: 'printer', userId: 'all' },
  announcement: { destination: 'announcement', userId: 5 },
};

describe('busEventSchema', () => {
  it.each(Object.values(EVERY_TARGET_KIND))('carries a message for %j', (target) => {
    const event = {
      kind: 'message',
      target,
      message: { messageId: 'm-1', type: 'ORDER_UPDATED', data: { storeId: 7, orderId: 42, status: 'PENDING' }, sentAt: '2026-11-29T10:00:00.000Z' },
    };
    const parsed = busEventSchema.safeParse(JSON.parse(JSON.stringify(event)));
    expect(parsed.success, JSON.stringify(parsed.error?.issues)).toBe(true);
    expect(parsed.data).toMatchObject({ target });
  });
});
