import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { emitRealtimeMessage } from '../../../lib/realtime/realtime-events';
import { useLiveDrawerReports } from './live-drawer-reports';

const reportChanged = (storeId: number, report: 'SHIFT' | 'CASH_DRAWER', messageId: string) => ({
  messageId,
  type: 'REPORT_CHANGED' as const,
  data: { storeId, report },
  sentAt: '2026-11-21T03:00:00.000Z',
});

describe('useLiveDrawerReports', () => {
  it("refetches the store's shift and drawer views on its REPORT_CHANGED, never on another store's", () => {
    const queryClient = new QueryClient();
    const invalidate = vi.spyOn(queryClient, 'invalidateQueries').mockResolvedValue();
    const wrapper = ({ children }: { children: ReactNode }) => <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>;
    const { unmount } = renderHook(() => useLiveDrawerReports(1), { wrapper });

    emitRealtimeMessage(reportChanged(2, 'SHIFT', 'r-1'));
    expect(invalidate).not.toHaveBeenCalled();

    emitRealtimeMessage(reportChanged(1, 'CASH_DRAWER', 'r-2'));
    expect(invalidate.mock.calls.map(([filters]) => filters?.queryKey)).toEqual([
      ['reports', 'shifts'],
      ['reports', 'cashDrawer'],
    ]);

    unmount();
    emitRealtimeMessage(reportChanged(1, 'SHIFT', 'r-3'));
    expect(invalidate).toHaveBeenCalledTimes(2);
  });
});
