import { fireEvent, screen, waitFor } from '@testing-library/react';
import { DEFAULT_STORE_CONFIG, type StoreConfig, type SwitchSettings } from '@diancan/core';
import { beforeEach, describe, expect, it } from 'vitest';
import { initialSession, useSession } from '../../../lib/session';
import { expectToast, httpError, ok, renderWithProviders, stubApi } from '../../../test/render';
import { OrderReminderPanel } from './OrderReminderPanel';

const CONFIG = 'GET /api/back/store/setting/getConfig';
const UPDATE = 'PUT /api/back/account/updateStoreSetting';

const SWITCHES: SwitchSettings = DEFAULT_STORE_CONFIG.switchSettings;

function configWith(switchSettings: SwitchSettings): StoreConfig {
  return { ...DEFAULT_STORE_CONFIG, switchSettings, systemModules: { ...DEFAULT_STORE_CONFIG.systemModules, POS_ORDER: true } };
}

/** A fake server keeping the store's switches: updateStoreSetting changes them, getConfig answers them. */
function serveStore(start: SwitchSettings = SWITCHES) {
  let switches = { ...start };
  const api = stubApi({
    [CONFIG]: () => ok(configWith(switches)),
    [UPDATE]: (body) => {
      const { setting, value } = body as { setting: string; value: boolean | number };
      if (setting === 'IDLE_ORDER_REMINDER_SWITCH') switches = { ...switches, idleOrderReminderSwitch: value as boolean };
      if (setting === 'IDLE_ORDER_REMINDER_MINUTES') switches = { ...switches, idleOrderReminderMinutes: value as number };
      return ok(switches);
    },
  });
  return { ...api, updates: () => api.callsTo('PUT', '/back/account/updateStoreSetting').map((call) => call.body) };
}

const minutesField = () => screen.getByRole('textbox', { name: '提醒分鐘數' }) as HTMLInputElement;
const reminderSwitch = () => screen.getByRole('switch', { name: '閒置訂單提醒' }) as HTMLInputElement;

function signedInWithConfig(switches: SwitchSettings = SWITCHES) {
  useSession.setState({ ...initialSession, token: true, storeId: 1 });
  useSession.getState().applyStoreConfig(configWith(switches));
}

beforeEach(() => signedInWithConfig());

describe('OrderReminderPanel', () => {
  it('shows the store’s reminder switch and minutes', async () => {
    serveStore();
    signedInWithConfig({ ...SWITCHES, idleOrderReminderSwitch: true, idleOrderReminderMinutes: 45 });
    renderWithProviders(<OrderReminderPanel storeId={1} />);
    expect(screen.getByRole('heading', { name: '訂單提醒' })).toBeTruthy();
    expect(reminderSwitch().checked).toBe(true);
    expect(minutesField().value).toBe('45');
  });

  it('saves the switch at once and reloads the store config the board reads', async () => {
    const api = serveStore();
    renderWithProviders(<OrderReminderPanel storeId={1} />);
    fireEvent.click(reminderSwitch());
    await expectToast('已開啟閒置訂單提醒');
    expect(api.updates()).toEqual([{ storeId: 1, setting: 'IDLE_ORDER_REMINDER_SWITCH', value: true }]);
    expect(api.callsTo('GET', '/back/store/setting/getConfig')).toHaveLength(1);
    expect(useSession.getState().idleOrderReminderSwitch).toBe(true);
    expect(reminderSwitch().checked).toBe(true);
  });

  it('saves the minutes when the field is left, once, and not when they did not change', async () => {
    const api = serveStore();
    renderWithProviders(<OrderReminderPanel storeId={1} />);
    fireEvent.focus(minutesField());
    fireEvent.blur(minutesField());
    fireEvent.change(minutesField(), { target: { value: '45' } });
    fireEvent.keyDown(minutesField(), { key: 'Enter' });
    fireEvent.blur(minutesField());
    await expectToast('提醒分鐘數已設為45分鐘');
    expect(api.updates()).toEqual([{ storeId: 1, setting: 'IDLE_ORDER_REMINDER_MINUTES', value: 45 }]);
    await waitFor(() => expect(useSession.getState().idleOrderReminderMinutes).toBe(45));
    expect(minutesField().value).toBe('45');
  });

  it('checks the minutes with the contract before sending', async () => {
    const api = serveStore();
    renderWithProviders(<OrderReminderPanel storeId={1} />);
    fireEvent.change(minutesField(), { target: { value: '241' } });
    fireEvent.blur(minutesField());
    expect(await screen.findByText('提醒分鐘數須介於1到240分鐘')).toBeTruthy();
    fireEvent.change(minutesField(), { target: { value: '' } });
    fireEvent.blur(minutesField());
    expect(await screen.findByText('提醒分鐘數為必填')).toBeTruthy();
    expect(api.updates()).toEqual([]);
  });

  it('goes back to the store’s minutes when the server refuses', async () => {
    const api = stubApi({
      [CONFIG]: () => ok(configWith(SWITCHES)),
      [UPDATE]: () => httpError(403, '無權限存取此商店'),
    });
    renderWithProviders(<OrderReminderPanel storeId={1} />);
    fireEvent.change(minutesField(), { target: { value: '50' } });
    fireEvent.blur(minutesField());
    await expectToast('無權限存取此商店');
    await waitFor(() => expect(minutesField().value).toBe('30'));
    expect(api.callsTo('GET', '/back/store/setting/getConfig')).toHaveLength(1);
  });

  it('reads the store config when it is not in yet, and offers a retry when that fails', async () => {
    useSession.setState({ ...initialSession, token: true, storeId: 1 });
    let fail = true;
    stubApi({ [CONFIG]: () => (fail ? httpError(500, null) : ok(configWith({ ...SWITCHES, idleOrderReminderMinutes: 20 }))) });
    renderWithProviders(<OrderReminderPanel storeId={1} />);
    const retry = await screen.findByRole('button', { name: '重新載入' });
    fail = false;
    fireEvent.click(retry);
    await waitFor(() => expect(minutesField().value).toBe('20'));
  });
});
