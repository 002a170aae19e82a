/**
 * Every number the two spec documents fix (access section 9, store operations section 9), by name.
 * Durations end in _MS, sizes in pixels end in _PX or _WIDTH, byte limits end in _BYTES.
 */

// ---- requests and overlays -----------------------------------------------------------------
export const REQUEST_TIMEOUT_MS = 60_000;
export const TOAST_MS = 2_000;
export const MESSAGE_MS = 1_500;
export const RECONNECT_MESSAGE_MS = 2_500;
export const MAINTENANCE_POLL_MS = 60_000;
export const OFFLINE_RETRY_MS = 1_000;
/** A 401 logs out once; further 401s within this window are ignored. */
export const LOGOUT_GUARD_MS = 1_000;
/** Automatic "refresh?" prompts after a failed chunk load, per browser session. */
export const CHUNK_RELOAD_MAX = 3;
export const CHUNK_LOAD_TIMEOUT_MS = 120_000;
/** The full-screen loading overlay reports a timeout after this long. */
export const LOADING_TIMEOUT_MS = 15_000;
/** Client version sent as X-Back-Stage-Version. */
export const CLIENT_VERSION = 'v1.18.0';

// ---- realtime link -------------------------------------------------------------------------
export const HEARTBEAT_MS = 5_000;
export const RECONNECT_MAX_TRIES = 30;
export const RECONNECT_DELAY_MS = 1_000;
/** The disconnect modal shows from this failed try on. */
export const RECONNECT_MODAL_FROM = 3;
/** A messageId seen within this window is a duplicate. */
export const DEDUPE_WINDOW_MS = 180_000;
/** The seen-message set is cleared when it grows past this many entries. */
export const DEDUPE_MAX = 1_000;
/** Logout delay after a password-reset message for the user's own account. */
export const FORCED_LOGOUT_MS = 3_000;

// ---- manager code (識別碼) keypad ------------------------------------------------------------
export const MANAGER_CODE_LENGTH = 6;
export const SHAKE_MS = 1_000;
export const ERROR_TEXT_MS = 2_000;
export const KEY_HIGHLIGHT_MS = 50;

// ---- passwords and recovery ------------------------------------------------------------------
export const PASSWORD_MID_SCORE = 50;
export const PASSWORD_GOOD_SCORE = 70;
export const PASSWORD_MIN_LENGTH = 8;
export const RESET_CODE_LENGTH = 6;
/** Seconds before another verify code may be sent. */
export const RESEND_SECONDS = 60;
export const VERIFY_CODE_TTL_MS = 10 * 60_000;
/** Wrong verify-code attempts before the code is void and a new one must be sent. */
export const VERIFY_CODE_MAX_TRIES = 5;
/** Failed sign-ins per account (and per address) within the window before sign-in is refused. */
export const LOGIN_FAIL_LIMIT = 10;
export const LOGIN_FAIL_WINDOW_MS = 15 * 60_000;

// ---- uploads -------------------------------------------------------------------------------
export const PDF_MAX_FILES = 3;
export const PDF_MAX_BYTES = 5 * 1024 * 1024;
export const PDF_EXTENSIONS = ['pdf'] as const;
export const IMAGE_MAX_FILES = 1;
export const IMAGE_MAX_BYTES = 1024 * 1024;
export const IMAGE_EXTENSIONS = ['png', 'jpg', 'jpeg', 'bmp'] as const;
export const IMAGE_RECOMMENDED_WIDTH_PX = 375;
export const IMAGE_RECOMMENDED_HEIGHT_PX = 150;

// ---- layout --------------------------------------------------------------------------------
/** Screens wider than this (px) are "wide": the POS route is offered. */
export const WIDE_SCREEN_PX = 975;
/** The vh custom property is updated only at or above this viewport height. */
export const MIN_VIEWPORT_HEIGHT_PX = 500;
/** The date picker switches to its narrow layout below this width. */
export const NARROW_DATE_PICKER_PX = 600;
export const DRAWER_WIDTH = 256;
export const DRAWER_MINI_WIDTH = 56;
export const ANNOUNCEMENT_MAX_WIDTH = 550;
export const MODAL_WIDTH = 384;
export const CASH_MODAL_WIDTH = 742;
export const CHECKOUT_MODAL_WIDTH = 800;
/** Bottom margin of a labelled form row. */
export const FORM_ROW_MARGIN_PX = 12;

export const FONT_SCALE_DEFAULT = 1;
/** The scale the stored session state starts with before the store config arrives. */
export const FONT_SCALE_STORED_DEFAULT = 2;

/** Font size in px for a store's font scale setting: 12 + 4 x scale. */
export function fontSizePx(scale: number = FONT_SCALE_DEFAULT): number {
  return 12 + 4 * scale;
}

// ---- dates ---------------------------------------------------------------------------------
export const DATE_FORMAT = 'yyyy-MM-dd';
export const TIME_FORMAT = 'HH:mm';
export const DEFAULT_TIME_ZONE = 'Asia/Taipei';
/** Stores whose contract ends within this many days are "nearly expired". */
export const EXPIRY_DAYS = 30;

// ---- store operations ----------------------------------------------------------------------
export const IDLE_ORDER_REMINDER_MINUTES = 30;
export const PAY_METHODS_PER_PAGE = 6;
export const PAY_METHOD_COLUMNS = 2;
export const PAY_METHOD_NAME_MAX = 8;
/** Preset ratio discounts 95折 .. 40折, in 5% steps. */
export const DISCOUNT_RATIO_PRESETS = [0.95, 0.9, 0.85, 0.8, 0.75, 0.7, 0.65, 0.6, 0.55, 0.5, 0.45, 0.4] as const;
/** A reservation starts no earlier than now plus this many minutes. */
export const RESERVATION_LEAD_MINUTES = 5;
export const RESERVATION_QUICK_MINUTES = [15, 30, 60] as const;
/** A scanned code is cleared after this long. */
export const SCAN_CLEAR_MS = 5_000;
/** Bluetooth reconnect attempts are locked for this long after one. */
export const BLUETOOTH_RETRY_LOCK_MS = 10_000;
export const BLUETOOTH_SERVICE_ID = 6384;
export const BLUETOOTH_CHARACTERISTIC_ID = 10993;
export const RECEIPT_CHUNK_BYTES = 48;
export const INVOICE_CHUNK_BYTES = 128;
/** Sales ranking chart: ranks below this are drawn one by one, the rest grouped as 其他. */
export const RANKING_CHART_TOP = 10;
export const RANKING_NAME_MAX = 14;
export const TABLE_NUMBER_MAX_DIGITS = 10;
export const DECIMAL_INPUT_MAX_LENGTH = 8;
export const DECIMAL_PLACES_MAX = 2;
export const EXCEL_HEADER_FONT_PT = 14;

/** Pay-method statistic keys the app reasons about; stores may have others. */
export const PAY_METHOD_KEYS = { CASH: 'CASH', LINE_PAY_OFFLINE: 'LINE_PAY_OFFLINE' } as const;
