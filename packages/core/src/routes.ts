import { WIDE_SCREEN_PX } from './constants.js';
import type { LoginRole, Role } from './roles.js';
import { MENU_EDITOR_ROLES, MANAGER_ROLES, ROLES, STAFF_ROLES, STORE_ROLES } from './roles.js';

/**
 * The route table (access section 2 and store operations section 2) and the rules that decide who enters
 * which page and where a user lands. The web router renders it; nothing here knows about React.
 *
 * Paths are absolute; a segment `:name` matches one non-empty path segment.
 */
export interface RouteEntry {
  path: string;
  /** zh-TW page title. */
  title: string;
  /** Roles allowed in; empty means any signed-in user. */
  roles: readonly Role[];
  /** Entering this path goes on to the redirect target. */
  redirect?: string;
  children?: readonly RouteEntry[];
  /** Not listed in the navigation menu. */
  hidden?: boolean;
}

export const PATHS = {
  ROOT: '/',
  LOGIN: '/login',
  NEARLY_EXPIRED: '/nearly-expired',
  STORE_MANAGE: '/store-manage',
  BUSINESS_MANAGE: '/business-manage',
  STORE_POS: '/store-pos',
  ORDER_MANAGE: '/order-manage',
  ORDER_SOCKET: '/order-manage/socket',
  REPORT: '/report',
  REPORT_ORDER_LIST: '/report/order-list',
  MENU_MANAGE: '/menu-manage',
  MENU_MEALS: '/menu-manage/meals',
  CONTRACT_MANAGE: '/contractManage',
  ANNOUNCEMENT_MANAGER: '/announcementManager',
  MAIL_HISTORY: '/mail-history',
  ACCOUNT_MANAGE: '/account-manage',
  USER_INFO: '/account-manage/user-info',
  STORE_SET: '/account-manage/store-set',
  DELIVERY_PLATFORM_SET: '/account-manage/delivery-platform-set',
  PAYMENT_SET: '/account-manage/payment-set',
  PAYMENT_RECONCILE: '/report/payment-reconcile',
  RESET_PASSWORD: '/reset-password',
  SYSTEM_SETTING: '/system-setting',
  WHATS_EAT_MANAGE: '/whats-eat-manage',
  /** The kitchen display (docs/kds.md): stations, settings and links here; the screens full screen, outside the shell. */
  KDS: '/kds',
  KDS_EXPO: '/kds/expo',
  KDS_STATION: '/kds/:stationId',
  REPORT_KITCHEN_TIMES: '/report/kitchen-times',
  /** 總部 (docs/chains.md): a brand's HQ pages; HQ lands on its stores. */
  HQ: '/hq',
  HQ_STORES: '/hq/stores',
  HQ_MENU: '/hq/menu',
  HQ_VERSIONS: '/hq/versions',
  HQ_PRICES: '/hq/prices',
  HQ_COUPONS: '/hq/coupons',
  HQ_REPORT: '/hq/report',
  /** 商店管理's brands (platform staff): create a brand, put stores in it, give it HQ accounts. */
  STORE_MANAGE_BRANDS: '/store-manage/brands',
} as const;

const REFRESH_PREFIX = '/Refresh/';

type RouteSpec = Omit<RouteEntry, 'path' | 'roles' | 'children'> & { children?: readonly ChildSpec[] };
type ChildSpec = RouteSpec & { segment: string };

/** Builds an entry whose children inherit its roles and extend its path, so the data cannot drift. */
function route(path: string, roles: readonly Role[], spec: RouteSpec): RouteEntry {
  const { children, ...rest } = spec;
  const entry: RouteEntry = { path, roles, ...rest };
  if (children) {
    entry.children = children.map(({ segment, ...child }) => route(`${path}/${segment}`, roles, child));
  }
  return entry;
}

const detail = (segment: string, title: string): ChildSpec => ({ segment, title, hidden: true });

