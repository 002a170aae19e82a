import { z } from 'zod';
import { ID_MAX, queryId, requestObject, requiredId } from './fields.js';

/**
 * The kitchen display (docs/kds.md): a screen per station (the store's kitchen areas; station 0 holds the lines of
 * no area), tickets per order, station and round, bump / recall, the expo step, and the customers' ready board.
 */

type Call<M extends 'GET' | 'POST' | 'PUT'> = { method: M; path: string };
const call = <M extends 'GET' | 'POST' | 'PUT'>(method: M, path: string): Call<M> => ({ method, path });

/** The paths and fields of tickets, bump, recall, expo and the ready board are fixed (an outside check uses them). */
export const KDS_PATHS = {
  tickets: call('GET', '/api/back/kds/tickets'),
  bump: call('POST', '/api/back/kds/bump'),
  recall: call('POST', '/api/back/kds/recall'),
  /** The station's last bumped tickets (the ones recall may bring back), newest first. */
  recent: call('GET', '/api/back/kds/recent'),
  expo: call('GET', '/api/back/kds/expo'),
  /** The expo screen bumps an order whose stations are all done: READY on the board. */
  expoBump: call('POST', '/api/back/kds/expo/bump'),
  stations: call('GET', '/api/back/kds/stations'),
  settings: call('GET', '/api/back/kds/settings'),
  updateSettings: call('PUT', '/api/back/kds/settings'),
  readyBoard: call('GET', '/api/back/kds/readyBoard'),
  rotateReadyBoard: call('POST', '/api/back/kds/readyBoard/rotate'),
  /** 報表: ticket time from order to bump per station and hour of one business day. */
  stationTimes: call('GET', '/api/back/kds/stationTimes'),
  /** Public: the ready board's numbers (no session; the token is the key). */
  ready: call('GET', '/api/front/ready'),
} as const;

/** The public page of the ready board: `/ready/<token>`. */
export const READY_BOARD_PAGE = '/ready';
export const KDS_PAGE = '/kds';
export const KDS_EXPO_PAGE = '/kds-expo';

export const KDS_RECALL_LIMIT = 20;
export const KDS_DEFAULT_TARGET_MINUTES = 10;
export const KDS_TARGET_MINUTES_MAX = 240;
/** A ticket turns amber past this share of its target, red past the target. */
export const KDS_AMBER_SHARE = 0.8;
/** The held read of the ready board waits at most this long for a change. */
export const READY_BOARD_WAIT_MAX_MS = 30_000;
/** Station 0: the lines of categories with no kitchen area. */
export const KDS_UNASSIGNED_STATION = 0;
export const KDS_UNASSIGNED_STATION_NAME = '未分區';

export const KDS_LINE_STATUSES = ['OPEN', 'DONE', 'CANCELLED'] as const;
export type KdsLineStatus = (typeof KDS_LINE_STATUSES)[number];
export const KDS_STATION_MODES = ['PRINT', 'SCREEN', 'BOTH'] as const;
export type KdsStationMode = (typeof KDS_STATION_MODES)[number];
export const KDS_STATION_MODE_LABELS: Record<KdsStationMode, string> = { PRINT: '出單', SCREEN: '螢幕', BOTH: '出單與螢幕' };
export const KDS_NEWEST_AT = ['RIGHT', 'BOTTOM'] as const;
export type KdsNewestAt = (typeof KDS_NEWEST_AT)[number];

/** Server messages of this area (ours). */
export const KDS_MSG = {
  TICKET_NOT_FOUND: '廚房單不存在',
  ORDER_NOT_FOUND: '訂單不存在',
  ORDER_CANCELLED: '訂單已取消，無法出餐',
  TICKET_CANCELLED: '此廚房單已取消',
  TICKET_DONE: '此廚房單已完成',
  TICKET_NOT_DONE: '此廚房單尚未完成，無需叫回',
  LINE_NOT_FOUND: '餐點不在此廚房單',
  RECALL_LIMIT: `只能叫回最近 ${KDS_RECALL_LIMIT} 張已完成的廚房單`,
  STATIONS_NOT_DONE: '尚有工作站未完成，無法出餐',
  ALREADY_READY: '此訂單已出餐',
  STATION_NOT_FOUND: '工作站不存在',
  CATEGORY_NOT_FOUND: '分類不存在',
  BOARD_NOT_FOUND: '取餐看板不存在或連結已更新',
} as const;

