import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { notificationsStore } from '@mantine/notifications';
import { ACCESS_MSG, CLIENT_VERSION, LOGOUT_GUARD_MS, MSG, REQUEST_TIMEOUT_MS } from '@diancan/core';
import { ApiError, http } from './http';
import { registerNavigator } from './navigation';
import { useOverlayState } from './overlay-state';
import { initialSession, useSession } from './session';

/** A fake network: every call answers with a real Response built by `answer`. */
function serve(answer: (request: Request) => Response | Promise<Response>) {
  const calls: Request[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
      const request = new Request(new URL(String(input), 'http://localhost'), init);
      calls.push(request);
      return answer(request);
    }),
  );
  return calls;
}

function json(status: number, body: unknown): Response {
  return new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
}

function toastMessages(): string[] {
  return notificationsStore.getState().notifications.map((n) => String(n.message));
}

let navigations: string[];
let clock = Date.UTC(2026, 0, 1);

beforeEach(() => {
  // Each test starts a full logout guard later than the previous one.
  clock += 10 * LOGOUT_GUARD_MS;
  vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'Date'] });
  vi.setSystemTime(clock);
  navigations = [];
  registerNavigator((path) => navigations.push(path));
  useSession.setState({ ...initialSession, token: true, xsrfToken: 'xsrf-1', storeId: 7 });
  useOverlayState.setState({ maintenance: { open: false, title: '', message: '' }, offline: false });
  notificationsStore.setState({ ...notificationsStore.getState(), notifications: [], queue: [] });
});

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
  registerNavigator(null);
});

describe('requests', () => {
  it('sends JSON to /api with the section 7 headers and resolves with the envelope', async () => {
    useSession.setState({ iosVersion: '3.2.1', androidVersion: null });
    const calls = serve(() => json(200, { status: true, message: null, data: { id: 1 } }));

    const result = await http.post<{ id: number }>('/back/thing/add', { name: '紅茶' });

    expect(result).toEqual({ status: true, message: null, data: { id: 1 } });
    const [request] = calls;
    expect(new URL(request.url).pathname).toBe('/api/back/thing/add');
    expect(request.method).toBe('POST');
    expect(request.headers.get('Content-Type')).toBe('application/json');
    expect(request.headers.get('X-CSRF-TOKEN')).toBe('xsrf-1');
    expect(request.headers.get('X-Back-Stage-Version')).toBe(CLIENT_VERSION);
    expect(request.headers.get('X-SID')).toBe('7');
    expect(request.headers.get('X-Ios-Version')).toBe('3.2.1');
    expect(request.headers.has('X-Android-Version')).toBe(false);
    expect(await request.json()).toEqual({ name: '紅茶' });
  });

  it('puts GET parameters in the query string, leaving out empty ones, and omits absent headers', async () => {
    useSession.setState({ xsrfToken: null, storeId: null });
    const calls = serve(() => json(200, { status: true, message: null, data: null }));

    await http.get('/back/store/setting/getConfig', { storeId: 12, name: undefined, code: null });

    const url = new URL(calls[0].url);
    expect(url.pathname + url.search).toBe('/api/back/store/setting/getConfig?storeId=12');
    expect(calls[0].headers.has('X-CSRF-TOKEN')).toBe(false);
    expect(calls[0].headers.has('X-SID')).toBe(false);
    expect(calls[0].headers.has('Content-Type')).toBe(false);
  });

  it('resolves a 200 with status false so the caller can read its message, without a toast', async () => {
    serve(() => json(200, { status: false, message: '識別碼錯誤!', data: null }));
    await expect(http.post('/back/account/validManagerCode', {})).resolves.toEqual({
      status: false,
      message: '識別碼錯誤!',
      data: null,
    });
    expect(toastMessages()).toEqual([]);
  });
});

