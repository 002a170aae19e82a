import { useQueryClient } from '@tanstack/react-query';
import { useRealtimeMessage } from '../../../lib/realtime/realtime-events';
import { cashDrawerKeys } from '../cash-drawer/api/keys';
import { shiftKeys } from '../shifts/api/keys';

/**
 * Keeps the shift and cash drawer pages current across terminals: when any of them finishes, recalculates or
 * removes a shift, or adds, edits or removes a drawer record (REPORT_CHANGED), this store's views of both refetch
 * at once. Both, because a finish hands the open drawer records over and a record changes the open shift's cash.
 */
export function useLiveDrawerReports(storeId: number): void {
  const queryClient = useQueryClient();
  useRealtimeMessage('REPORT_CHANGED', (message) => {
    if (message.data.storeId !== storeId) return;
    void queryClient.invalidateQueries({ queryKey: shiftKeys.all(storeId) });
    void queryClient.invalidateQueries({ queryKey: cashDrawerKeys.all(storeId) });
  });
}