export const ROUTES: readonly RouteEntry[] = [
  route(PATHS.NEARLY_EXPIRED, STAFF_ROLES, { title: '即將到期' }),
  route(PATHS.STORE_MANAGE, STAFF_ROLES, {
    title: '商店管理',
    children: [
      detail('add-store', '新增商店'),
      detail('add-contract/:storeId', '新增合約'),
      detail('store-details/:storeId/:tabType', '商店詳情'),
      detail('brands', '品牌'),
    ],
  }),
  route(PATHS.BUSINESS_MANAGE, MANAGER_ROLES, {
    title: '業務管理',
    children: [detail('add-business', '新增業務'), detail('business-details/:businessId/:detailsType', '業務詳情')],
  }),
  route(PATHS.HQ, [ROLES.USER_HQ], {
    title: '總部',
    redirect: PATHS.HQ_STORES,
    children: [
      { segment: 'stores', title: '品牌商店' },
      { segment: 'menu', title: '品牌菜單' },
      { segment: 'versions', title: '菜單版本' },
      { segment: 'prices', title: '門市價格' },
      { segment: 'coupons', title: '品牌優惠券' },
      { segment: 'report', title: '跨店報表' },
    ],
  }),
  route(PATHS.STORE_POS, STORE_ROLES, { title: '點餐' }),
  route(PATHS.ORDER_MANAGE, STORE_ROLES, {
    title: '訂單管理',
    redirect: PATHS.ORDER_SOCKET,
    children: [{ segment: 'socket', title: '即時訂單' }],
  }),
  route(PATHS.REPORT, STORE_ROLES, {
    title: '報表',
    redirect: PATHS.REPORT_ORDER_LIST,
    children: [
      { segment: 'order-list', title: '營業額' },
      { segment: 'cash-drawer-record', title: '臨時收支' },
      { segment: 'business-statement', title: '交班表' },
      { segment: 'sales-ranking', title: '銷售排行' },
      { segment: 'payment-reconcile', title: '付款對帳' },
      { segment: 'kitchen-times', title: '出餐時間' },
      detail('order-details/:orderId', '訂單明細'),
      detail('invoice-proof/:orderId', '電子發票證明聯'),
    ],
  }),
  route(PATHS.KDS, STORE_ROLES, {
    title: '廚房顯示',
    children: [detail('expo', '出餐確認'), detail(':stationId', '工作站')],
  }),
  // HQ edits its brand's menu in the flagship with the store's own menu screens (docs/chains.md).
  route(PATHS.MENU_MANAGE, MENU_EDITOR_ROLES, {
    title: '菜單管理',
    redirect: PATHS.MENU_MEALS,
    children: [
      { segment: 'meals', title: '餐點' },
      { segment: 'category', title: '分類' },
      { segment: 'taste', title: '口味' },
      { segment: 'upgrade', title: '升級' },
      detail('meal/editor', '編輯餐點'),
      { segment: 'remark', title: '備註' },
    ],
  }),
  route(PATHS.CONTRACT_MANAGE, STAFF_ROLES, {
    title: '合約管理',
    redirect: `${PATHS.CONTRACT_MANAGE}/contract-classification`,
    children: [
      { segment: 'contract-classification', title: '合約分類' },
      detail('add-contract', '新增合約'),
      detail('contract-details/:id/:tabType', '合約詳情'),
    ],
  }),
  route(PATHS.ANNOUNCEMENT_MANAGER, MANAGER_ROLES, {
    title: '公告管理',
    redirect: `${PATHS.ANNOUNCEMENT_MANAGER}/announcement`,
    children: [
      { segment: 'announcement', title: '公告', children: [detail('add-announcement', '新增公告')] },
      {
        segment: 'announcementTemplate',
        title: '公告範本',
        children: [detail('add-announcementTemplate', '新增公告範本')],
      },
    ],
  }),
  route(PATHS.MAIL_HISTORY, STAFF_ROLES, { title: '郵件紀錄' }),
  route(PATHS.ACCOUNT_MANAGE, STORE_ROLES, {
    title: '帳號管理',
    redirect: PATHS.STORE_SET,
    children: [
      { segment: 'user-info', title: '會員資料' },
      { segment: 'reset-password', title: '修改密碼' },
      { segment: 'store-set', title: '商店設定' },
      { segment: 'mobile-order-set', title: '手機點餐設定' },
      { segment: 'invoice-set', title: '發票設定' },
      { segment: 'print-set', title: '出單設定' },
      { segment: 'delivery-platform-set', title: '外送平台設定' },
      { segment: 'payment-set', title: '付款設定' },
      { segment: 'member-set', title: '會員設定' },
      { segment: 'staff-set', title: '員工設定' },
      { segment: 'staff-activity', title: '權限紀錄' },
      { segment: 'staff-timesheet', title: '工時表' },
    ],
  }),
  route(PATHS.RESET_PASSWORD, STAFF_ROLES, { title: '修改密碼' }),
  route(PATHS.SYSTEM_SETTING, MANAGER_ROLES, { title: '系統設定' }),
  route(PATHS.WHATS_EAT_MANAGE, STORE_ROLES, {
    title: '優惠券',
    hidden: true,
    redirect: `${PATHS.WHATS_EAT_MANAGE}/whats-eat-panel`,
    children: [{ segment: 'whats-eat-panel', title: '優惠券面板' }],
  }),
];

