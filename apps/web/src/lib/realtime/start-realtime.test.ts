import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { notificationsStore } from '@mantine/notifications';
import {
  FORCED_LOGOUT_MS,
  HEARTBEAT_MS,
  MSG,
  PING_DESTINATION,
  PLATFORM_ANNOUNCEMENT_TOPIC,
  type RealtimeEventData,
  type RealtimeEventType,
  type RealtimeMessage,
  RECONNECT_DELAY_MS,
  RECONNECT_MAX_TRIES,
  RECONNECT_MODAL_FROM,
  storeRefreshTopic,
  USER_QUEUES,
} from '@diancan/core';
import { registerNavigator } from '../navigation';
import { useOverlayState } from '../overlay-state';
import { requestReconnect } from '../realtime-hooks';
import { initialSession, useSession } from '../session';
import { FakeStompServer, type FakeSocket } from './fake-stomp-server';
import { useRealtimeLink } from './link-store';
import { onRealtimeMessage } from './realtime-events';
import { setRealtimeActive, startRealtime } from './start-realtime';

/** The whole web side of the link (startRealtime -> RealtimeClient -> @stomp/stompjs) against a fake server. */

let server: FakeStompServer;
let stop: () => void;
let counter = 0;

function message<T extends RealtimeEventType>(type: T, data: RealtimeEventData<T>, messageId = `m-${(counter += 1)}`) {
  return { messageId, type, data, sentAt: new Date().toISOString() } as RealtimeMessage<T>;
}

function toasts(): string[] {
  return notificationsStore.getState().notifications.map((entry) => String(entry.message));
}

function signIn(overrides: Partial<typeof initialSession> = {}): void {
  useSession.setState({
    ...initialSession,
    token: true,
    currentUserLoaded: true,
    userId: 5,
    account: 'store',
    storeId: 11,
    storeList: [
      { id: 11, name: '信義店' },
      { id: 12, name: '大安店' },
    ],
    ...overrides,
  });
}

/** Lets the fake sockets open and the frames flow. */
async function settle(ms = 0): Promise<void> {
  await vi.advanceTimersByTimeAsync(ms);
}

/** One automatic try: its timer goes off, then its socket opens or fails. */
async function nextTry(): Promise<void> {
  await settle(RECONNECT_DELAY_MS);
  await settle(5);
}

async function connected(): Promise<FakeSocket> {
  await settle(10);
  const socket = server.current;
  expect(socket?.framesOf('CONNECT')).toHaveLength(1);
  expect(useRealtimeLink.getState().status).toBe('connected');
  return socket!;
}

beforeEach(() => {
  vi.useFakeTimers();
  server = new FakeStompServer();
  vi.stubGlobal('WebSocket', server.WebSocket);
  window.history.replaceState({}, '', '/store-pos');
  registerNavigator(() => undefined);
  useSession.setState(initialSession);
  useOverlayState.getState().closeMaintenance();
  notificationsStore.setState((state) => ({ ...state, notifications: [], queue: [] }));
  stop = startRealtime();
});

afterEach(() => {
  stop();
  vi.unstubAllGlobals();
  vi.useRealTimers();
  registerNavigator(null);
});

describe('connecting', () => {
  it('connects once signed in, with the store and device headers and the spec’s subscriptions', async () => {
    await settle(10);
    expect(server.sockets).toHaveLength(0);
    signIn();
    const socket = await connected();
    expect(socket.url).toBe('ws://localhost:3000/app/websocket');
    expect(socket.connectHeaders).toMatchObject({ storeId: '11', 'heart-beat': `${HEARTBEAT_MS},${HEARTBEAT_MS}` });
    expect(socket.connectHeaders?.deviceId).toMatch(/^[0-9a-f]{32}$/);
    expect([...socket.subscriptions.values()]).toEqual([
      PLATFORM_ANNOUNCEMENT_TOPIC,
      USER_QUEUES.backstage,
      USER_QUEUES.printer,
      storeRefreshTopic(11),
      USER_QUEUES.announcement,
    ]);
  });

  it('does not subscribe a manager to the personal announcement queue', async () => {
    signIn({ manager: true, storeId: null, account: 'manager' });
    const socket = await connected();
    expect([...socket.subscriptions.values()]).toEqual([
      PLATFORM_ANNOUNCEMENT_TOPIC,
      USER_QUEUES.backstage,
      USER_QUEUES.printer,
    ]);
  });

  it('sends PING to /app/connect/backstage at once and every 5 s', async () => {
    signIn();
    const socket = await connected();
    const pings = () => socket.framesOf('SEND').filter((frame) => frame.headers.destination === PING_DESTINATION);
    expect(pings()).toHaveLength(1);
    await settle(3 * HEARTBEAT_MS);
    expect(pings()).toHaveLength(4);
    expect(pings()[0]?.body).toBe('PING');
  });

  it('reconnects with the new store header when the store changes, and disconnects on logout', async () => {
    signIn();
    const first = await connected();
    useSession.getState().switchStore(12);
    const second = await connected();
    expect(second).not.toBe(first);
    expect(second.connectHeaders?.storeId).toBe('12');
    expect([...second.subscriptions.values()]).toContain(storeRefreshTopic(12));
    useSession.getState().logout();
    await settle(10);
    expect(second.readyState).toBe(3);
    expect(server.sockets).toHaveLength(2);
    expect(useRealtimeLink.getState().status).toBe('idle');
  });

  it('follows the native wrapper’s active flag', async () => {
    signIn();
    const socket = await connected();
    setRealtimeActive(false);
    await settle(10);
    expect(socket.readyState).toBe(3);
    setRealtimeActive(true);
    await connected();
    expect(server.sockets).toHaveLength(2);
  });
});

