import { z } from 'zod';
import { kdsTicketSchema } from './kds.js';

/**
 * The realtime link (access document sections 4 and 7): STOMP 1.2 over WebSocket.
 * Every event type is declared once here with the shape of its data; the server broker,
 * the services that publish and the web client all use these names and schemas.
 */

// ---- endpoint, headers, destinations ---------------------------------------------------------

/** The WebSocket endpoint (same origin as the API). */
export const REALTIME_PATH = '/app/websocket';
/** WebSocket subprotocol the server selects; @stomp/stompjs offers it first. */
export const STOMP_SUBPROTOCOL = 'v12.stomp';
/** CONNECT header naming the store the device works for (checked against the user's stores). */
export const CONNECT_STORE_HEADER = 'storeId';
/** Optional CONNECT header with a stable id of the device, used for the presence list. */
export const CONNECT_DEVICE_HEADER = 'deviceId';
/**
 * Optional SUBSCRIBE header: server time (epoch ms) from which recent messages of that destination are replayed,
 * so a client that reconnects gets what was published while it was away (duplicates are dropped by messageId).
 */
export const REPLAY_SINCE_HEADER = 'replay-since';
/** CONNECTED header: the server's clock (epoch ms) when the session opened. */
export const SERVER_TIME_HEADER = 'server-time';

/** Clients SEND the body `PING` here every heartbeat; the server keeps the store's online devices from it. */
export const PING_DESTINATION = '/app/connect/backstage';
export const PING_BODY = 'PING';

export const PLATFORM_ANNOUNCEMENT_TOPIC = '/topic/platform/announcement';

/** Personal queues: a client subscribes to `/user/queue/<name>` and receives only what is addressed to its user. */
export const USER_QUEUE_NAMES = ['backstage', 'printer', 'announcement'] as const;
export type UserQueueName = (typeof USER_QUEUE_NAMES)[number];

export const USER_QUEUES = {
  backstage: '/user/queue/backstage',
  printer: '/user/queue/printer',
  announcement: '/user/queue/announcement',
} as const satisfies Record<UserQueueName, string>;

/** A store's topic: orders, menu and config changes of that store. */
export function storeRefreshTopic(storeId: number): string {
  return `/topic/store/${storeId}/refresh`;
}

const STORE_TOPIC_PATTERN = /^\/topic\/store\/([1-9]\d{0,15})\/refresh$/;

/** The store id of a store topic, or null when the destination is not one. */
export function parseStoreRefreshTopic(destination: string): number | null {
  const match = STORE_TOPIC_PATTERN.exec(destination);
  if (!match) return null;
  const storeId = Number(match[1]);
  return Number.isSafeInteger(storeId) ? storeId : null;
}

/** The personal queue a destination names, or null. */
export function parseUserQueue(destination: string): UserQueueName | null {
  return USER_QUEUE_NAMES.find((name) => USER_QUEUES[name] === destination) ?? null;
}

/** ERROR frame `message` header values the web client reacts to. */
export const REALTIME_ERRORS = {
  /** The session behind the socket was revoked (logout, password change, kick-out): sign in again. */
  SESSION_REVOKED: 'session revoked',
  UNAUTHORIZED: 'unauthorized',
  FORBIDDEN_DESTINATION: 'forbidden destination',
  FORBIDDEN_STORE: 'forbidden store',
  MALFORMED_FRAME: 'malformed frame',
  FRAME_TOO_LARGE: 'frame too large',
  HEARTBEAT_TIMEOUT: 'heart-beat timeout',
  PROTOCOL: 'protocol error',
} as const;

// ---- event data ------------------------------------------------------------------------------

const id = z.number().int().positive();

export const ORDER_CHANNELS = ['POS', 'KIOSK', 'MOBILE', 'UBER_EATS', 'FOODPANDA'] as const;
export const PRINTER_SLOTS = ['POS', 'SECOND_POS', 'TAG'] as const;
export const PRINTER_STATES = ['ONLINE', 'OFFLINE', 'CONNECTING'] as const;
export type PrinterSlot = (typeof PRINTER_SLOTS)[number];
export type PrinterState = (typeof PRINTER_STATES)[number];
export const ANNOUNCEMENT_KINDS = ['TEXT', 'CLEAR_CACHE', 'APP_UPDATE'] as const;
export const KICK_OUT_REASONS = ['ALL_USERS', 'ACCOUNT_DISABLED', 'SESSION_ENDED'] as const;
/** The drawer-side reports a REPORT_CHANGED names: shift handover (交班) and cash drawer records (臨時收支). */
export const CHANGED_REPORTS = ['SHIFT', 'CASH_DRAWER'] as const;

