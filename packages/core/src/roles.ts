/**
 * Roles and permissions (access sections 4 and 6).
 *
 * A user's permission list holds permission strings. From it we derive the login role (one of three:
 * the super manager signs in as USER_MANAGER). Route lists name roles, where the super manager appears as
 * ROLE_SUPER_SPECIAL_MANAGER (SPEC-NOTES "Decided").
 */

export const ROLES = {
  ROLE_SUPER_SPECIAL_MANAGER: 'ROLE_SUPER_SPECIAL_MANAGER',
  USER_MANAGER: 'USER_MANAGER',
  USER_SALES_PERSON: 'USER_SALES_PERSON',
  USER_STORE: 'USER_STORE',
  /** 總部: a brand's head office (docs/chains.md): the back office of the brand's stores, never their counter. */
  USER_HQ: 'USER_HQ',
} as const;
export type Role = (typeof ROLES)[keyof typeof ROLES];

export const PERMISSIONS = {
  USER_SUPER_MANAGER: 'USER_SUPER_MANAGER',
  USER_MANAGER: 'USER_MANAGER',
  USER_SALES_PERSON: 'USER_SALES_PERSON',
  USER_STORE: 'USER_STORE',
  USER_HQ: 'USER_HQ',
} as const;
export type Permission = (typeof PERMISSIONS)[keyof typeof PERMISSIONS];

export const LOGIN_ROLES = [ROLES.USER_MANAGER, ROLES.USER_SALES_PERSON, ROLES.USER_STORE, ROLES.USER_HQ] as const;
export type LoginRole = (typeof LOGIN_ROLES)[number];

/** The three platform-staff roles: they reach store, contract and mail pages. */
export const STAFF_ROLES: readonly Role[] = [ROLES.ROLE_SUPER_SPECIAL_MANAGER, ROLES.USER_MANAGER, ROLES.USER_SALES_PERSON];
/** Business management, announcements and system settings. */
export const MANAGER_ROLES: readonly Role[] = [ROLES.ROLE_SUPER_SPECIAL_MANAGER, ROLES.USER_MANAGER];
export const STORE_ROLES: readonly Role[] = [ROLES.USER_STORE];
/** The menu editor: the store, and HQ (總部) on its brand's stores. */
export const MENU_EDITOR_ROLES: readonly Role[] = [ROLES.USER_STORE, ROLES.USER_HQ];
/** Who runs a brand's menu and reads its reports: managers and the brand's own HQ accounts. */
export const BRAND_ROLES: readonly Role[] = [...MANAGER_ROLES, ROLES.USER_HQ];

const ALL_ROLES: readonly string[] = Object.values(ROLES);

export function isRole(value: unknown): value is Role {
  return typeof value === 'string' && ALL_ROLES.includes(value);
}

export function isLoginRole(value: unknown): value is LoginRole {
  return typeof value === 'string' && (LOGIN_ROLES as readonly string[]).includes(value);
}

// ---- permission list checks ----------------------------------------------------------------

/** True when exactly one of `wanted` is in the list. */
export function hasExactlyOne(list: readonly string[], wanted: readonly string[]): boolean {
  return new Set(wanted.filter((item) => list.includes(item))).size === 1;
}

/** True when every one of `wanted` is in the list (vacuously true for none wanted). */
export function hasEvery(list: readonly string[], wanted: readonly string[]): boolean {
  return wanted.every((item) => list.includes(item));
}

/** True when at least one of `wanted` is in the list. */
export function hasSome(list: readonly string[], wanted: readonly string[]): boolean {
  return wanted.some((item) => list.includes(item));
}

// ---- derivation ----------------------------------------------------------------------------

/** Login role by priority: super manager or manager, then sales person, then HQ (總部), then store. */
export function deriveLoginRole(permissionList: readonly string[]): LoginRole {
  if (hasSome(permissionList, [PERMISSIONS.USER_SUPER_MANAGER, PERMISSIONS.USER_MANAGER])) return ROLES.USER_MANAGER;
  if (permissionList.includes(PERMISSIONS.USER_SALES_PERSON)) return ROLES.USER_SALES_PERSON;
  if (permissionList.includes(PERMISSIONS.USER_HQ)) return ROLES.USER_HQ;
  return ROLES.USER_STORE;
}

export function isSuperManager(permissionList: readonly string[]): boolean {
  return permissionList.includes(PERMISSIONS.USER_SUPER_MANAGER);
}

/** The session's manager flag: set for managers (super included) and sales people, i.e. back-office staff. */
export function managerFlag(loginRole: LoginRole): boolean {
  return loginRole === ROLES.USER_MANAGER || loginRole === ROLES.USER_SALES_PERSON;
}

export interface UserFlags {
  /** Login role USER_MANAGER, the super manager included. */
  manager: boolean;
  superManager: boolean;
  /** A store user. */
  notManager: boolean;
  sales: boolean;
}

/** The four flags GET back/user/getCurrent reports, from the permission list alone. */
export function userFlags(permissionList: readonly string[]): UserFlags {
  const loginRole = deriveLoginRole(permissionList);
  return {
    manager: loginRole === ROLES.USER_MANAGER,
    superManager: isSuperManager(permissionList),
    notManager: loginRole === ROLES.USER_STORE,
    sales: loginRole === ROLES.USER_SALES_PERSON,
  };
}
