import type { DeliveryPlatformStatus, ItemMapping } from '@diancan/core';
import { describe, expect, it } from 'vitest';
import { acceptCountdown, expiredNotice } from './accept-countdown';
import { authorizationRedirectUri, readAuthorizationReturn } from './authorization-return';
import { sortMappings } from './item-mapping';
import { platformState, platformSwitches } from './platform-state';

describe('the authorization return', () => {
  it('reads the code and the platform named by the signed state', () => {
    expect(readAuthorizationReturn(new URLSearchParams('code=abc&state=FOODPANDA.3.n.sig'))).toEqual({
      kind: 'code',
      platform: 'FOODPANDA',
      code: 'abc',
      state: 'FOODPANDA.3.n.sig',
    });
    expect(readAuthorizationReturn(new URLSearchParams(''))).toEqual({ kind: 'none' });
  });

  it('refuses a code whose state names no platform, and a declined authorization', () => {
    expect(readAuthorizationReturn(new URLSearchParams('code=abc&state=forged'))).toEqual({ kind: 'refused', message: '授權連結已失效，請重新授權' });
    expect(readAuthorizationReturn(new URLSearchParams('error=access_denied&state=UBER_EATS.1.n.s')).kind).toBe('refused');
  });

  it('comes back to the current origin plus the settings path', () => {
    expect(authorizationRedirectUri('https://pos.example.tw')).toBe('https://pos.example.tw/account-manage/delivery-platform-set');
  });
});

it('counts down to the accept deadline as mm:ss, red under two minutes, never below zero', () => {
  const deadline = '2026-11-26T08:11:30.000Z';
  const now = Date.parse('2026-11-26T08:00:00.000Z');
  expect(acceptCountdown(deadline, now)).toEqual({ remainingMs: 690_000, label: '11:30', urgent: false, expired: false });
  expect(acceptCountdown(deadline, now + 690_000 - 61_500)).toMatchObject({ label: '01:02', urgent: true, expired: false });
  expect(acceptCountdown(deadline, now + 700_000)).toMatchObject({ remainingMs: 0, label: '00:00', expired: true });
});

it('tells each platform state and the session switches from the status', () => {
  const base = { configured: true, authorized: false, boundStore: null, invoiceSwitch: false };
  const bound = { ...base, platform: 'UBER_EATS' as const, authorized: true, boundStore: { platformStoreId: 'u-1', name: '台北店' }, invoiceSwitch: true };
  expect(platformState({ ...base, configured: false })).toBe('NOT_CONFIGURED');
  expect(platformState(base)).toBe('NOT_AUTHORIZED');
  expect(platformState({ ...base, authorized: true })).toBe('AUTHORIZED');
  expect(platformState(bound)).toBe('BOUND');
  expect(platformSwitches([bound, { ...base, platform: 'FOODPANDA' }] as DeliveryPlatformStatus[])).toEqual({
    uberEats: true,
    uberEatsInvoice: true,
    foodPanda: false,
    foodPandaInvoice: false,
  });
});

it('lists unmatched platform item names first', () => {
  const row = (platformItemName: string, itemId: number | null) => ({ platformItemName, itemId }) as ItemMapping;
  expect(sortMappings([row('紅茶', 1), row('雞排', null), row('珍奶', null)]).map((r) => r.platformItemName)).toEqual(['珍奶', '雞排', '紅茶']);
});

it('tells the board when a waiting platform order was cancelled after its accept deadline', () => {
  const waiting = { platform: 'UBER_EATS', platformOrderNo: 'A1B3', status: 'PENDING', acceptDeadline: '2026-11-26T10:00:00.000Z', pickupAt: null, syncing: false } as const;
  const after = Date.parse('2026-11-26T10:00:03.000Z');
  expect(expiredNotice(waiting, 'CANCELLED', after)).toBe('Uber Eats 訂單 A1B3 逾時未接單，平台已取消');
  expect(expiredNotice(waiting, 'CANCELLED', Date.parse('2026-11-26T09:59:00.000Z'))).toBeNull();
  expect(expiredNotice({ ...waiting, status: 'ACCEPTED' }, 'CANCELLED', after)).toBeNull();
  expect(expiredNotice(waiting, 'COMPLETED', after)).toBeNull();
  expect(expiredNotice(null, 'CANCELLED', after)).toBeNull();
});
