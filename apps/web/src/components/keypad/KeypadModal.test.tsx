import { fireEvent, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../test/render';
import { KeypadModal } from './KeypadModal';

function display(): string {
  return screen.getByRole('status', { name: '桌號輸入值' }).textContent?.trim() ?? '';
}

describe('KeypadModal', () => {
  it('types a table number with the on-screen keys and confirms it', () => {
    const onConfirm = vi.fn();
    renderWithProviders(<KeypadModal opened title="桌號" mode="TABLE" onConfirm={onConfirm} onClose={() => {}} />);
    for (const key of ['1', '00', '2']) fireEvent.click(screen.getByRole('button', { name: key }));
    fireEvent.click(screen.getByRole('button', { name: '刪除' }));
    fireEvent.click(screen.getByRole('button', { name: '5' }));
    expect(display()).toBe('1005');
    fireEvent.click(screen.getByRole('button', { name: '確認' }));
    expect(onConfirm).toHaveBeenCalledWith('1005');
  });

  it('takes digits, Backspace and Enter from a physical keyboard', () => {
    const onConfirm = vi.fn();
    renderWithProviders(<KeypadModal opened title="桌號" mode="TABLE" initialValue="8" onConfirm={onConfirm} onClose={() => {}} />);
    fireEvent.keyDown(window, { key: '4' });
    fireEvent.keyDown(window, { key: '2' });
    fireEvent.keyDown(window, { key: '7' });
    fireEvent.keyDown(window, { key: 'Backspace' });
    expect(display()).toBe('42');
    fireEvent.keyDown(window, { key: 'Enter' });
    expect(onConfirm).toHaveBeenCalledWith('42');
  });

  it('GENERAL quantities: plus and minus, no dot, nothing to confirm when cleared', () => {
    const onConfirm = vi.fn();
    renderWithProviders(<KeypadModal opened title="數量" mode="GENERAL" initialValue="1" onConfirm={onConfirm} onClose={() => {}} />);
    expect(screen.queryByRole('button', { name: '小數點' })).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: '加1' }));
    fireEvent.click(screen.getByRole('button', { name: '加1' }));
    expect(screen.getByRole('status', { name: '數量輸入值' }).textContent).toBe('3');
    fireEvent.click(screen.getByRole('button', { name: '清除' }));
    expect((screen.getByRole('button', { name: '確認' }) as HTMLButtonElement).disabled).toBe(true);
    fireEvent.click(screen.getByRole('button', { name: '減1' }));
    expect(screen.getByRole('status', { name: '數量輸入值' }).textContent).toBe('0');
    fireEvent.click(screen.getByRole('button', { name: '確認' }));
    expect(onConfirm).toHaveBeenCalledWith('0');
  });

  it('DECIMAL quantities: a dot and two decimals at most', () => {
    const onConfirm = vi.fn();
    renderWithProviders(<KeypadModal opened title="數量" mode="DECIMAL" onConfirm={onConfirm} onClose={() => {}} />);
    expect(screen.queryByRole('button', { name: '加1' })).toBeNull();
    for (const key of ['小數點', '2', '5', '5']) fireEvent.click(screen.getByRole('button', { name: key }));
    expect(screen.getByRole('status', { name: '數量輸入值' }).textContent).toBe('0.25');
    fireEvent.click(screen.getByRole('button', { name: '確認' }));
    expect(onConfirm).toHaveBeenCalledWith('0.25');
  });
});
