import { fireEvent, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../test/render';
import { PageSizeSelect, TablePager, toPageSize } from '.';

describe('page sizes', () => {
  it('offers 10 to 50 labelled 每頁行數', () => {
    const onChange = vi.fn();
    renderWithProviders(<PageSizeSelect value={10} onChange={onChange} />);
    const select = screen.getByLabelText('每頁行數') as HTMLSelectElement;
    expect(Array.from(select.options).map((option) => option.value)).toEqual(['10', '20', '30', '40', '50']);
    fireEvent.change(select, { target: { value: '30' } });
    expect(onChange).toHaveBeenCalledWith(30);
  });

  it('reads only the offered sizes', () => {
    expect(toPageSize('40')).toBe(40);
    expect(toPageSize('25')).toBe(10);
  });

  it('shows the total and turns pages', () => {
    const onPageChange = vi.fn();
    renderWithProviders(<TablePager page={1} size={10} total={35} onPageChange={onPageChange} onSizeChange={() => {}} />);
    expect(screen.getByText('共 35 筆')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: '4' }));
    expect(onPageChange).toHaveBeenCalledWith(4);
  });
});
