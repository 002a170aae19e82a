import { fireEvent, screen, within } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../../test/render';
import { RemoveWithReasonModal } from './RemoveWithReasonModal';

function Harness({ onConfirm }: { onConfirm: (reason: string) => void }) {
  const [count, setCount] = useState<number | null>(null);
  return (
    <>
      <button type="button" onClick={() => setCount(2)}>
        刪除
      </button>
      <RemoveWithReasonModal
        count={count}
        title="刪除紀錄"
        question={(picked) => `確定要刪除 ${picked} 筆紀錄嗎？`}
        maxLength={10}
        removing={false}
        onCancel={() => setCount(null)}
        onConfirm={onConfirm}
      />
    </>
  );
}

describe('RemoveWithReasonModal', () => {
  it('asks for a reason, gives it trimmed, and starts empty when opened again', async () => {
    const onConfirm = vi.fn();
    renderWithProviders(<Harness onConfirm={onConfirm} />);
    fireEvent.click(screen.getByRole('button', { name: '刪除' }));
    const dialog = await screen.findByRole('dialog', { name: '刪除紀錄' });
    expect(within(dialog).getByText('確定要刪除 2 筆紀錄嗎？')).toBeTruthy();
    const yes = within(dialog).getByRole('button', { name: '是' }) as HTMLButtonElement;
    const reason = within(dialog).getByRole('textbox', { name: /刪除原因/ }) as HTMLTextAreaElement;
    expect(yes.disabled).toBe(true);
    expect(reason.maxLength).toBe(10);
    fireEvent.change(reason, { target: { value: '   ' } });
    expect(yes.disabled).toBe(true);
    fireEvent.change(reason, { target: { value: ' 測試 ' } });
    fireEvent.click(yes);
    expect(onConfirm).toHaveBeenCalledWith('測試');

    fireEvent.click(within(dialog).getByRole('button', { name: '否' }));
    fireEvent.click(screen.getByRole('button', { name: '刪除' }));
    const again = await screen.findByRole('dialog', { name: '刪除紀錄' });
    expect((within(again).getByRole('textbox', { name: /刪除原因/ }) as HTMLTextAreaElement).value).toBe('');
  });
});
