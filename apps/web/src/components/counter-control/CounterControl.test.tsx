import { fireEvent, screen } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../test/render';
import { CounterControl, type CounterControlProps } from '.';

function Counter({ initial, ...props }: Omit<CounterControlProps, 'value' | 'onChange' | 'label'> & { initial: number }) {
  const [value, setValue] = useState(initial);
  return <CounterControl label="數量" value={value} onChange={setValue} {...props} />;
}

const value = () => screen.getByTestId('counter-value').textContent;
const minus = () => screen.getByRole('button', { name: '減少數量' }) as HTMLButtonElement;
const plus = () => screen.getByRole('button', { name: '增加數量' }) as HTMLButtonElement;

describe('CounterControl', () => {
  it('steps by one and stops at the default minimum 0', () => {
    renderWithProviders(<Counter initial={1} />);
    fireEvent.click(plus());
    expect(value()).toBe('2');
    fireEvent.click(minus());
    fireEvent.click(minus());
    expect(value()).toBe('0');
    expect(minus().disabled).toBe(true);
  });

  it('stops at an optional maximum', () => {
    renderWithProviders(<Counter initial={2} max={3} />);
    fireEvent.click(plus());
    expect(value()).toBe('3');
    expect(plus().disabled).toBe(true);
  });

  it('in delete mode keeps 1 as the floor and turns minus into a trash icon there', () => {
    const onDelete = vi.fn();
    renderWithProviders(<Counter initial={2} deleteMode onDelete={onDelete} />);
    fireEvent.click(minus());
    expect(value()).toBe('1');
    const trash = screen.getByRole('button', { name: '刪除數量' });
    fireEvent.click(trash);
    expect(onDelete).toHaveBeenCalledOnce();
    expect(value()).toBe('1');
  });

  it('shows a text in place of the number when given one', () => {
    renderWithProviders(<Counter initial={1} display="不限" />);
    expect(value()).toBe('不限');
  });
});
