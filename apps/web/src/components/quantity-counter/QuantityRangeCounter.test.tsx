import { fireEvent, screen } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { DEFAULT_LEAST_SELECTABLE, MSG, type QuantityRange } from '@diancan/core';
import { renderWithProviders } from '../../test/render';
import { QuantityRangeCounter, quantityRangeError } from '.';

function Harness({ initial }: { initial: QuantityRange }) {
  const [range, setRange] = useState(initial);
  return (
    <>
      <QuantityRangeCounter value={range} onChange={setRange} />
      <output data-testid="range">{JSON.stringify(range)}</output>
    </>
  );
}

const range = () => JSON.parse(screen.getByTestId('range').textContent ?? '{}') as QuantityRange;
const button = (name: string) => screen.getByRole('button', { name }) as HTMLButtonElement;
const values = () => screen.getAllByTestId('counter-value').map((node) => node.textContent);

describe('quantityRangeError', () => {
  it('follows core: most may be 不限 or >= 1 and never below least', () => {
    expect(quantityRangeError({ leastSelectable: 1, mostSelectable: null })).toBeNull();
    expect(quantityRangeError({ leastSelectable: 1, mostSelectable: 2 })).toBeNull();
    expect(quantityRangeError({ leastSelectable: 3, mostSelectable: 2 })).toBe(MSG.QUANTITY_RANGE);
  });
});

describe('QuantityRangeCounter', () => {
  it('shows least 1 and most 不限 for a new group', () => {
    renderWithProviders(<Harness initial={{ leastSelectable: DEFAULT_LEAST_SELECTABLE, mostSelectable: null }} />);
    expect(values()).toEqual(['1', '不限']);
    expect((screen.getByRole('checkbox', { name: '不限' }) as HTMLInputElement).checked).toBe(true);
    // an unlimited maximum has nothing to step
    expect(button('增加最多可選項').disabled).toBe(true);
  });

  it('keeps least at 0 or more', () => {
    renderWithProviders(<Harness initial={{ leastSelectable: 1, mostSelectable: null }} />);
    fireEvent.click(button('減少最少可選項'));
    expect(range().leastSelectable).toBe(0);
    expect(button('減少最少可選項').disabled).toBe(true);
  });

  it('turns 不限 off into a limit of at least 1 and the least', () => {
    renderWithProviders(<Harness initial={{ leastSelectable: 2, mostSelectable: null }} />);
    fireEvent.click(screen.getByRole('checkbox', { name: '不限' }));
    expect(range()).toEqual({ leastSelectable: 2, mostSelectable: 2 });
    fireEvent.click(screen.getByRole('checkbox', { name: '不限' }));
    expect(range().mostSelectable).toBeNull();
  });

  it('keeps most at 1 or more', () => {
    renderWithProviders(<Harness initial={{ leastSelectable: 0, mostSelectable: 1 }} />);
    expect(button('減少最多可選項').disabled).toBe(true);
  });

  it('says 最多可選項不可小於最少可選項! when least passes most, and clears it once fixed', () => {
    renderWithProviders(<Harness initial={{ leastSelectable: 1, mostSelectable: 2 }} />);
    expect(screen.queryByRole('alert')).toBeNull();
    fireEvent.click(button('增加最少可選項'));
    fireEvent.click(button('增加最少可選項'));
    expect(screen.getByRole('alert').textContent).toBe(MSG.QUANTITY_RANGE);
    fireEvent.click(button('增加最多可選項'));
    expect(screen.queryByRole('alert')).toBeNull();
    expect(range()).toEqual({ leastSelectable: 3, mostSelectable: 3 });
  });
});
