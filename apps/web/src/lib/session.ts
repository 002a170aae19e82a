import { create } from 'zustand';
import { createJSONStorage, persist } from 'zustand/middleware';
import {
  DEFAULT_PRINT_SETTINGS,
  printSettingsOf,
  type PrintSettings,
  deriveLoginRole,
  type DeliveryPlatformSwitches,
  FONT_SCALE_DEFAULT,
  FONT_SCALE_STORED_DEFAULT,
  IDLE_ORDER_REMINDER_MINUTES,
  managerFlag,
  MSG,
  ROLES,
  type CurrentUser,
  type LoginRole,
  type PayMethod,
  type QuantityKeyboardType,
  type Role,
  type StoreConfig,
  type StoreRef,
} from '@diancan/core';
import { announceLogout, announceStoreSwitch } from './realtime-hooks';
import { navigateTo } from './navigation';
import { showToast } from './toast';

/**
 * Session state (access section 3). Persisted in localStorage; the manager flag, the active store and the
 * switched role are also kept per tab in sessionStorage, so two tabs can work on two stores of one owner.
 */

export type PrinterStatus = 'ONLINE' | 'OFFLINE' | 'CONNECTING';

export interface SystemModuleFlags {
  posOrder: boolean;
  frontOrder: boolean;
  mobileOrder: boolean;
}

export interface DeviceFields {
  posMac: string | null;
  posMacSecond: string | null;
  tagMac: string | null;
  printDeviceId: string | null;
  printDeviceIdSecond: string | null;
  tagDeviceId: string | null;
  printerName: string | null;
  printerNameSecond: string | null;
}

export type { DeliveryPlatformSwitches };

/** What the store config (GET back/store/setting/getConfig) decides; cleared when the store changes. */
export interface StoreSettingsFields {
  storeConfigLoaded: boolean;
  scaleFont: number;
  quantityKeyboardType: QuantityKeyboardType;
  idleOrderReminderSwitch: boolean;
  idleOrderReminderMinutes: number;
  mobileOrderSwitch: boolean;
  printSwitch: boolean;
  tagSwitch: boolean;
  kitchenAreaSwitch: boolean;
  adminLinePaySwitch: boolean;
  whatsEatSwitch: boolean;
  invoiceSwitch: { admin: boolean; store: boolean };
  deliveryPlatformSwitch: boolean;
  /**
   * The delivery platforms of the store (session state of access section 3): each one's switch (authorized and bound
   * to a platform store) and its invoice switch (thirdPartyInvoiceSwitch). From the store config (and the platforms'
   * status when 外送平台設定 reads it).
   */
  deliveryPlatforms: DeliveryPlatformSwitches;
  systemModule: SystemModuleFlags;
  device: DeviceFields;
  hasPos: boolean;
  hasTag: boolean;
  printClient: string | null;
  /** 出單設定's paper, routing and transport settings (deviceSettings fields beyond the spec's). */
  printSettings: PrintSettings;
  backPosCheckoutMode: string | null;
  backPosTagMode: string | null;
  payMethods: PayMethod[];
  /** The report manager-code gate (識別碼) blocks the report pages while true. */
  managerGateOn: boolean;
}

export interface SessionFields extends StoreSettingsFields {
  /** Signed in: the session cookie itself is httpOnly, so the client keeps this flag. */
  token: boolean;
  xsrfToken: string | null;
  userId: number | null;
  account: string | null;
  name: string | null;
  buyerType: string | null;
  permissions: string[];
  loginRole: LoginRole | null;
  /** The role routes are checked against; starts as the login role, becomes USER_STORE on a store switch. */
  switchRole: Role | null;
  superManager: boolean;
  /** Manager or sales person (access section 4). */
  manager: boolean;
  storeId: number | null;
  storeName: string | null;
  loginStoreId: number | null;
  storeList: StoreRef[];
  /** The current user of this page load has arrived (not persisted). */
  currentUserLoaded: boolean;
  /** The current user and, for a store session, its store config have been loaded: routes may be decided (not persisted). */
  sessionLoaded: boolean;
  /** The new-order red tag on the order icon. */
  redMarker: boolean;
  /** The selected menu category of menu-manage (null: none). */
  selectedMenu: number | null;
  deliveryAuthorizationDone: boolean;
  /** A delivery-platform authorization was started and waits for its return (landing goes to the settings page). */
  deliveryAuthorizationPending: boolean;
  shopOrderStatus: string | null;
  printerStatus: { pos: PrinterStatus; posSecond: PrinterStatus; tag: PrinterStatus };
  /** Versions of the native wrapper, sent as X-Ios-Version / X-Android-Version. */
  iosVersion: string | null;
  androidVersion: string | null;
}

