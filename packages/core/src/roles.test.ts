import { describe, it, expect } from 'vitest';
import fc from 'fast-check';
import {
  deriveLoginRole,
  hasEvery,
  hasExactlyOne,
  hasSome,
  isLoginRole,
  isRole,
  isSuperManager,
  managerFlag,
  PERMISSIONS,
  userFlags,
} from './roles.js';

const { USER_SUPER_MANAGER, USER_MANAGER, USER_SALES_PERSON, USER_STORE } = PERMISSIONS;

describe('deriveLoginRole', () => {
  it.each([
    [[USER_SUPER_MANAGER], 'USER_MANAGER'],
    [[USER_MANAGER], 'USER_MANAGER'],
    [[USER_SALES_PERSON, USER_MANAGER], 'USER_MANAGER'],
    [[USER_STORE, USER_SUPER_MANAGER], 'USER_MANAGER'],
    [[USER_SALES_PERSON], 'USER_SALES_PERSON'],
    [[USER_STORE, USER_SALES_PERSON], 'USER_SALES_PERSON'],
    [[USER_STORE], 'USER_STORE'],
    [[], 'USER_STORE'],
    [['SOMETHING_ELSE'], 'USER_STORE'],
  ])('%j -> %s', (permissions, role) => {
    expect(deriveLoginRole(permissions)).toBe(role);
  });
});

describe('flags', () => {
  it('detects the super manager by its permission', () => {
    expect(isSuperManager([USER_SUPER_MANAGER])).toBe(true);
    expect(isSuperManager([USER_MANAGER])).toBe(false);
    expect(isSuperManager(['ROLE_SUPER_SPECIAL_MANAGER'])).toBe(false);
  });
  it('sets the manager flag for managers and sales people', () => {
    expect(managerFlag('USER_MANAGER')).toBe(true);
    expect(managerFlag('USER_SALES_PERSON')).toBe(true);
    expect(managerFlag('USER_STORE')).toBe(false);
  });
  it.each([
    [[USER_SUPER_MANAGER], { manager: true, superManager: true, notManager: false, sales: false }],
    [[USER_MANAGER], { manager: true, superManager: false, notManager: false, sales: false }],
    [[USER_SALES_PERSON], { manager: false, superManager: false, notManager: false, sales: true }],
    [[USER_STORE], { manager: false, superManager: false, notManager: true, sales: false }],
  ])('userFlags(%j)', (permissions, flags) => {
    expect(userFlags(permissions)).toEqual(flags);
  });
  it('always reports exactly one of manager, sales and notManager', () => {
    const permission = fc.constantFrom(USER_SUPER_MANAGER, USER_MANAGER, USER_SALES_PERSON, USER_STORE, 'OTHER');
    fc.assert(
      fc.property(fc.array(permission, { maxLength: 5 }), (permissions) => {
        const { manager, sales, notManager, superManager } = userFlags(permissions);
        expect([manager, sales, notManager].filter(Boolean)).toHaveLength(1);
        if (superManager) expect(manager).toBe(true);
      }),
    );
  });
});

describe('permission list checks', () => {
  const list = ['A', 'B', 'C'];
  it('hasExactlyOne', () => {
    expect(hasExactlyOne(list, ['A'])).toBe(true);
    expect(hasExactlyOne(list, ['A', 'X'])).toBe(true);
    expect(hasExactlyOne(list, ['A', 'A'])).toBe(true);
    expect(hasExactlyOne(list, ['A', 'B'])).toBe(false);
    expect(hasExactlyOne(list, ['X'])).toBe(false);
    expect(hasExactlyOne(list, [])).toBe(false);
  });
  it('hasEvery', () => {
    expect(hasEvery(list, ['A', 'C'])).toBe(true);
    expect(hasEvery(list, ['A', 'X'])).toBe(false);
    expect(hasEvery(list, [])).toBe(true);
  });
  it('hasSome', () => {
    expect(hasSome(list, ['X', 'C'])).toBe(true);
    expect(hasSome(list, ['X'])).toBe(false);
    expect(hasSome(list, [])).toBe(false);
  });
});

describe('guards', () => {
  it('recognise roles and login roles', () => {
    expect(isRole('ROLE_SUPER_SPECIAL_MANAGER')).toBe(true);
    expect(isRole('USER_SUPER_MANAGER')).toBe(false);
    expect(isRole(null)).toBe(false);
    expect(isLoginRole('USER_STORE')).toBe(true);
    expect(isLoginRole('ROLE_SUPER_SPECIAL_MANAGER')).toBe(false);
  });
});
