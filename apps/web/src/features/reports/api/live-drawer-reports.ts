import { CASH_DRAWER_API, SHIFT_API } from '@diancan/core';
import { useQueryClient } from '@tanstack/react-query';
import { refreshAreas } from '../../../lib/api-query';
import { useRealtimeMessage } from '../../../lib/realtime/realtime-events';

/**
 * Keeps the shift and cash drawer pages current across terminals: when any of them finishes, recalculates or
 * removes a shift, or adds, edits or removes a drawer record (REPORT_CHANGED), this store's views of both refetch
 * at once. Both, because a finish hands the open drawer records over and a record changes the open shift's cash.
 */
export function useLiveDrawerReports(storeId: number): void {
  const queryClient = useQueryClient();
  useRealtimeMessage('REPORT_CHANGED', (message) => {
    if (message.data.storeId !== storeId) return;
    void refreshAreas(queryClient, [SHIFT_API.page.area, CASH_DRAWER_API.page.area]);
  });
}
