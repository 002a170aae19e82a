import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { MSG } from '@diancan/core';
import { PasswordStrength } from './PasswordStrength';
import { renderWithProviders } from './test-utils';

function levelShown(container: HTMLElement): string | null {
  return container.querySelector('[data-password-level]')?.getAttribute('data-password-level') ?? null;
}

describe('PasswordStrength', () => {
  it('shows only the hint for an empty password', () => {
    const { container } = renderWithProviders(<PasswordStrength value="" />);
    expect(screen.getByText(MSG.PASSWORD_HINT)).toBeTruthy();
    expect(screen.queryByText(/密碼強度/)).toBeNull();
    expect(levelShown(container)).toBe('none');
  });

  it.each([
    // lower 10 + length 25 = 35
    ['abcdefgh', 'weak', '弱'],
    // lower 10 + 3 digits 20 + bonus 2 + length 25 = 57
    ['abcde123', 'mid', '中'],
    // mixed 20 + 3 digits 20 + 1 symbol 10 + bonus 5 + length 25 = 80
    ['Abcde123!', 'good', '強'],
  ])('rates %s as %s (%s)', (password, level, label) => {
    const { container } = renderWithProviders(<PasswordStrength value={password} />);
    expect(screen.getByText(`密碼強度：${label}`)).toBeTruthy();
    expect(levelShown(container)).toBe(level);
  });

  it('follows the value as it changes', () => {
    const { container, rerender } = renderWithProviders(<PasswordStrength value="abc" />);
    expect(levelShown(container)).toBe('weak');
    rerender(<PasswordStrength value="Abcde123!" />);
    expect(levelShown(container)).toBe('good');
  });
});