/**
 * The data of each event type. Events say what changed, not the whole record: a client refetches what it shows
 * through the API, so a message never carries more than the receiver may already read.
 */
export const realtimeEventData = {
  /** An order was placed (POS, kiosk, mobile, delivery platform): the order board refreshes, the red marker shows. */
  NEW_ORDER: z.object({ storeId: id, orderId: id, orderNo: z.string(), channel: z.enum(ORDER_CHANNELS) }),
  /**
   * An order changed (status, lines, payment, delivery, ...). `version` is the order's version after the change: a
   * board already showing that version (its own edit's answer) need not refetch the card.
   */
  ORDER_UPDATED: z.object({ storeId: id, orderId: id, status: z.string(), version: z.number().int().positive().optional() }),
  /**
   * Something on the store's floor changed (docs/tables.md): a check opened, added to, paid, split, moved or merged,
   * or the floor plan edited. The 桌位 views re-read the floor; `tableIds` names the tables (empty: the whole plan).
   */
  TABLE_CHANGED: z.object({ storeId: id, tableIds: z.array(id) }),
  /** Menu data of the store changed (items, categories, tastes, combos, remarks, stock). */
  MENU_CHANGED: z.object({ storeId: id }),
  /**
   * A shift was finished, recalculated or removed, or a cash drawer record was added, edited or removed: another
   * terminal's shift and drawer pages refetch (a finished shift also hands the drawer records over).
   */
  REPORT_CHANGED: z.object({ storeId: id, report: z.enum(CHANGED_REPORTS) }),
  /** Store settings changed; `setting` names the one that did when it is a single switch. */
  CONFIG_CHANGED: z.object({ storeId: id, setting: z.string().nullable() }),
  /** The account's password was changed or reset: its sessions end; the client logs out after 3 s. */
  PASSWORD_RESET: z.object({ userId: id, account: z.string() }),
  /** The user's sessions were ended by the platform. */
  KICK_OUT: z.object({ reason: z.enum(KICK_OUT_REASONS) }),
  START_MAINTENANCE: z.object({ title: z.string(), message: z.string() }),
  END_MAINTENANCE: z.object({}),
  /** A new announcement to show; the client fetches its announcement list. */
  ANNOUNCEMENT: z.object({ announcementId: id, kind: z.enum(ANNOUNCEMENT_KINDS), title: z.string() }),
  PRINTER_STATUS: z.object({ storeId: id, printer: z.enum(PRINTER_SLOTS), status: z.enum(PRINTER_STATES) }),
  /** A print job was queued for a printer-box printer of the store: the box fetches its pending jobs (docs/printing.md). */
  PRINT_JOB: z.object({ storeId: id, printerName: z.string(), jobId: id }),
  /**
   * A kitchen display ticket was made (an order's first send or a 加點 round, docs/kds.md). `ticket` is the ticket as
   * GET tickets answers it: its station's screens show it without reading (they read on (re)connect only).
   */
  KDS_TICKET_CREATED: z.object({
    storeId: id,
    ticketId: id,
    orderId: id,
    stationId: z.number().int().min(0),
    round: z.number().int().positive(),
    ticket: kdsTicketSchema,
  }),
  /**
   * A ticket changed: bumped, recalled, a line done or cancelled (`edited`: its lines changed, the screen flashes it);
   * `ticket` is its new state (a screen drops it when it is no longer OPEN).
   */
  KDS_TICKET_UPDATED: z.object({
    storeId: id,
    ticketId: id,
    orderId: id,
    stationId: z.number().int().min(0),
    status: z.enum(['OPEN', 'DONE', 'CANCELLED']),
    edited: z.boolean(),
    ticket: kdsTicketSchema,
  }),
} as const;