/** The home shell at the root: any of the five roles; a session without one is sent to /login. */
export const ROOT_ROUTE: RouteEntry = {
  path: PATHS.ROOT,
  title: '首頁',
  roles: [ROLES.ROLE_SUPER_SPECIAL_MANAGER, ROLES.USER_MANAGER, ROLES.USER_SALES_PERSON, ROLES.USER_STORE, ROLES.USER_HQ],
  children: ROUTES,
};

/** Open to everyone, signed in or not. */
export const LOGIN_ROUTE: RouteEntry = { path: PATHS.LOGIN, title: '登入', roles: [] };

// ---- matching ------------------------------------------------------------------------------

export interface RouteMatch {
  route: RouteEntry;
  /** Values of the `:name` segments, URI-decoded. */
  params: Record<string, string>;
}

function segmentsOf(path: string): string[] {
  const bare = path.split(/[?#]/, 1)[0] ?? '';
  return bare.split('/').filter((segment) => segment !== '');
}

function decodeSegment(segment: string): string {
  try {
    return decodeURIComponent(segment);
  } catch {
    return segment; // a malformed escape is taken literally rather than rejected
  }
}

function matchEntry(entry: RouteEntry, actual: readonly string[]): RouteMatch | null {
  const pattern = segmentsOf(entry.path);
  if (pattern.length !== actual.length) return null;
  const params: Record<string, string> = {};
  for (const [index, part] of pattern.entries()) {
    const value = actual[index] ?? '';
    if (part.startsWith(':')) params[part.slice(1)] = decodeSegment(value);
    else if (part !== value) return null;
  }
  return { route: entry, params };
}

function* allEntries(entries: readonly RouteEntry[]): Generator<RouteEntry> {
  for (const entry of entries) {
    yield entry;
    if (entry.children) yield* allEntries(entry.children);
  }
}

/** The route a path names (query and hash ignored, trailing slash tolerated), or null. */
export function matchRoute(path: string): RouteMatch | null {
  const actual = segmentsOf(path);
  if (actual.length === 0) return { route: ROOT_ROUTE, params: {} };
  for (const entry of [LOGIN_ROUTE, ...allEntries(ROUTES)]) {
    const match = matchEntry(entry, actual);
    if (match) return match;
  }
  return null;
}

/** Paths under /Refresh/ skip the access check (used to re-render the current page). */
export function isRefreshPath(path: string): boolean {
  return path.startsWith(REFRESH_PREFIX);
}

// ---- access --------------------------------------------------------------------------------

export interface AccessContext {
  /** The role that gates routes; starts equal to the login role, becomes USER_STORE after a store switch. */
  switchRole: Role | null;
  superManager: boolean;
}

function roleAllowed(roles: readonly Role[], { switchRole, superManager }: AccessContext): boolean {
  if (roles.length === 0) return true;
  // The super manager reaches every staff route whatever its switch role (SPEC-NOTES "Decided").
  if (superManager && roles.some((role) => STAFF_ROLES.includes(role))) return true;
  return switchRole !== null && roles.includes(switchRole);
}

/**
 * Whether a signed-in session may enter `path`. Unknown paths are refused, so the router sends the
 * user home (deniedRedirect) instead of showing an empty shell.
 */
export function canEnter(path: string, context: AccessContext): boolean {
  if (isRefreshPath(path)) return true;
  const match = matchRoute(path);
  return match !== null && roleAllowed(match.route.roles, context);
}

/** Where a refused navigation goes (access section 2, routing rules). */
export function deniedRedirect(targetPath: string, { switchRole, superManager }: AccessContext): string {
  if (segmentsOf(targetPath).length > 0) return switchRole ? PATHS.ROOT : PATHS.LOGIN;
  switch (switchRole) {
    case ROLES.USER_SALES_PERSON:
      return PATHS.NEARLY_EXPIRED;
    case ROLES.USER_MANAGER:
    case ROLES.ROLE_SUPER_SPECIAL_MANAGER:
      return PATHS.STORE_MANAGE;
    case ROLES.USER_STORE:
      return PATHS.USER_INFO;
    case ROLES.USER_HQ:
      return PATHS.HQ_STORES;
    default:
      return superManager ? PATHS.STORE_MANAGE : PATHS.LOGIN;
  }
}

/** The redirect of the route `path` names (e.g. /report -> /report/order-list), or null. */
export function redirectOf(path: string): string | null {
  return matchRoute(path)?.route.redirect ?? null;
}

export function isWideScreen(widthPx: number): boolean {
  return widthPx > WIDE_SCREEN_PX;
}

export interface LandingContext {
  loginRole: LoginRole | null;
  superManager: boolean;
  /** The session's manager flag (managers and sales people). */
  manager: boolean;
  /** Screen wider than 975 px. */
  wideScreen: boolean;
  /** The store's POS_ORDER module. */
  posModule: boolean;
  /** A delivery-platform authorization is waiting to be completed. */
  pendingDeliveryAuth: boolean;
}

/** Where a visit to / or /login goes once the current user is loaded (SPEC-NOTES "Decided"). */
export function landingPath(context: LandingContext): string {
  const { loginRole, superManager, manager } = context;
  if (superManager || loginRole === ROLES.USER_MANAGER) return PATHS.STORE_MANAGE;
  if (loginRole === ROLES.USER_SALES_PERSON) {
    const storeManageAllowed = manager && canEnter(PATHS.STORE_MANAGE, { switchRole: loginRole, superManager });
    return storeManageAllowed ? PATHS.STORE_MANAGE : PATHS.NEARLY_EXPIRED;
  }
  if (loginRole === ROLES.USER_STORE) {
    if (context.pendingDeliveryAuth) return PATHS.DELIVERY_PLATFORM_SET;
    return context.wideScreen && context.posModule ? PATHS.STORE_POS : PATHS.ORDER_SOCKET;
  }
  if (loginRole === ROLES.USER_HQ) return PATHS.HQ_STORES;
  return PATHS.LOGIN;
}

/** A non-manager on the POS route with the POS module off goes to the live order view; otherwise null. */
export function posRedirect(path: string, { manager, posModule }: { manager: boolean; posModule: boolean }): string | null {
  const onPos = matchRoute(path)?.route.path === PATHS.STORE_POS;
  return onPos && !manager && !posModule ? PATHS.ORDER_SOCKET : null;
}

/** The navigation menu for a session: entries it may enter and that are not hidden, children filtered alike. */
export function visibleMenu(context: AccessContext, entries: readonly RouteEntry[] = ROUTES): RouteEntry[] {
  return entries
    .filter((entry) => !entry.hidden && roleAllowed(entry.roles, context))
    .map((entry) => {
      if (!entry.children) return entry;
      return { ...entry, children: visibleMenu(context, entry.children) };
    });
}

/** The page title of a path (the deepest matching route's), or null for an unknown path. */
export function titleOf(path: string): string | null {
  return matchRoute(path)?.route.title ?? null;
}

export interface NavigationContext extends AccessContext {
  signedIn: boolean;
  /** The path the user is navigating from, if any. */
  from?: string | null;
}

/**
 * The whole guard for one navigation: null to let it through, or the path to go to instead.
 * /Refresh/ paths pass; signed-out users go to /login; a signed-in user opening /login goes back where
 * they came from (or home); a refused route goes where deniedRedirect says.
 */
export function guardNavigation(targetPath: string, context: NavigationContext): string | null {
  if (isRefreshPath(targetPath)) return null;
  const onLogin = matchRoute(targetPath)?.route === LOGIN_ROUTE;
  if (!context.signedIn) return onLogin ? null : PATHS.LOGIN;
  if (onLogin) {
    const back = context.from && matchRoute(context.from)?.route !== LOGIN_ROUTE ? context.from : PATHS.ROOT;
    return back;
  }
  return canEnter(targetPath, context) ? null : deniedRedirect(targetPath, context);
}
