import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { ORDER_BOARD_API, STAFF_APPROVAL_HEADER, STAFF_MSG, STAFF_PERMISSION_LABELS, staffForbiddenMessage } from '@diancan/core';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { callApiEnvelope } from '../../lib/api';
import { staffPromptOf } from '../../lib/staff-prompt';
import { envelope, failure, fakeApi } from '../../test/fake-api';
import { renderWithProviders } from '../../test/render';
import { PinPad, StaffCounter } from '.';

const digit = (key: string) => fireEvent.click(screen.getByRole('button', { name: key }));
const typed = () => screen.getByRole('img').getAttribute('aria-label');
const confirmButton = () => screen.getByRole('button', { name: '確認' }) as HTMLButtonElement;

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('PinPad', { timeout: 30_000 }, () => {
  it('shows dots only, sends 4-6 digits with 確認, and keeps at most 6', async () => {
    const onSubmit = vi.fn(async () => null);
    renderWithProviders(<PinPad title="請輸入員工密碼" onSubmit={onSubmit} />);
    for (const key of ['1', '2', '3']) digit(key);
    expect(typed()).toBe('已輸入 3 碼');
    expect(confirmButton().disabled).toBe(true);
    for (const key of ['4', '5', '6', '7']) digit(key);
    expect(typed()).toBe('已輸入 6 碼');
    // The digits themselves are never on the screen.
    expect(screen.queryByText('123456')).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: '刪除' }));
    expect(typed()).toBe('已輸入 5 碼');
    fireEvent.click(confirmButton());
    await waitFor(() => expect(onSubmit).toHaveBeenCalledWith('12345'));
    await waitFor(() => expect(typed()).toBe('已輸入 0 碼'));
  });

  it('takes a physical keyboard: digits, Backspace and Enter', async () => {
    const onSubmit = vi.fn(async () => null);
    renderWithProviders(<PinPad title="主管授權" hint="此操作需要「作廢」權限" onSubmit={onSubmit} />);
    for (const key of ['9', '8', '7', '6', '5']) fireEvent.keyDown(window, { key });
    fireEvent.keyDown(window, { key: 'Backspace' });
    fireEvent.keyDown(window, { key: 'Enter' });
    await waitFor(() => expect(onSubmit).toHaveBeenCalledWith('9876'));
    expect(screen.getByText('此操作需要「作廢」權限')).toBeTruthy();
  });

  it('takes its keys before the screen behind it sees them (a KDS bump bar listens on the window)', () => {
    const behind = vi.fn((event: KeyboardEvent) => event.defaultPrevented);
    window.addEventListener('keydown', behind);
    try {
      renderWithProviders(<PinPad title="請輸入員工密碼" onSubmit={async () => null} />);
      fireEvent.keyDown(window, { key: '1' });
      expect(behind).toHaveReturnedWith(true);
    } finally {
      window.removeEventListener('keydown', behind);
    }
  });

  it('shows the refusal, clears the PIN and stays; 取消 closes it', async () => {
    const onCancel = vi.fn();
    renderWithProviders(<PinPad title="請輸入員工密碼" onSubmit={async () => STAFF_MSG.WRONG_PIN} onCancel={onCancel} />);
    for (const key of ['0', '0', '0', '0']) digit(key);
    fireEvent.click(confirmButton());
    // The pad's alert line is always there (empty until a refusal): wait for the refusal's text, not the element.
    await waitFor(() => expect(screen.getByRole('alert').textContent).toBe(STAFF_MSG.WRONG_PIN));
    expect(typed()).toBe('已輸入 0 碼');
    fireEvent.keyDown(screen.getByTestId('staff-pin-pad'), { key: 'Escape' });
    await waitFor(() => expect(onCancel).toHaveBeenCalled());
  });
});

describe('staff prompts', { timeout: 30_000 }, () => {
  it('reads a staff refusal: sign in, or the permission a 403 names', () => {
    expect(staffPromptOf(403, STAFF_MSG.SIGN_IN_REQUIRED)).toEqual({ kind: 'signIn' });
    expect(staffPromptOf(403, staffForbiddenMessage('VOID'))).toEqual({ kind: 'approve', permission: 'VOID' });
    expect(staffPromptOf(403, '權限不足：什麼 (NOT_A_CODE)')).toBeNull();
    expect(staffPromptOf(400, STAFF_MSG.SIGN_IN_REQUIRED)).toBeNull();
  });

  it('a call refused for a permission opens 主管授權 naming it, and goes again once with the approval', async () => {
    const storeId = 7;
    const api = fakeApi({
      'GET /api/back/staff/current': () =>
        envelope({ enabled: true, idleMinutes: 10, voidReasons: ['客人取消'], staff: { staffId: 3, name: '林工讀', roleName: '工讀', permissions: ['REPRINT'] } }),
      'POST /api/back/staff/approve': ({ body }) =>
        (body as { pin: string }).pin === '1111' ? envelope({ approvalToken: 'one-time' }) : failure(400, STAFF_MSG.WRONG_PIN),
      'PUT /api/back/order/updateOrderStatus': ({ headers }) =>
        headers.get(STAFF_APPROVAL_HEADER) === 'one-time' ? envelope(null) : failure(403, staffForbiddenMessage('VOID')),
    });
    renderWithProviders(<StaffCounter storeId={storeId} />);
    expect(await screen.findByText('林工讀')).toBeTruthy();

    let answered: Promise<unknown> = Promise.resolve();
    act(() => {
      answered = callApiEnvelope(ORDER_BOARD_API.updateOrderStatus, { storeId, orderId: 1, version: 1, status: 'CANCELLED', deliveryOrder: null, voidReason: '客人取消' });
    });
    await screen.findByText('主管授權');
    expect(screen.getByText(`此操作需要「${STAFF_PERMISSION_LABELS.VOID}」權限，請主管輸入員工密碼`)).toBeTruthy();
    // Never whose PIN it is: no staff name on the pad.
    expect(screen.getByTestId('staff-pin-pad').textContent).not.toContain('王店長');
    for (const key of ['2', '2', '2', '2']) digit(key);
    fireEvent.click(confirmButton());
    // The pad's alert line is always there (empty until a refusal): wait for the refusal's text, not the element.
    await waitFor(() => expect(screen.getByRole('alert').textContent).toBe(STAFF_MSG.WRONG_PIN));
    for (const key of ['1', '1', '1', '1']) digit(key);
    fireEvent.click(confirmButton());
    await act(async () => {
      await answered;
    });
    expect(api.count('PUT /api/back/order/updateOrderStatus')).toBe(2);
    expect(api.calls.filter((call) => call.key === 'POST /api/back/staff/approve').map((call) => (call.body as { permission: string }).permission)).toEqual(['VOID', 'VOID']);
    await waitFor(() => expect(screen.queryByText('主管授權')).toBeNull());
  });
});