describe('messages', () => {
  it('sets the red marker for a new order, except on order-manage', async () => {
    signIn();
    await connected();
    const heard: RealtimeMessage[] = [];
    const stopListening = onRealtimeMessage('NEW_ORDER', (entry) => heard.push(entry));
    server.publish(storeRefreshTopic(11), message('NEW_ORDER', { storeId: 11, orderId: 1, orderNo: 'A1', channel: 'KIOSK' }));
    expect(useSession.getState().redMarker).toBe(true);
    useSession.getState().setRedMarker(false);
    window.history.replaceState({}, '', '/order-manage/socket');
    server.publish(storeRefreshTopic(11), message('NEW_ORDER', { storeId: 11, orderId: 2, orderNo: 'A2', channel: 'POS' }));
    expect(useSession.getState().redMarker).toBe(false);
    expect(heard.map((entry) => entry.type === 'NEW_ORDER' && entry.data.orderId)).toEqual([1, 2]);
    stopListening();
  });

  it('passes a menu change on only on the POS route', async () => {
    signIn();
    await connected();
    const heard: RealtimeMessage[] = [];
    const stopListening = onRealtimeMessage('MENU_CHANGED', (entry) => heard.push(entry));
    server.publish(storeRefreshTopic(11), message('MENU_CHANGED', { storeId: 11 }));
    window.history.replaceState({}, '', '/menu-manage/meals');
    server.publish(storeRefreshTopic(11), message('MENU_CHANGED', { storeId: 11 }));
    expect(heard).toHaveLength(1);
    stopListening();
  });

  it('ignores a message whose messageId it already handled', async () => {
    signIn();
    await connected();
    const heard: RealtimeMessage[] = [];
    const stopListening = onRealtimeMessage('ORDER_UPDATED', (entry) => heard.push(entry));
    const update = message('ORDER_UPDATED', { storeId: 11, orderId: 1, status: 'PAID' });
    server.publish(storeRefreshTopic(11), update);
    server.publish(storeRefreshTopic(11), update);
    expect(heard).toHaveLength(1);
    stopListening();
  });

  it('opens and closes the maintenance overlay', async () => {
    signIn();
    await connected();
    server.publish(PLATFORM_ANNOUNCEMENT_TOPIC, message('START_MAINTENANCE', { title: '系統維護', message: '23:00 恢復' }));
    expect(useOverlayState.getState().maintenance).toEqual({ open: true, title: '系統維護', message: '23:00 恢復' });
    server.publish(PLATFORM_ANNOUNCEMENT_TOPIC, message('END_MAINTENANCE', {}));
    expect(useOverlayState.getState().maintenance.open).toBe(false);
  });

  it('shows the printer status', async () => {
    signIn();
    await connected();
    server.publish(USER_QUEUES.printer, message('PRINTER_STATUS', { storeId: 11, printer: 'SECOND_POS', status: 'ONLINE' }));
    expect(useSession.getState().printerStatus).toEqual({ pos: 'OFFLINE', posSecond: 'ONLINE', tag: 'OFFLINE' });
  });

  it('on a password reset of this account: shows the notice, stops the link, logs out after 3 s', async () => {
    signIn();
    const socket = await connected();
    server.publish(USER_QUEUES.backstage, message('PASSWORD_RESET', { userId: 99, account: 'someone-else' }));
    expect(toasts()).not.toContain(MSG.PASSWORD_RESET_LOGOUT);
    server.publish(USER_QUEUES.backstage, message('PASSWORD_RESET', { userId: 5, account: 'store' }));
    expect(toasts()).toContain(MSG.PASSWORD_RESET_LOGOUT);
    await settle(10);
    expect(socket.readyState).toBe(3);
    // The server closing the revoked session's socket meanwhile brings no modal and no reconnect.
    await settle(FORCED_LOGOUT_MS - 100);
    expect(useSession.getState().token).toBe(true);
    expect(server.sockets).toHaveLength(1);
    await settle(100);
    expect(useSession.getState().token).toBe(false);
  });

  it('logs out at once on a kick-out that ended this session', async () => {
    vi.stubGlobal('fetch', vi.fn(async () => new Response(null, { status: 401 })));
    signIn();
    await connected();
    server.publish(USER_QUEUES.backstage, message('KICK_OUT', { reason: 'ALL_USERS' }));
    await settle(0);
    expect(useSession.getState().token).toBe(false);
  });

  it('stays signed in on a kick-out that spared this session (the staff member who sent it)', async () => {
    const fetchCurrent = vi.fn(async () => new Response('{}', { status: 200 }));
    vi.stubGlobal('fetch', fetchCurrent);
    signIn();
    await connected();
    server.publish(USER_QUEUES.backstage, message('KICK_OUT', { reason: 'ALL_USERS' }));
    await settle(0);
    expect(fetchCurrent).toHaveBeenCalledWith('/api/back/user/getCurrent', { credentials: 'same-origin' });
    expect(useSession.getState().token).toBe(true);
  });

  it('logs out when the server ends the session', async () => {
    signIn();
    const socket = await connected();
    socket.fail('session revoked');
    await settle(10);
    expect(useSession.getState().token).toBe(false);
  });
});

