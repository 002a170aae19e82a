/**
 * Table service (issue 32; docs/tables.md): the floor plan's areas and tables, open tabs, split, move and merge.
 * The constants here are shared by the server's schema, its rules and the web's floor view.
 */

export const TABLE_SHAPES = ['SQUARE', 'ROUND', 'LONG'] as const;
export type TableShape = (typeof TABLE_SHAPES)[number];

export const TABLE_STATUSES = ['FREE', 'OCCUPIED'] as const;
export type TableStatus = (typeof TABLE_STATUSES)[number];

/** 來客數 of one check. */
export const GUESTS_MIN = 1;
export const GUESTS_MAX = 99;
/** 服務費: whole percent. */
export const SERVICE_CHARGE_PERCENT_MAX = 20;
/** 用餐時間 default: the floor view colours a table after this many minutes. */
export const DINING_MINUTES_DEFAULT = 90;

// ---- paths -----------------------------------------------------------------------------------

type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';
const call = <M extends Method>(method: M, path: string) => ({ method, path });

export const TABLE_PATHS = {
  area: {
    add: call('POST', '/api/back/diningArea/add'),
    list: call('GET', '/api/back/diningArea/list'),
    update: call('PUT', '/api/back/diningArea/update'),
    remove: call('DELETE', '/api/back/diningArea/remove'),
    sort: call('PUT', '/api/back/diningArea/updateSort'),
  },
  floor: call('GET', '/api/back/table/floor'),
  /** The store's table-service settings the counter prices with (服務費) and colours with (用餐時間). */
  settings: call('GET', '/api/back/table/settings'),
  move: call('POST', '/api/back/table/move'),
  merge: call('POST', '/api/back/table/merge'),
  split: call('POST', '/api/back/order/split'),
  updateServiceCharge: call('PUT', '/api/back/store/updateServiceCharge'),
} as const;

// ---- messages --------------------------------------------------------------------------------

export const TABLE_MSG = {
  GUESTS: `來客數須為${GUESTS_MIN}到${GUESTS_MAX}人`,
  GUESTS_REQUIRED: '請輸入來客數',
  TABLE_NOT_FOUND: '桌位不存在',
  TABLE_REMOVED: '桌位已移除，請重新選擇',
  PAY_LATER_NEEDS_TABLE: '先點餐後結帳須指定桌位',
  AREA_NOT_FOUND: '區域不存在',
  AREA_NAME_TAKEN: '區域名稱已存在',
  SPLIT_EMPTY_PART: '拆單的每一份至少需有一項餐點',
  SPLIT_TOO_MANY: '拆出的數量超過餐點的數量',
  SPLIT_NOTHING: '拆單至少需分成兩張帳單',
  SPLIT_LINE_NOT_FOUND: '餐點明細不存在',
  SPLIT_DECIMALS: '拆出的數量超過此餐點允許的小數位數',
  CHECK_PAID: '帳單已付款，無法變更',
  CHECK_CANCELLED: '帳單已取消，無法變更',
  MOVE_SAME_TABLE: '帳單已在此桌',
  MERGE_SELF: '不可將帳單併入自己',
  MERGE_NOT_FOUND: '要合併的帳單不存在',
  MERGE_ENTERTAIN: '整單招待的帳單無法併單',
  SERVICE_CHARGE: `服務費須為0到${SERVICE_CHARGE_PERCENT_MAX}的整數百分比`,
  DINING_MINUTES: '用餐時間須為10到600分鐘',
  /** A long table's second cell past the grid's last column (409). */
  CELL_PAST_EDGE: '長桌的右邊一格超出平面圖，請移到空位',
  /** No free cell left in the area for a table placed by the server (409). */
  AREA_FULL: '此區域已無空位',
} as const;

/** A table placed (or moved, or made 長桌) onto a cell another live table of the area covers: the server's 409 and the editor's toast. */
export const tableCellTakenMessage = (blockerName: string) => `此位置已有桌位 ${blockerName}，請移到空位`;

/** Reasons written into the history of the checks (and on the kitchen tickets). */
export const TABLE_REASONS = { MERGED: '併單', SPLIT: '拆單', MOVED: '移桌' } as const;
