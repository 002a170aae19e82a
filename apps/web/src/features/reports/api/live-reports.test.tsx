import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { emitRealtimeMessage } from '../../../lib/realtime/realtime-events';
import { LIVE_REFRESH_MS, useLiveReports } from './live-reports';

function newOrder(storeId: number, orderId: number) {
  return { messageId: `m-${storeId}-${orderId}`, type: 'NEW_ORDER' as const, data: { storeId, orderId, orderNo: '001', channel: 'POS' as const }, sentAt: '2026-11-20T03:00:00.000Z' };
}

afterEach(() => {
  vi.useRealTimers();
});

describe('useLiveReports', () => {
  it("refreshes the store's reports once per burst of order events, never for another store", () => {
    vi.useFakeTimers();
    const queryClient = new QueryClient();
    const invalidate = vi.spyOn(queryClient, 'invalidateQueries').mockResolvedValue();
    const wrapper = ({ children }: { children: ReactNode }) => <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>;
    const { unmount } = renderHook(() => useLiveReports(1), { wrapper });

    emitRealtimeMessage(newOrder(2, 7));
    vi.advanceTimersByTime(LIVE_REFRESH_MS);
    expect(invalidate).not.toHaveBeenCalled();

    for (let orderId = 1; orderId <= 5; orderId += 1) emitRealtimeMessage(newOrder(1, orderId));
    emitRealtimeMessage({ messageId: 'u-1', type: 'ORDER_UPDATED', data: { storeId: 1, orderId: 3, status: 'CANCELLED' }, sentAt: '2026-11-20T03:00:01.000Z' });
    vi.advanceTimersByTime(LIVE_REFRESH_MS);
    expect(invalidate).toHaveBeenCalledTimes(1);
    expect(invalidate).toHaveBeenCalledWith({ queryKey: ['reports'] });

    // Leaving the page cancels a refresh still waiting.
    emitRealtimeMessage(newOrder(1, 6));
    unmount();
    vi.advanceTimersByTime(LIVE_REFRESH_MS);
    expect(invalidate).toHaveBeenCalledTimes(1);
  });
});
