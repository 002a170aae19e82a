import { beforeEach, describe, expect, it } from 'vitest';
import { announceLogout, announceStoreSwitch } from '../../../lib/realtime-hooks';
import { BLACK_TEA, plainChoice, RICE } from '../testing/fixtures';
import { addCounts, countInCart, emptyCart, useCart } from './cart-store';

const cart = () => useCart.getState();

beforeEach(() => {
  useCart.setState({ ...emptyCart });
});

describe('the cart', () => {
  it('adds lines and raises the count of an identical choice instead of repeating it', () => {
    const first = cart().addChoice(plainChoice(RICE), 1);
    const again = cart().addChoice(plainChoice(RICE), 2);
    cart().addChoice({ ...plainChoice(RICE), remark: '不要蔥' }, 1);
    expect(again).toBe(first);
    expect(cart().lines.map((line) => [line.name, line.count, line.remark])).toEqual([
      ['滷肉飯', 3, ''],
      ['滷肉飯', 1, '不要蔥'],
    ]);
  });

  it('sets counts, and a count of 0 removes the line', () => {
    const key = cart().addChoice(plainChoice(RICE), 1);
    cart().setCount(key, 4);
    expect(cart().lines[0]?.count).toBe(4);
    cart().setCount(key, 0);
    expect(cart().lines).toEqual([]);
  });

  it('keeps a line edited in the modal in its place, with its count and entertain', () => {
    const rice = cart().addChoice(plainChoice(RICE), 2);
    cart().addChoice(plainChoice(BLACK_TEA), 1);
    cart().setLineEntertain(rice, true);
    cart().replaceChoice(rice, { ...plainChoice(RICE), remark: '少飯' });
    expect(cart().lines[0]).toMatchObject({ key: rice, count: 2, remark: '少飯', entertain: true });
  });

  it('counts an item across its lines in hundredths', () => {
    cart().addChoice(plainChoice(RICE), 0.1);
    cart().addChoice({ ...plainChoice(RICE), remark: 'x' }, 0.2);
    cart().addChoice(plainChoice(BLACK_TEA), 1);
    expect(countInCart(cart().lines, RICE.id)).toBe(0.3);
    expect(addCounts(0.1, 0.2)).toBe(0.3);
  });
});

describe('the checkout attempt key', () => {
  it('is kept for the same cart and replaced once the cart changes', () => {
    cart().addChoice(plainChoice(RICE), 1);
    let made = 0;
    const makeKey = () => `key-${++made}`;
    expect(cart().orderKeyForAttempt(makeKey)).toBe('key-1');
    expect(cart().orderKeyForAttempt(makeKey)).toBe('key-1');
    cart().setRemark('趕時間');
    expect(cart().pendingOrderKey).toBeNull();
    expect(cart().orderKeyForAttempt(makeKey)).toBe('key-2');
    cart().forgetOrderKey();
    expect(cart().orderKeyForAttempt(makeKey)).toBe('key-3');
  });

  it('a change that does nothing keeps the key', () => {
    const key = cart().addChoice(plainChoice(RICE), 2);
    cart().orderKeyForAttempt(() => 'same');
    cart().setCount(key, 2);
    cart().removeLine('no-such-line');
    expect(cart().pendingOrderKey?.key).toBe('same');
  });
});

describe('clearing', () => {
  it('a cart kept for another user or store is emptied when the POS adopts it', () => {
    cart().adopt('1:10');
    cart().addChoice(plainChoice(RICE), 1);
    cart().adopt('1:10');
    expect(cart().lines).toHaveLength(1);
    cart().adopt('2:10');
    expect(cart().lines).toEqual([]);
    expect(cart().owner).toBe('2:10');
    cart().addChoice(plainChoice(RICE), 1);
    cart().clear();
    expect(cart().owner).toBe('2:10');
  });

  it('empties the cart on logout and on a store switch', () => {
    cart().addChoice(plainChoice(RICE), 1);
    cart().setTableNumber('12');
    announceStoreSwitch();
    expect(cart().lines).toEqual([]);
    expect(cart().tableNumber).toBe('');
    cart().addChoice(plainChoice(RICE), 1);
    announceLogout();
    expect(cart().lines).toEqual([]);
  });
});
