import { beforeEach, describe, expect, it, vi } from 'vitest';
import { handleNativeMessage, listenToNativeWrapper } from './native-bridge';
import { registerNavigator } from './navigation';
import { initialSession, useSession } from './session';

const setRealtimeActive = vi.hoisted(() => vi.fn());
vi.mock('./realtime', () => ({ setRealtimeActive }));

beforeEach(() => {
  useSession.setState({ ...initialSession });
  setRealtimeActive.mockClear();
});

describe('native wrapper messages', () => {
  it('records a printer status change for the printer it names', () => {
    handleNativeMessage(JSON.stringify({ type: 'printerStatus', printer: 'POS_SECOND', status: 'ONLINE' }));
    expect(useSession.getState().printerStatus).toEqual({ pos: 'OFFLINE', posSecond: 'ONLINE', tag: 'OFFLINE' });
  });

  it('ignores malformed and foreign messages', () => {
    handleNativeMessage('not json');
    handleNativeMessage({ type: 'printerStatus', printer: 'FAX', status: 'ONLINE' });
    handleNativeMessage({ type: 'active', active: 'yes' });
    expect(useSession.getState().printerStatus.pos).toBe('OFFLINE');
    expect(setRealtimeActive).not.toHaveBeenCalled();
  });

  it('connects or disconnects the realtime link as the app comes and goes', () => {
    handleNativeMessage({ type: 'active', active: false });
    handleNativeMessage({ type: 'active', active: true });
    expect(setRealtimeActive.mock.calls).toEqual([[false], [true]]);
  });

  it('opens the live orders on goOrder only when a store is active', () => {
    const navigate = vi.fn();
    registerNavigator(navigate);
    handleNativeMessage({ type: 'goOrder' });
    expect(navigate).not.toHaveBeenCalled();
    useSession.setState({ token: true, manager: false, storeId: 7 });
    handleNativeMessage({ type: 'goOrder' });
    expect(navigate).toHaveBeenCalledWith('/order-manage/socket', {});
    registerNavigator(null);
  });

  it('hears messages posted to the window', async () => {
    const stop = listenToNativeWrapper();
    window.postMessage(JSON.stringify({ type: 'versions', androidVersion: '2.3.0' }), '*');
    await vi.waitFor(() => expect(useSession.getState().androidVersion).toBe('2.3.0'));
    stop();
  });
});