export type RealtimeEventType = keyof typeof realtimeEventData;
export const REALTIME_EVENT_TYPES = Object.keys(realtimeEventData) as RealtimeEventType[];
export type RealtimeEventData<T extends RealtimeEventType> = z.infer<(typeof realtimeEventData)[T]>;

// ---- message ---------------------------------------------------------------------------------

function messageSchemaOf<T extends RealtimeEventType>(type: T) {
  return z.object({
    messageId: z.string().min(1).max(100),
    type: z.literal(type),
    data: realtimeEventData[type],
    sentAt: z.iso.datetime({ offset: true }),
  });
}

/** The JSON body of every MESSAGE frame. */
export const realtimeMessageSchema = z.discriminatedUnion('type', [
  messageSchemaOf('NEW_ORDER'),
  messageSchemaOf('ORDER_UPDATED'),
  messageSchemaOf('MENU_CHANGED'),
  messageSchemaOf('TABLE_CHANGED'),
  messageSchemaOf('REPORT_CHANGED'),
  messageSchemaOf('CONFIG_CHANGED'),
  messageSchemaOf('PASSWORD_RESET'),
  messageSchemaOf('KICK_OUT'),
  messageSchemaOf('START_MAINTENANCE'),
  messageSchemaOf('END_MAINTENANCE'),
  messageSchemaOf('ANNOUNCEMENT'),
  messageSchemaOf('PRINTER_STATUS'),
  messageSchemaOf('PRINT_JOB'),
  messageSchemaOf('KDS_TICKET_CREATED'),
  messageSchemaOf('KDS_TICKET_UPDATED'),
]);

export type RealtimeMessage<T extends RealtimeEventType = RealtimeEventType> = {
  [K in T]: { messageId: string; type: K; data: RealtimeEventData<K>; sentAt: string };
}[T];

// ---- who receives what -----------------------------------------------------------------------

/**
 * Where a publisher sends an event: the platform topic, one store's topic, or a personal queue of one user
 * (`userId`) or of every user (`'all'`, e.g. kick-out-all-users).
 */
export type RealtimeTarget =
  | { destination: 'platform' }
  | { destination: 'store'; storeId: number }
  /** One front-stage order's status page (subscribed as frontOrderTopic(statusToken), no session needed). */
  | { destination: 'frontOrder'; orderId: number }
  | { [Q in UserQueueName]: { destination: Q; userId: number | 'all' } }[UserQueueName];

export type RealtimeTargetKind = RealtimeTarget['destination'];

/** The destinations each event type may be published to. */
export const EVENT_DESTINATIONS = {
  NEW_ORDER: ['store'],
  ORDER_UPDATED: ['store', 'frontOrder'],
  MENU_CHANGED: ['store'],
  TABLE_CHANGED: ['store'],
  REPORT_CHANGED: ['store'],
  CONFIG_CHANGED: ['store'],
  PASSWORD_RESET: ['backstage'],
  KICK_OUT: ['backstage'],
  START_MAINTENANCE: ['platform'],
  END_MAINTENANCE: ['platform'],
  ANNOUNCEMENT: ['platform', 'announcement'],
  PRINTER_STATUS: ['printer'],
  PRINT_JOB: ['printer'],
  KDS_TICKET_CREATED: ['store'],
  KDS_TICKET_UPDATED: ['store'],
} as const satisfies { [T in RealtimeEventType]: readonly RealtimeTargetKind[] };

/** The targets an event of type T may be published to (checked by the compiler at every publish call). */
export type TargetFor<T extends RealtimeEventType> = Extract<
  RealtimeTarget,
  { destination: (typeof EVENT_DESTINATIONS)[T][number] }
>;

export function isAllowedTarget(type: RealtimeEventType, target: RealtimeTarget): boolean {
  return (EVENT_DESTINATIONS[type] as readonly RealtimeTargetKind[]).includes(target.destination);
}

/** The destination a client subscribes to for a target. */
export function subscriptionDestinationOf(target: RealtimeTarget): string {
  switch (target.destination) {
    case 'platform':
      return PLATFORM_ANNOUNCEMENT_TOPIC;
    case 'store':
      return storeRefreshTopic(target.storeId);
    case 'frontOrder':
      throw new Error('a front order topic is named by its status token, which only the server signs');
    default:
      return USER_QUEUES[target.destination];
  }
}
