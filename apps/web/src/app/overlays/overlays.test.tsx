import { MantineProvider } from '@mantine/core';
import { act, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { LOADING_TIMEOUT_MS, MAINTENANCE_POLL_MS, MSG, OFFLINE_RETRY_MS } from '@diancan/core';
import { http } from '../../lib/http';
import { useOverlayState } from '../../lib/overlay-state';
import { useSession } from '../../lib/session';
import { onReconnectRequest } from '../../lib/realtime-hooks';
import { envelope, failure, fakeApi } from '../../test/fake-api';
import { formatClock } from '../shells/Clock';
import { EnvironmentTag, environmentLabel } from './EnvironmentTag';
import { MaintenanceOverlay } from './MaintenanceOverlay';
import { OfflineOverlay } from './OfflineOverlay';
import { PageLoadingOverlay } from './PageLoadingOverlay';

const wrap = (ui: React.ReactNode) => render(<MantineProvider>{ui}</MantineProvider>);

beforeEach(() => {
  useOverlayState.setState({ maintenance: { open: false, title: '', message: '' }, offline: false, loadingCount: 0 });
});

afterEach(() => vi.restoreAllMocks());

describe('maintenance overlay', () => {
  it('shows the 503 title and message, polls BACKSTAGE_H5_VERSION every 60 s, and reloads once it is answered', async () => {
    vi.useFakeTimers();
    const reload = vi.fn();
    vi.stubGlobal('location', { ...window.location, reload });
    let maintenance = true;
    const maintenanceReply = () => failure(503, null, { title: '系統維護中', message: '預計 22:00 恢復服務' });
    const api = fakeApi({
      'GET /api/back/store/report/x': maintenanceReply,
      // The web version is refused (503) while maintenance is on: an answer means the service is back.
      'GET /api/back/system/get': () => (maintenance ? maintenanceReply() : envelope('v1.18.0')),
    });
    wrap(<MaintenanceOverlay />);

    await act(() => http.get('/back/store/report/x').catch(() => undefined));
    expect(screen.getByText('系統維護中')).toBeTruthy();
    expect(screen.getByText('預計 22:00 恢復服務')).toBeTruthy();

    await act(() => vi.advanceTimersByTimeAsync(MAINTENANCE_POLL_MS - 1));
    expect(api.count('GET /api/back/system/get')).toBe(0);
    await act(() => vi.advanceTimersByTimeAsync(1));
    expect(api.count('GET /api/back/system/get')).toBe(1);
    expect(screen.getByText('系統維護中')).toBeTruthy();
    expect(reload).not.toHaveBeenCalled();

    maintenance = false;
    await act(() => vi.advanceTimersByTimeAsync(MAINTENANCE_POLL_MS));
    expect(reload).toHaveBeenCalledOnce();
    expect(screen.queryByText('系統維護中')).toBeNull();
  });

  it('reloads when END_MAINTENANCE (or any later answer) closes it', async () => {
    const reload = vi.fn();
    vi.stubGlobal('location', { ...window.location, reload });
    fakeApi({ 'GET /api/back/x': () => failure(503, null, { title: '系統維護中', message: '' }) });
    wrap(<MaintenanceOverlay />);
    await act(() => http.get('/back/x').catch(() => undefined));
    expect(reload).not.toHaveBeenCalled();
    act(() => useOverlayState.getState().closeMaintenance());
    expect(reload).toHaveBeenCalledOnce();
  });

  it('START_MAINTENANCE blocks a staff page too, which may set it aside without a reload (a store page may not)', async () => {
    const reload = vi.fn();
    vi.stubGlobal('location', { ...window.location, reload });
    useSession.setState({ manager: false });
    wrap(<MaintenanceOverlay />);
    act(() => useOverlayState.getState().openMaintenance({ title: '系統維護中', message: '' }));
    expect(screen.getByRole('alertdialog', { name: '系統維護中' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: '平台人員繼續作業' })).toBeNull();

    act(() => useSession.setState({ manager: true }));
    fireEvent.click(screen.getByRole('button', { name: '平台人員繼續作業' }));
    expect(screen.queryByRole('alertdialog')).toBeNull();
    expect(reload).not.toHaveBeenCalled();
    // END_MAINTENANCE afterwards finds nothing to close: still no reload.
    act(() => useOverlayState.getState().closeMaintenance());
    expect(reload).not.toHaveBeenCalled();
    useSession.setState({ manager: false });
  });

  it('falls back to 服務更新中 when the 503 carries no title', async () => {
    fakeApi({ 'GET /api/back/x': () => failure(503, null, null) });
    wrap(<MaintenanceOverlay />);
    await act(() => http.get('/back/x').catch(() => undefined));
    expect(screen.getByRole('alertdialog', { name: MSG.MAINTENANCE })).toBeTruthy();
  });
});

describe('network-offline overlay', () => {
  it('opens on the offline event; 重試 waits 1 s, asks the realtime link to reconnect and closes when the server answers', async () => {
    vi.useFakeTimers();
    const reconnect = vi.fn();
    const stop = onReconnectRequest(reconnect);
    let serverUp = false;
    fakeApi({ 'GET /api/health': () => (serverUp ? envelope({ ok: true }) : failure(502, null)) });
    wrap(<OfflineOverlay />);

    act(() => void window.dispatchEvent(new Event('offline')));
    expect(screen.getByText(MSG.NETWORK)).toBeTruthy();

    fireEvent.click(screen.getByRole('button', { name: '重試' }));
    await act(() => vi.advanceTimersByTimeAsync(OFFLINE_RETRY_MS - 1));
    expect(reconnect).not.toHaveBeenCalled();
    await act(() => vi.advanceTimersByTimeAsync(1));
    expect(reconnect).toHaveBeenCalledOnce();
    // The server is still unreachable: the overlay stays, ready for another try.
    expect(screen.getByText(MSG.NETWORK)).toBeTruthy();

    serverUp = true;
    fireEvent.click(screen.getByRole('button', { name: '重試' }));
    await act(() => vi.advanceTimersByTimeAsync(OFFLINE_RETRY_MS));
    expect(reconnect).toHaveBeenCalledTimes(2);
    expect(screen.queryByText(MSG.NETWORK)).toBeNull();
    stop();
  });
});

describe('loading overlay', () => {
  it('reads 頁面載入中 and reports a timeout after 15 s', async () => {
    vi.useFakeTimers();
    const onTimeout = vi.fn();
    wrap(<PageLoadingOverlay visible onTimeout={onTimeout} />);
    expect(screen.getByRole('status').textContent).toContain(MSG.PAGE_LOADING);
    await act(() => vi.advanceTimersByTimeAsync(LOADING_TIMEOUT_MS - 1));
    expect(onTimeout).not.toHaveBeenCalled();
    await act(() => vi.advanceTimersByTimeAsync(1));
    expect(onTimeout).toHaveBeenCalledOnce();
  });
});

describe('environment tag and clock', () => {
  it('names every non-production environment and hides in production', () => {
    expect(environmentLabel('development')).toBe('開發環境');
    expect(environmentLabel('test')).toBe('測試環境');
    expect(environmentLabel('staging')).toBe('測試環境');
    expect(environmentLabel('production')).toBeNull();
    wrap(<EnvironmentTag />);
    expect(screen.getByText('測試環境')).toBeTruthy();
  });

  it('shows the store time as HH:mm:ss, 24-hour, in Taipei', () => {
    expect(formatClock(new Date('2026-03-01T15:04:05Z'))).toBe('23:04:05');
    expect(formatClock(new Date('2026-03-01T16:00:09Z'))).toBe('00:00:09');
  });
});
