/**
 * The error and notice catalogue. Strings the spec quotes in Chinese are copied verbatim (including
 * their mixed full-width and half-width punctuation); strings the spec only describes in English
 * are our zh-TW wording, marked "ours".
 */
export const MSG = {
  // ---- requests (access section 8) ----
  NETWORK: '網絡問題，請檢查您的網絡連接',
  NO_RESPONSE: '無法獲取伺服器回應',
  MAINTENANCE: '服務更新中',
  TOO_MANY: '操作過於頻繁',
  SERVER: '服務異常，請聯繫相關人員',
  /** Store-operations default when a call fails without a message. */
  DEFAULT_ERROR: '發生錯誤，請稍後再試',

  // ---- session and realtime (access section 4) ----
  LOGOUT_CONFIRM: '確定要登出嗎？',
  LOGOUT_OK: '登出成功',
  STORE_SWITCHED: '切換帳號成功',
  RECONNECTED: '重新連線成功!',
  PASSWORD_RESET_LOGOUT: '密碼已修改，三秒後即將登出！',
  MANAGER_CODE_WRONG: '識別碼錯誤!',
  AUTH_OK: '授權成功',

  // ---- overlays (ours: the spec names them in English) ----
  PAGE_LOADING: '頁面載入中...',
  CACHE_CLEARED: '清除快取成功',
  APP_ALREADY_LATEST: '目前已是最新版本',
  CHUNK_LOAD_FAILED: '網路不穩定，請重新整理頁面',
  CONFIRM_DELETE: '請確認是否刪除',

  // ---- forgot password and new passwords (access section 5) ----
  EMAIL_REQUIRED: '信箱為必填',
  EMAIL_INVALID: '信箱格式不正確',
  STORE_ACCOUNT_REQUIRED: '店家帳號為必填',
  CODE_REQUIRED: '請輸入驗證碼',
  CODE_INVALID: '驗證碼須為6位數字', // ours
  NEW_PASSWORD_REQUIRED: '新密碼為必填',
  PASSWORD_TOO_WEAK: '新密碼強度須為中(含)以上',
  PASSWORD_TOO_SHORT: '新密碼長度須為8碼以上', // ours
  PASSWORD_HINT: '限英文字母或數字，長度8碼以上', // ours, the spec's hint
  CONFIRM_PASSWORD_REQUIRED: '確認密碼為必填',
  PASSWORD_MISMATCH: '新密碼不一致',
  PASSWORD_CHANGED: '密碼修改成功', // ours

  // ---- uploads (access section 5) ----
  UPLOAD_TYPE_WRONG: '新增失敗！檔案類型錯誤',
  UPLOAD_PDF_TOO_MANY: '最多上傳3個檔案',
  UPLOAD_PDF_TOO_LARGE: '新增失敗！檔案大小超過5MB',
  UPLOAD_IMAGE_TOO_LARGE: '新增失敗！檔案大小超過1MB',

  // ---- shared widgets ----
  QUANTITY_RANGE: '最多可選項不可小於最少可選項!',
  UNLIMITED: '不限',
  DATE_RANGE: '開始時間晚於結束時間!',
  PAGE_SIZE_LABEL: '每頁行數',

  // ---- checkout and invoices (store operations sections 5 and 8) ----
  PAY_METHOD_CLOSED: '付款方式已被關閉請重新選擇',
  TAX_ID_INVALID: '統編不正確',
  PHONE_CARRIER_INVALID: '手機載具不正確',
  DONATION_CODE_INVALID: '捐贈碼不正確',
  DONATION_CODE_UNKNOWN: '捐贈碼不存在，請重新確認',
  CASH_AMOUNT_REQUIRED: '金額為必填',
  PHONE_FORMAT: '電話格式不符',
  PICKUP_TIME_CHANGED: '取餐時間更改！',

  // ---- sorting, stock, printers ----
  SORT_FAILED: '排序操作異常',
  SORT_OK: '排序操作成功',
  /** Logged only, never shown. */
  SORT_API_MISSING: 'API 不存在！',
  STOCK_ON: '正常供應',
  STOCK_OFF: '售完',
  STOCK_LOAD_FAILED: '取得庫存失敗',
  STOCK_SAVE_FAILED: '編輯庫存失敗',
  BLUETOOTH_FAILED: '藍芽連接失敗',

  // ---- camera (store operations section 8) ----
  CAMERA_DENIED: '您需要授予相機訪問權限',
  CAMERA_MISSING: '此設備沒有相機',
  CAMERA_NONE_AVAILABLE: '沒有可用的相機設備',
  CAMERA_NOT_DETECTED: '沒有檢測到相機設備',
  CAMERA_OPENING: '開啟相機中，請稍等...',
  CAMERA_INSECURE: '需要安全連線(HTTPS)才能使用相機', // ours
  CAMERA_IN_USE: '相機正被其他程式使用中', // ours
  CAMERA_CONSTRAINTS: '相機不符合所需的設定', // ours
  CAMERA_STREAM_UNSUPPORTED: '此瀏覽器不支援相機串流', // ours

  // ---- empty and loading states ----
  CHART_NO_SALES: '無銷售數據',
  DATA_LOADING: '資料載入中...',
  NO_DATA: '目前沒有資料',
  SELECT_EMPTY: '暫無數據',
  RANKING_OTHERS: '其他',

  // ---- server side (ours: the spec leaves the server's wording open) ----
  BAD_REQUEST: '請求內容格式不正確',
  REQUEST_TOO_LONG: '請求網址或標頭過長',
  REQUEST_TIMEOUT: '請求逾時，請重試',
  TEXT_UNSTORABLE: '內容含有無法接受的字元',
  LOGIN_FAILED: '帳號或密碼錯誤',
  UNAUTHORIZED: '請先登入',
  FORBIDDEN: '沒有權限',
  CSRF: '安全驗證失敗，請重新整理頁面',
  NOT_FOUND: '資料不存在',
  CONFLICT: '資料已被修改，請重新整理後再試',
  FILE_TOO_LARGE: '檔案大小超過上限',
  STORE_FORBIDDEN: '無權限存取此商店',
  OLD_PASSWORD_WRONG: '舊密碼錯誤',
  VERIFY_CODE_WRONG: '驗證碼錯誤',
  VERIFY_CODE_EXPIRED: '驗證碼已過期，請重新發送',
  VERIFY_CODE_TOO_MANY: '驗證碼錯誤次數過多，請重新發送',
  VERIFY_NOT_DONE: '請先完成驗證',
  ACCOUNT_EMAIL_MISMATCH: '帳號或信箱不正確',
  RESEND_TOO_SOON: '請稍後再發送驗證碼',
  ACCOUNT_DISABLED: '帳號已停用',
  LOGIN_TOO_MANY: '登入失敗次數過多，請稍後再試',
  IDEMPOTENCY_CONFLICT: '重複的請求內容不一致',
} as const;

export type MessageKey = keyof typeof MSG;

/** Bluetooth printer linked, e.g. "出單機 1 出單機連結成功" (store operations section 8: "[device] 出單機連結成功"). */
export function bluetoothConnectedMessage(device: string): string {
  return `${device} 出單機連結成功`;
}

/** The next automatic-discount tier hint, e.g. 差$120元 (amount in whole dollars). */
export function discountGapMessage(dollars: number): string {
  return `差$${dollars}元`;
}

/** Bluetooth status dot labels. */
export const PRINTER_LABEL = { POS: '出單機 1', POS_SECOND: '出單機 2', TAG: '標籤機' } as const;
