import type { SystemModule } from './store-config.js';

/**
 * Rules the server enforces per route beyond role and store (docs/access.md): the store modules a call needs
 * (access section 7) and the gates a session must have passed (the reports' manager-code keypad, section 4).
 * The web reads the same messages to react to a refusal (the keypad comes back when the server asks for it).
 */

/** Gates a route may stand behind. MANAGER_CODE: the store's 識別碼 when reportManagerCodeVerificationSwitch is on. */
export const ACCESS_GATES = ['MANAGER_CODE'] as const;
export type AccessGate = (typeof ACCESS_GATES)[number];

/**
 * How long a passed manager code stays valid without a gated call (ours). Each gated call restarts the count;
 * the pass also ends with the session and when the session acts on another store.
 */
export const MANAGER_CODE_PASS_IDLE_MINUTES = 15;

/** Messages of the refusals (ours: the spec's screens never let the user get this far). */
export const ACCESS_MSG = {
  MANAGER_CODE_REQUIRED: '請先輸入識別碼',
  MODULE_OFF: {
    POS_ORDER: '商店未開通POS點餐模組',
    FRONT_ORDER: '商店未開通自助點餐模組',
    MOBILE_ORDER: '商店未開通手機點餐模組',
  } satisfies Record<SystemModule, string>,
} as const;