describe('losing the link', () => {
  it('retries every second, opens the modal from the 3rd failure, and says 重新連線成功! when back', async () => {
    signIn();
    const socket = await connected();
    server.reachable = false;
    socket.drop();
    expect(useRealtimeLink.getState().status).toBe('error');
    for (let failure = 1; failure <= RECONNECT_MODAL_FROM; failure += 1) {
      await nextTry();
      expect(useRealtimeLink.getState().failures).toBe(failure);
      expect(useRealtimeLink.getState().modalOpen).toBe(failure >= RECONNECT_MODAL_FROM);
    }
    server.reachable = true;
    await nextTry();
    expect(useRealtimeLink.getState()).toMatchObject({ status: 'connected', modalOpen: false, failures: 0 });
    expect(toasts()).toContain(MSG.RECONNECTED);
  });

  it('asks the server to replay what it missed when it subscribes again', async () => {
    signIn();
    const first = await connected();
    expect(first.framesOf('SUBSCRIBE').every((frame) => frame.headers['replay-since'] === undefined)).toBe(true);
    await settle(2_000);
    const lostAt = Date.now();
    first.drop();
    await nextTry();
    const second = server.current!;
    const since = second.framesOf('SUBSCRIBE').map((frame) => Number(frame.headers['replay-since']));
    expect(since).toHaveLength(5);
    // From shortly before the last sign of life (the last PING-era activity), never after the loss.
    for (const value of since) {
      expect(value).toBeLessThanOrEqual(lostAt);
      expect(value).toBeGreaterThan(lostAt - 10_000);
    }
  });

  it('does not count a manual retry', async () => {
    signIn();
    const socket = await connected();
    server.reachable = false;
    socket.drop();
    for (let failure = 1; failure <= RECONNECT_MODAL_FROM; failure += 1) await nextTry();
    expect(useRealtimeLink.getState().failures).toBe(RECONNECT_MODAL_FROM);
    requestReconnect();
    await settle(10);
    expect(useRealtimeLink.getState().failures).toBe(RECONNECT_MODAL_FROM);
    expect(server.sockets).toHaveLength(1 + RECONNECT_MODAL_FROM + 1);
  });

  it('logs out after 30 failed tries', async () => {
    signIn();
    const socket = await connected();
    server.reachable = false;
    socket.drop();
    for (let failure = 1; failure < RECONNECT_MAX_TRIES; failure += 1) await nextTry();
    expect(useSession.getState().token).toBe(true);
    expect(useRealtimeLink.getState().failures).toBe(RECONNECT_MAX_TRIES - 1);
    await nextTry();
    expect(useSession.getState().token).toBe(false);
    expect(server.sockets).toHaveLength(1 + RECONNECT_MAX_TRIES);
    await settle(10 * RECONNECT_DELAY_MS);
    expect(server.sockets).toHaveLength(1 + RECONNECT_MAX_TRIES);
  });
});