describe('the error catalogue (access section 8)', () => {
  it('a network failure rejects with the network message and a red toast', async () => {
    serve(() => {
      throw new TypeError('Failed to fetch');
    });
    const error = await http.get('/health').catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ httpStatus: 0, message: MSG.NETWORK });
    expect(toastMessages()).toEqual([MSG.NETWORK]);
    expect(notificationsStore.getState().notifications[0].color).toBe('red');
  });

  it('a network failure while the browser is offline also opens the offline overlay', async () => {
    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    serve(() => {
      throw new TypeError('Failed to fetch');
    });
    await expect(http.get('/health')).rejects.toMatchObject({ message: MSG.NETWORK });
    expect(useOverlayState.getState().offline).toBe(true);
    vi.restoreAllMocks();
  });

  it('times out after 60 s with the network message', async () => {
    serve(
      (request) =>
        new Promise<Response>((_resolve, reject) => {
          request.signal.addEventListener('abort', () => reject(request.signal.reason));
        }),
    );
    const pending = http.get('/slow').catch((e: unknown) => e);
    await vi.advanceTimersByTimeAsync(REQUEST_TIMEOUT_MS - 1);
    expect(toastMessages()).toEqual([]);
    await vi.advanceTimersByTimeAsync(1);
    expect(await pending).toMatchObject({ httpStatus: 0, message: MSG.NETWORK });
  });

  it('a call the caller cancels rejects quietly', async () => {
    serve(
      (request) =>
        new Promise<Response>((_resolve, reject) => {
          request.signal.addEventListener('abort', () => reject(request.signal.reason));
        }),
    );
    const controller = new AbortController();
    const pending = http.get('/slow', undefined, { signal: controller.signal }).catch((e: unknown) => e);
    controller.abort();
    expect(await pending).not.toBeInstanceOf(ApiError);
    expect(toastMessages()).toEqual([]);
  });

  it('a 2xx that is not an envelope, or a gateway error, means no response from the server', async () => {
    serve(() => new Response('<html>proxy</html>', { status: 200 }));
    await expect(http.get('/x')).rejects.toMatchObject({ message: MSG.NO_RESPONSE });
    serve(() => new Response('', { status: 502 }));
    await expect(http.get('/x')).rejects.toMatchObject({ httpStatus: 502, message: MSG.NO_RESPONSE });
  });

  it('a 400 rejects with the server message; opts.silent leaves the toast to the caller', async () => {
    serve(() => json(400, { status: false, message: '帳號為必填', data: null }));
    await expect(http.post('/back/x', {})).rejects.toMatchObject({ httpStatus: 400, message: '帳號為必填' });
    await expect(http.post('/back/x', {}, { silent: true })).rejects.toMatchObject({ message: '帳號為必填' });
    expect(toastMessages()).toEqual(['帳號為必填']);
  });

  it('other errors without a message fall back to the service message', async () => {
    serve(() => new Response('', { status: 500 }));
    await expect(http.get('/x')).rejects.toMatchObject({ httpStatus: 500, message: MSG.SERVER });
  });

  it('a 429 uses the server message or 操作過於頻繁', async () => {
    serve(() => json(429, { status: false, message: null, data: null }));
    await expect(http.post('/back/login', {})).rejects.toMatchObject({ httpStatus: 429, message: MSG.TOO_MANY });
    serve(() => json(429, { status: false, message: '登入失敗次數過多', data: null }));
    await expect(http.post('/back/login', {})).rejects.toMatchObject({ message: '登入失敗次數過多' });
  });

  it('a 503 opens the maintenance overlay and rejects with 服務更新中; a later non-503 error clears it', async () => {
    serve(() => json(503, { status: false, message: null, data: { title: '系統維護', message: '十點恢復' } }));
    await expect(http.get('/back/x')).rejects.toMatchObject({ httpStatus: 503, message: MSG.MAINTENANCE });
    expect(useOverlayState.getState().maintenance).toEqual({ open: true, title: '系統維護', message: '十點恢復' });
    expect(toastMessages()).toEqual([]);

    serve(() => json(404, { status: false, message: '找不到資料', data: null }));
    await expect(http.get('/back/x')).rejects.toMatchObject({ httpStatus: 404 });
    expect(useOverlayState.getState().maintenance.open).toBe(false);
  });
});

describe('403 asking for the manager code', () => {
  it('puts the reports keypad back (the server pass ended), never for a manager session', async () => {
    serve(() => json(403, { status: false, message: ACCESS_MSG.MANAGER_CODE_REQUIRED, data: null }));
    useSession.setState({ managerGateOn: false, manager: false });
    await expect(http.post('/back/store/shift/page', {})).rejects.toMatchObject({ httpStatus: 403 });
    expect(useSession.getState().managerGateOn).toBe(true);

    useSession.setState({ managerGateOn: false, manager: true });
    await expect(http.post('/back/store/shift/page', {})).rejects.toMatchObject({ httpStatus: 403 });
    expect(useSession.getState().managerGateOn).toBe(false);
  });
});

describe('401: silent logout once, and the call never settles', () => {
  it('logs out silently and leaves the promise pending', async () => {
    serve(() => json(401, { status: false, message: '請重新登入', data: null }));
    let settled = false;
    void http.get('/back/user/getCurrent').then(
      () => (settled = true),
      () => (settled = true),
    );
    await vi.advanceTimersByTimeAsync(REQUEST_TIMEOUT_MS * 2);
    expect(settled).toBe(false);
    expect(useSession.getState().token).toBe(false);
    expect(navigations).toEqual(['/login']);
    expect(toastMessages()).toEqual([]);
  });

  it('logs out only once for 401s within the 1 s guard, and again after it', async () => {
    serve(() => json(401, { status: false, message: null, data: null }));
    const logout = vi.spyOn(useSession.getState(), 'logout');
    useSession.setState({ logout });
    void http.get('/a');
    void http.get('/b');
    await vi.advanceTimersByTimeAsync(LOGOUT_GUARD_MS - 1);
    void http.get('/c');
    await vi.advanceTimersByTimeAsync(0);
    expect(logout).toHaveBeenCalledTimes(1);

    await vi.advanceTimersByTimeAsync(1);
    void http.get('/d');
    await vi.advanceTimersByTimeAsync(0);
    expect(logout).toHaveBeenCalledTimes(2);
  });

  it('the logout call and the sign-in call reject normally on 401', async () => {
    serve(() => json(401, { status: false, message: '帳號或密碼錯誤', data: null }));
    await expect(http.post('/logout', undefined, { silent: true })).rejects.toMatchObject({ httpStatus: 401 });
    await expect(http.post('/back/login', {})).rejects.toMatchObject({ message: '帳號或密碼錯誤' });
    expect(useSession.getState().token).toBe(true);
  });
});
