import { describe, expect, it } from 'vitest';
import {
  checkPickupTime,
  frontClosedReason,
  FRONT_MSG,
  frontOrderTypesOf,
  isStoreQrHash,
  parseFrontOrderTopic,
  frontOrderTopic,
  parseFrontToken,
} from './front-stage.js';

const signature = 'a'.repeat(43);

describe('front-stage tokens', () => {
  it('reads the kind and id of a well-formed token', () => {
    expect(parseFrontToken(`t12.${signature}`)).toEqual({ kind: 'TABLE', id: 12, signature });
    expect(parseFrontToken(`k3.${signature}`)).toMatchObject({ kind: 'KIOSK', id: 3 });
    expect(parseFrontToken(`o99.${signature}`)).toMatchObject({ kind: 'ORDER', id: 99 });
  });

  it('refuses anything else: unknown kind, id 0 or beyond safe integers, short or foreign signatures', () => {
    for (const token of [`x1.${signature}`, `t0.${signature}`, `t01.${signature}`, `t1.${signature.slice(1)}`, `t1.${signature}a`, `t1.${'+'.repeat(43)}`, `t9999999999999999.${signature}`, '', 't1']) {
      expect(parseFrontToken(token), token).toBeNull();
    }
  });

  it('tells a store QR hash (32 hex characters) from a signed token', () => {
    expect(isStoreQrHash('0123456789abcdef0123456789abcdef')).toBe(true);
    expect(isStoreQrHash(`t1.${signature}`)).toBe(false);
    expect(isStoreQrHash('0123456789ABCDEF0123456789ABCDEF')).toBe(false);
  });

  it('names and reads the status topic of one order', () => {
    const token = `o5.${signature}`;
    expect(parseFrontOrderTopic(frontOrderTopic(token))).toBe(token);
    expect(parseFrontOrderTopic('/topic/front-order/a/b')).toBeNull();
    expect(parseFrontOrderTopic('/topic/store/1/refresh')).toBeNull();
  });
});

describe('the rules that refuse a front-stage order', () => {
  const open = { modules: { FRONT_ORDER: true, MOBILE_ORDER: true }, mobileOrderSwitch: true, withinHours: true };

  it('takes phone orders only with the module and the switch on, within business hours', () => {
    expect(frontClosedReason({ ...open, channel: 'MOBILE' })).toBeNull();
    expect(frontClosedReason({ ...open, channel: 'MOBILE', modules: { MOBILE_ORDER: false } })).toBe(FRONT_MSG.MOBILE_ORDER_OFF);
    expect(frontClosedReason({ ...open, channel: 'MOBILE', mobileOrderSwitch: false })).toBe(FRONT_MSG.MOBILE_ORDER_OFF);
    expect(frontClosedReason({ ...open, channel: 'MOBILE', withinHours: false })).toBe(FRONT_MSG.STORE_CLOSED);
  });

  it('takes kiosk orders with the FRONT_ORDER module, whatever the mobile-order switch', () => {
    expect(frontClosedReason({ ...open, channel: 'KIOSK', mobileOrderSwitch: false, modules: { FRONT_ORDER: true } })).toBeNull();
    expect(frontClosedReason({ ...open, channel: 'KIOSK', modules: { MOBILE_ORDER: true } })).toBe(FRONT_MSG.KIOSK_OFF);
    expect(frontClosedReason({ ...open, channel: 'KIOSK', withinHours: false })).toBe(FRONT_MSG.STORE_CLOSED);
  });

  it('offers 內用 only on a table code and what the store offers on the kiosk', () => {
    expect(frontOrderTypesOf('TABLE', ['INSIDE', 'TAKEOUT'])).toEqual(['INSIDE']);
    expect(frontOrderTypesOf('TABLE', ['TAKEOUT'])).toEqual([]);
    expect(frontOrderTypesOf('STORE', ['INSIDE', 'TAKEOUT'])).toEqual(['TAKEOUT']);
    expect(frontOrderTypesOf('KIOSK', ['INSIDE', 'TAKEOUT'])).toEqual(['INSIDE', 'TAKEOUT']);
  });

  it('refuses a pickup time sooner than the lead time (a minute of slack), and takes none as soon as possible', () => {
    const noon = 12 * 60;
    expect(checkPickupTime(null, noon, 15)).toEqual({ minute: null });
    expect(checkPickupTime('12:14', noon, 15)).toEqual({ minute: noon + 14 });
    expect(checkPickupTime('12:13', noon, 15)).toEqual({ error: FRONT_MSG.PICKUP_TIME_TOO_SOON });
    expect(checkPickupTime('00:30', noon, 15)).toEqual({ error: FRONT_MSG.PICKUP_TIME_TOO_SOON });
  });
});
