import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { KEY_HIGHLIGHT_MS, MSG } from '@diancan/core';
import { ok, rejected, renderWithProviders, stubApi, type FakeReply } from '../password-strength/test-utils';
import { ManagerCodeGate } from './ManagerCodeGate';

const VALIDATE = 'POST /api/back/account/validManagerCode';
const RIGHT_CODE = '123456';
const STORE_ID = 7;

function acceptOnly(rightCode: string) {
  return (body: unknown): FakeReply =>
    (body as { managerCode: string }).managerCode === rightCode ? ok(null) : rejected(MSG.MANAGER_CODE_WRONG);
}

function press(keys: string) {
  for (const key of keys) fireEvent.click(screen.getByRole('button', { name: key }));
}

function filledDots(): number {
  return screen.getByTestId('manager-code-dots').querySelectorAll('[data-filled]').length;
}

function renderGate() {
  const onSuccess = vi.fn();
  renderWithProviders(<ManagerCodeGate storeId={STORE_ID} onSuccess={onSuccess} />);
  return onSuccess;
}

describe('ManagerCodeGate', () => {
  it('blocks the screen with a titled dialog, six empty circles and a keypad of 0-9 and 刪除', () => {
    renderGate();
    expect(screen.getByRole('dialog', { name: '請輸入識別碼' })).toBeTruthy();
    expect(screen.getByTestId('manager-code-dots').children).toHaveLength(6);
    expect(filledDots()).toBe(0);
    for (const digit of '0123456789') expect(screen.getByRole('button', { name: digit })).toBeTruthy();
    expect(screen.getByRole('button', { name: '刪除' })).toBeTruthy();
  });

  it('fills a circle per digit and empties one with 刪除', () => {
    const api = stubApi({ [VALIDATE]: acceptOnly(RIGHT_CODE) });
    renderGate();
    press('123');
    expect(filledDots()).toBe(3);
    fireEvent.click(screen.getByRole('button', { name: '刪除' }));
    expect(filledDots()).toBe(2);
    expect(api.calls).toHaveLength(0);
  });

  it('sends the code with the store id on the sixth digit and opens on success', async () => {
    const api = stubApi({ [VALIDATE]: acceptOnly(RIGHT_CODE) });
    const onSuccess = renderGate();
    press('12345');
    expect(api.calls).toHaveLength(0);
    press('6');
    await waitFor(() => expect(onSuccess).toHaveBeenCalledTimes(1));
    expect(api.callsTo(VALIDATE).map((call) => call.body)).toEqual([{ managerCode: RIGHT_CODE, storeId: STORE_ID }]);
  });

  it('takes no seventh digit, then on a wrong code shakes, shows 識別碼錯誤! for 2 s and clears', async () => {
    let answer!: (reply: FakeReply) => void;
    const api = stubApi({ [VALIDATE]: () => new Promise<FakeReply>((resolve) => (answer = resolve)) });
    const onSuccess = renderGate();

    press('000000');
    press('7');
    expect(filledDots()).toBe(6);
    expect(screen.getByRole('img', { name: '已輸入 6 / 6 碼' })).toBeTruthy();
    await waitFor(() => expect(api.calls).toHaveLength(1));

    await act(async () => answer(rejected(MSG.MANAGER_CODE_WRONG)));
    await waitFor(() => expect(screen.getByRole('alert').textContent).toBe(MSG.MANAGER_CODE_WRONG));
    expect(filledDots()).toBe(0);
    expect(screen.getByTestId('manager-code-dots').hasAttribute('data-shaking')).toBe(true);
    expect(onSuccess).not.toHaveBeenCalled();

    // the shake ends after 1 s and the text after 2 s
    await waitFor(() => expect(screen.getByTestId('manager-code-dots').hasAttribute('data-shaking')).toBe(false), {
      timeout: 1_500,
    });
    expect(screen.getByRole('alert').textContent).toBe(MSG.MANAGER_CODE_WRONG);
    await waitFor(() => expect(screen.getByRole('alert').textContent).toBe(''), { timeout: 1_500 });
    expect(api.calls).toHaveLength(1);
  });

  it('accepts digits and Backspace from a physical keyboard and highlights the key for 50 ms', async () => {
    const api = stubApi({ [VALIDATE]: acceptOnly(RIGHT_CODE) });
    const onSuccess = renderGate();

    fireEvent.keyDown(window, { key: '9' });
    expect(filledDots()).toBe(1);
    expect(screen.getByRole('button', { name: '9' }).hasAttribute('data-highlighted')).toBe(true);
    await waitFor(() => expect(screen.getByRole('button', { name: '9' }).hasAttribute('data-highlighted')).toBe(false), {
      timeout: KEY_HIGHLIGHT_MS * 10,
    });

    fireEvent.keyDown(window, { key: 'Backspace' });
    expect(filledDots()).toBe(0);
    fireEvent.keyDown(window, { key: 'a' });
    fireEvent.keyDown(window, { key: '1', ctrlKey: true });
    expect(filledDots()).toBe(0);

    for (const key of RIGHT_CODE) fireEvent.keyDown(window, { key });
    await waitFor(() => expect(onSuccess).toHaveBeenCalledTimes(1));
    expect(api.calls).toHaveLength(1);
  });
});