export interface SessionActions {
  signIn(xsrfToken: string): void;
  setCurrentUser(user: CurrentUser): void;
  applyStoreConfig(config: StoreConfig): void;
  /** Loading the store config failed: the report gate defaults to on (never for a manager session). */
  storeConfigFailed(): void;
  passManagerGate(): void;
  /** The server asked for the manager code (its pass ended: idle, store switch): the gate comes back. */
  requireManagerGate(): void;
  markSessionLoaded(): void;
  switchStore(storeId: number): void;
  setRedMarker(on: boolean): void;
  setSelectedMenu(categoryId: number | null): void;
  setNativeVersions(versions: { iosVersion?: string | null; androidVersion?: string | null }): void;
  /** The browser leaves for a platform's authorization page: until it comes back, landing goes to the settings page. */
  startDeliveryAuthorization(): void;
  /** The authorization call answered: done on success; pending either way no more. */
  finishDeliveryAuthorization(done: boolean): void;
  setDeliveryPlatforms(switches: DeliveryPlatformSwitches): void;
  /** Clears the session and goes to /login. `silent`: no 登出成功 toast (the session was already gone). */
  logout(options?: { silent?: boolean }): void;
}

export type SessionState = SessionFields & SessionActions;

const NO_DEVICE: DeviceFields = {
  posMac: null,
  posMacSecond: null,
  tagMac: null,
  printDeviceId: null,
  printDeviceIdSecond: null,
  tagDeviceId: null,
  printerName: null,
  printerNameSecond: null,
};

export const initialStoreSettings: StoreSettingsFields = {
  storeConfigLoaded: false,
  scaleFont: FONT_SCALE_STORED_DEFAULT,
  quantityKeyboardType: 'GENERAL',
  idleOrderReminderSwitch: false,
  idleOrderReminderMinutes: IDLE_ORDER_REMINDER_MINUTES,
  mobileOrderSwitch: false,
  printSwitch: false,
  tagSwitch: false,
  kitchenAreaSwitch: false,
  adminLinePaySwitch: false,
  whatsEatSwitch: false,
  invoiceSwitch: { admin: false, store: false },
  deliveryPlatformSwitch: false,
  deliveryPlatforms: { uberEats: false, uberEatsInvoice: false, foodPanda: false, foodPandaInvoice: false },
  systemModule: { posOrder: false, frontOrder: false, mobileOrder: false },
  device: NO_DEVICE,
  hasPos: false,
  hasTag: false,
  printClient: null,
  printSettings: DEFAULT_PRINT_SETTINGS,
  backPosCheckoutMode: null,
  backPosTagMode: null,
  payMethods: [],
  managerGateOn: false,
};

export const initialSession: SessionFields = {
  ...initialStoreSettings,
  token: false,
  xsrfToken: null,
  userId: null,
  account: null,
  name: null,
  buyerType: null,
  permissions: [],
  loginRole: null,
  switchRole: null,
  superManager: false,
  manager: false,
  storeId: null,
  storeName: null,
  loginStoreId: null,
  storeList: [],
  currentUserLoaded: false,
  sessionLoaded: false,
  redMarker: false,
  selectedMenu: null,
  deliveryAuthorizationDone: false,
  deliveryAuthorizationPending: false,
  shopOrderStatus: null,
  printerStatus: { pos: 'OFFLINE', posSecond: 'OFFLINE', tag: 'OFFLINE' },
  iosVersion: null,
  androidVersion: null,
};

/** The fields this tab keeps for itself in sessionStorage (access section 3). */
const TAB_KEY = 'diancan-tab';
type TabFields = Pick<SessionFields, 'manager' | 'storeId' | 'switchRole'>;

function readTabFields(): Partial<TabFields> {
  try {
    const raw = sessionStorage.getItem(TAB_KEY);
    return raw ? (JSON.parse(raw) as Partial<TabFields>) : {};
  } catch {
    return {};
  }
}