const storeId = requiredId('商店編號');

/** A station id in a query: 0 (no area) or a kitchen area's id. */
const queryStationId = z.preprocess(
  (value) => (typeof value === 'string' ? (value.trim() === '' ? undefined : Number(value)) : value),
  z
    .number({ error: (issue) => (issue.input === undefined ? '工作站為必填' : '工作站不正確') })
    .int('工作站不正確')
    .min(0, '工作站不正確')
    .max(ID_MAX, '工作站不正確'),
);

const bodyStationId = z.number({ error: '工作站為必填' }).int('工作站不正確').min(0, '工作站不正確').max(ID_MAX, '工作站不正確');

export const kdsTicketsQuerySchema = requestObject({ storeId: queryId('商店編號'), stationId: queryStationId });
export type KdsTicketsQuery = z.infer<typeof kdsTicketsQuerySchema>;
export const kdsStoreQuerySchema = requestObject({ storeId: queryId('商店編號') });
export type KdsStoreQuery = z.infer<typeof kdsStoreQuerySchema>;
export const kdsStoreBodySchema = requestObject({ storeId });
export type KdsStoreBody = z.infer<typeof kdsStoreBodySchema>;

export const kdsBumpRequestSchema = requestObject({
  storeId,
  ticketId: requiredId('廚房單編號'),
  /** Only these lines; the whole ticket when absent. */
  lineIds: z.array(requiredId('餐點編號'), { error: '餐點編號不正確' }).min(1, '請選擇餐點').max(200, '餐點過多').optional(),
});
export type KdsBumpRequest = z.infer<typeof kdsBumpRequestSchema>;

export const kdsRecallRequestSchema = requestObject({ storeId, ticketId: requiredId('廚房單編號') });
export type KdsRecallRequest = z.infer<typeof kdsRecallRequestSchema>;

export const kdsExpoBumpRequestSchema = requestObject({ storeId, orderId: requiredId('訂單編號') });
export type KdsExpoBumpRequest = z.infer<typeof kdsExpoBumpRequestSchema>;

export const kdsTicketLineSchema = z.object({
  lineId: z.number().int(),
  name: z.string(),
  count: z.number(),
  /** Options and combo parts as text. */
  options: z.array(z.string()),
  remark: z.string(),
  status: z.enum(KDS_LINE_STATUSES),
});
export type KdsTicketLine = z.infer<typeof kdsTicketLineSchema>;

export const kdsTicketSchema = z.object({
  ticketId: z.number().int(),
  orderId: z.number().int(),
  orderNo: z.string(),
  /** The station's id (0: no area). */
  station: z.number().int(),
  stationName: z.string(),
  status: z.enum(KDS_LINE_STATUSES),
  /** 1: the order's first send; 2, 3, ...: 加點 rounds. */
  round: z.number().int(),
  orderType: z.string(),
  tableNumber: z.string().nullable(),
  orderRemark: z.string(),
  targetMinutes: z.number().int(),
  /** When the order was placed (the ticket's age counts from it). */
  orderCreatedAt: z.string(),
  createdAt: z.string(),
  editedAt: z.string().nullable(),
  bumpedAt: z.string().nullable(),
  /** The ticket's last change (its lines' too): a screen keeps the newer of a read and an event (docs/kds.md). */
  updatedAt: z.string(),
  lines: z.array(kdsTicketLineSchema),
});
export type KdsTicket = z.infer<typeof kdsTicketSchema>;

export const kdsStationSchema = z.object({ stationId: z.number().int(), name: z.string(), mode: z.enum(KDS_STATION_MODES) });
export type KdsStation = z.infer<typeof kdsStationSchema>;

