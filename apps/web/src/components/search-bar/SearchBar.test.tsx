import { fireEvent, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../test/render';
import { normalizeKeyword, SearchBar } from '.';

describe('SearchBar', () => {
  it('trims blank input to empty', () => {
    expect(normalizeKeyword('   ')).toBe('');
    expect(normalizeKeyword('\t 奶茶 \n')).toBe('奶茶');
  });

  it('searches the trimmed keyword on Enter and the button', () => {
    const onSearch = vi.fn();
    renderWithProviders(<SearchBar onSearch={onSearch} placeholder="搜尋餐點" />);
    const field = screen.getByRole('textbox', { name: '搜尋餐點' }) as HTMLInputElement;
    fireEvent.change(field, { target: { value: '  珍奶 ' } });
    fireEvent.submit(field.closest('form') as HTMLFormElement);
    expect(onSearch).toHaveBeenLastCalledWith('珍奶');
    expect(field.value).toBe('珍奶');
    fireEvent.change(field, { target: { value: '   ' } });
    fireEvent.click(screen.getByRole('button', { name: '搜尋' }));
    expect(onSearch).toHaveBeenLastCalledWith('');
  });

  it('clearing searches for everything again', () => {
    const onSearch = vi.fn();
    renderWithProviders(<SearchBar onSearch={onSearch} initialValue="紅茶" />);
    fireEvent.click(screen.getByRole('button', { name: '清除搜尋' }));
    expect(onSearch).toHaveBeenCalledWith('');
  });
});