function writeTabFields(fields: TabFields): void {
  try {
    sessionStorage.setItem(TAB_KEY, JSON.stringify(fields));
  } catch {
    // Storage full or blocked (private mode): the tab falls back to the localStorage copy.
  }
}

function setDocumentTitle(storeName: string | null): void {
  if (typeof document !== 'undefined') document.title = storeName ?? '點餐 Diancan';
}

export const useSession = create<SessionState>()(
  persist(
    (set, get) => ({
      ...initialSession,

      signIn: (xsrfToken) => set({ token: true, xsrfToken }),

      setCurrentUser: (user) => {
        const previous = get();
        const loginRole = deriveLoginRole(user.permissionList);
        const sameUser = previous.userId === user.id && previous.loginRole === loginRole;
        // A reload keeps this tab's store and switched role; a new sign-in starts at the first store.
        const keptStore = sameUser ? user.storeList.find((store) => store.id === previous.storeId) : undefined;
        const activeStore = keptStore ?? user.storeList[0] ?? null;
        const manager = managerFlag(loginRole);
        set({
          userId: user.id,
          account: user.account,
          name: user.name,
          buyerType: user.buyerType,
          permissions: user.permissionList,
          loginRole,
          switchRole: sameUser && previous.switchRole ? previous.switchRole : loginRole,
          superManager: user.superManager,
          manager,
          storeList: user.storeList,
          storeId: activeStore?.id ?? null,
          storeName: activeStore?.name ?? null,
          loginStoreId: user.storeList[0]?.id ?? null,
          currentUserLoaded: true,
          // A manager session never sees the report gate.
          managerGateOn: manager ? false : previous.managerGateOn,
        });
        setDocumentTitle(activeStore?.name ?? null);
      },

      applyStoreConfig: (config) => {
        const { switchSettings, deviceSettings, uiSettings, invoiceSettings, systemModules } = config;
        set({
          storeConfigLoaded: true,
          scaleFont: uiSettings.fontSizeSetting,
          quantityKeyboardType: uiSettings.quantityKeyboardType,
          idleOrderReminderSwitch: switchSettings.idleOrderReminderSwitch,
          idleOrderReminderMinutes: switchSettings.idleOrderReminderMinutes,
          mobileOrderSwitch: switchSettings.mobileOrderSwitch,
          printSwitch: switchSettings.printSwitch,
          tagSwitch: switchSettings.tagSwitch,
          kitchenAreaSwitch: switchSettings.kitchenAreaSwitch,
          adminLinePaySwitch: switchSettings.adminLinePaySwitch,
          whatsEatSwitch: switchSettings.whatsEatSwitch,
          invoiceSwitch: { admin: invoiceSettings.adminInvoiceSwitch, store: invoiceSettings.storeInvoiceSwitch },
          deliveryPlatformSwitch: invoiceSettings.deliveryPlatformSwitch,
          deliveryPlatforms: config.deliveryPlatforms,
          systemModule: {
            posOrder: systemModules.POS_ORDER,
            frontOrder: systemModules.FRONT_ORDER,
            mobileOrder: systemModules.MOBILE_ORDER,
          },
          device: {
            posMac: deviceSettings.printMac,
            posMacSecond: deviceSettings.printMacSecond,
            tagMac: deviceSettings.tagMac,
            printDeviceId: deviceSettings.printDeviceId,
            printDeviceIdSecond: deviceSettings.printDeviceIdSecond,
            tagDeviceId: deviceSettings.tagDeviceId,
            printerName: deviceSettings.printerboxPrinterName,
            printerNameSecond: deviceSettings.printerboxPrinterNameSecond,
          },
          hasPos: Boolean(deviceSettings.printMac || deviceSettings.printDeviceId || deviceSettings.printerboxPrinterName),
          hasTag: Boolean(deviceSettings.tagMac || deviceSettings.tagDeviceId || deviceSettings.printerboxTagPrinterName),
          printClient: uiSettings.printClient,
          printSettings: printSettingsOf(deviceSettings),
          backPosCheckoutMode: uiSettings.backPosCheckoutMode,
          backPosTagMode: uiSettings.backPosTagMode,
          payMethods: config.payMethods,
          managerGateOn: switchSettings.reportManagerCodeVerificationSwitch && !get().manager,
        });
      },

      storeConfigFailed: () => set({ managerGateOn: !get().manager }),

      passManagerGate: () => set({ managerGateOn: false }),

      requireManagerGate: () => set({ managerGateOn: !get().manager }),

      markSessionLoaded: () => set({ sessionLoaded: true }),

      switchStore: (storeId) => {
        const store = get().storeList.find((candidate) => candidate.id === storeId);
        if (!store) return;
        set({
          ...initialStoreSettings,
          storeId: store.id,
          storeName: store.name,
          // HQ (總部) moves between its brand's stores to edit their menus, never becoming the store.
          switchRole: get().loginRole === ROLES.USER_HQ ? ROLES.USER_HQ : ROLES.USER_STORE,
          redMarker: false,
          selectedMenu: null,
        });
        setDocumentTitle(store.name);
        announceStoreSwitch();
      },

      setRedMarker: (redMarker) => set({ redMarker }),

      setSelectedMenu: (selectedMenu) => set({ selectedMenu }),

      setNativeVersions: ({ iosVersion, androidVersion }) =>
        set((state) => ({
          iosVersion: iosVersion === undefined ? state.iosVersion : iosVersion,
          androidVersion: androidVersion === undefined ? state.androidVersion : androidVersion,
        })),

      startDeliveryAuthorization: () => set({ deliveryAuthorizationPending: true, deliveryAuthorizationDone: false }),

      finishDeliveryAuthorization: (done) => set({ deliveryAuthorizationPending: false, deliveryAuthorizationDone: done }),

      setDeliveryPlatforms: (deliveryPlatforms) => set({ deliveryPlatforms }),

      logout: ({ silent = false } = {}) => {
        // The native wrapper's versions describe the device, not the user: keep them.
        const { iosVersion, androidVersion } = get();
        set({ ...initialSession, iosVersion, androidVersion });
        try {
          sessionStorage.removeItem(TAB_KEY);
        } catch {
          // nothing stored
        }
        setDocumentTitle(null);
        announceLogout();
        navigateTo('/login');
        if (!silent) showToast(MSG.LOGOUT_OK);
      },
    }),
    {
      name: 'diancan-session',
      version: 1,
      storage: createJSONStorage(() => localStorage),
      partialize: ({ currentUserLoaded: _user, sessionLoaded: _session, ...fields }) =>
        Object.fromEntries(Object.entries(fields).filter(([, value]) => typeof value !== 'function')) as Omit<
          SessionFields,
          'currentUserLoaded' | 'sessionLoaded'
        >,
      // This tab's own store, role and manager flag win over what another tab last wrote to localStorage.
      merge: (persisted, current) => {
        const merged: SessionState = { ...current, ...(persisted as Partial<SessionFields>), ...readTabFields() };
        const activeStore = merged.storeList.find((store) => store.id === merged.storeId);
        return activeStore ? { ...merged, storeName: activeStore.name } : merged;
      },
    },
  ),
);

useSession.subscribe((state, previous) => {
  if (
    state.manager !== previous.manager ||
    state.storeId !== previous.storeId ||
    state.switchRole !== previous.switchRole
  ) {
    writeTabFields({ manager: state.manager, storeId: state.storeId, switchRole: state.switchRole });
  }
});

/** The font scale in use: the store's setting once its config arrived, otherwise the spec's default 1. */
export function currentFontScale(state: Pick<SessionFields, 'storeConfigLoaded' | 'scaleFont'>): number {
  return state.storeConfigLoaded ? state.scaleFont : FONT_SCALE_DEFAULT;
}

/** A signed-in store session (as opposed to a platform staff session). */
export function isStoreSession(state: Pick<SessionFields, 'token' | 'manager' | 'storeId' | 'loginRole'>): boolean {
  return state.token && !state.manager && state.storeId !== null && !isHqSession(state);
}

/**
 * An HQ (總部) session: its store list is its brand's stores, but it is a head office, not the store: it reads no
 * store config (the server refuses it the counter and the settings) and works offline on nothing.
 */
export function isHqSession(state: Pick<SessionFields, 'loginRole'>): boolean {
  return state.loginRole === ROLES.USER_HQ;
}