export const kdsExpoOrderSchema = z.object({
  orderId: z.number().int(),
  orderNo: z.string(),
  orderType: z.string(),
  tableNumber: z.string().nullable(),
  status: z.string(),
  createdAt: z.string(),
  /** Every station of the order is done: the expo may bump it. */
  allDone: z.boolean(),
  stations: z.array(z.object({ stationId: z.number().int(), name: z.string(), state: z.enum(['OPEN', 'DONE']), openLines: z.number() })),
});
export type KdsExpoOrder = z.infer<typeof kdsExpoOrderSchema>;

export const kdsSettingsSchema = z.object({
  expo: z.boolean(),
  newestAt: z.enum(KDS_NEWEST_AT),
  stations: z.array(kdsStationSchema),
  categories: z.array(z.object({ categoryId: z.number().int(), name: z.string(), targetMinutes: z.number().int() })),
});
export type KdsSettings = z.infer<typeof kdsSettingsSchema>;

const minutes = z
  .number({ error: '目標時間須為數字' })
  .int('目標時間須為整數')
  .min(1, '目標時間至少 1 分鐘')
  .max(KDS_TARGET_MINUTES_MAX, `目標時間不可超過 ${KDS_TARGET_MINUTES_MAX} 分鐘`);

export const kdsSettingsRequestSchema = requestObject({
  storeId,
  expo: z.boolean({ error: '出餐確認須為是或否' }).optional(),
  newestAt: z.enum(KDS_NEWEST_AT, { error: '新單位置不正確' }).optional(),
  stationModes: z
    .array(requestObject({ stationId: bodyStationId, mode: z.enum(KDS_STATION_MODES, { error: '工作站模式不正確' }) }), { error: '工作站模式不正確' })
    .max(200, '工作站過多')
    .optional(),
  categoryMinutes: z
    .array(requestObject({ categoryId: requiredId('分類編號'), minutes }), { error: '目標時間不正確' })
    .max(1000, '分類過多')
    .optional(),
});
export type KdsSettingsRequest = z.infer<typeof kdsSettingsRequestSchema>;

export const readyBoardLinkSchema = z.object({ token: z.string(), url: z.string() });
export type ReadyBoardLink = z.infer<typeof readyBoardLinkSchema>;

export const READY_TOKEN_PATTERN = /^[A-Za-z0-9_-]{16,64}$/;

export const readyBoardQuerySchema = requestObject({
  token: z.string({ error: '看板代碼為必填' }).regex(READY_TOKEN_PATTERN, '看板代碼不正確'),
  /** The ETag of the answer the page shows: the answer is held (at most `wait` ms) until it changes. */
  since: z.string().max(100, '版本不正確').optional(),
  wait: z.coerce.number({ error: '等待時間不正確' }).int('等待時間不正確').min(0, '等待時間不正確').max(READY_BOARD_WAIT_MAX_MS, '等待時間不正確').optional(),
});
export type ReadyBoardQuery = z.infer<typeof readyBoardQuerySchema>;

export const readyBoardSchema = z.object({ preparing: z.array(z.string()), ready: z.array(z.string()) });
export type ReadyBoard = z.infer<typeof readyBoardSchema>;

export const kdsStationTimesQuerySchema = requestObject({
  storeId: queryId('商店編號'),
  date: z.string({ error: '日期為必填' }).regex(/^\d{4}-\d{2}-\d{2}$/, '日期格式不正確'),
});
export type KdsStationTimesQuery = z.infer<typeof kdsStationTimesQuerySchema>;

export const kdsStationTimeSchema = z.object({
  stationId: z.number().int(),
  name: z.string(),
  /** The hour of the store's day (0-23) the tickets were bumped in. */
  hour: z.number().int(),
  tickets: z.number().int(),
  averageSeconds: z.number().int(),
});
export type KdsStationTime = z.infer<typeof kdsStationTimeSchema>;

/** How late a ticket is: past 80 % of its target amber, past it red. */
export function kdsAgeing(ageMs: number, targetMinutes: number): 'NORMAL' | 'AMBER' | 'RED' {
  const target = targetMinutes * 60_000;
  if (ageMs > target) return 'RED';
  if (ageMs > target * KDS_AMBER_SHARE) return 'AMBER';
  return 'NORMAL';
}
