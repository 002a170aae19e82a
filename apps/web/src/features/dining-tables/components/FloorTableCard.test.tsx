import { screen, within } from '@testing-library/react';
import type { FloorTable } from '@diancan/core';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '../../../test/render';
import { FloorTableCard, reservationTime } from './FloorTableCard';

const FREE: FloorTable = { id: 1, name: 'A1', seats: 4, shape: 'SQUARE', x: 0, y: 0, status: 'FREE', guests: 0, openedAt: null, waiting: false, qrPending: 0, orders: [] };

describe('FloorTableCard', () => {
  it('shows 有預約 with the time of a reservation holding the table', () => {
    const at = '2026-11-29T10:30:00.000Z';
    renderWithProviders(<FloorTableCard table={{ ...FREE, reservation: { orderId: 9, at, name: '王先生' } }} diningMinutes={90} now={Date.now()} onClick={() => undefined} />);
    const card = screen.getByTestId('floor-table-A1');
    expect(within(card).getByText(`有預約 ${reservationTime(at)}`).closest('[title]')?.getAttribute('title')).toBe('王先生');
    expect(reservationTime(at)).toMatch(/^\d{2}:\d{2}$/);
  });

  it('shows nothing of a reservation without one', () => {
    renderWithProviders(<FloorTableCard table={{ ...FREE, reservation: null }} diningMinutes={90} now={Date.now()} onClick={() => undefined} />);
    expect(within(screen.getByTestId('floor-table-A1')).queryByText(/有預約/)).toBeNull();
  });
});
