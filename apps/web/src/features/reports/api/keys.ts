import { useQueryClient } from '@tanstack/react-query';
import { useSession } from '../../../lib/session';

/**
 * Report figures are read again whenever a report page opens or a filter comes back (not after the app's 30 s):
 * an owner who just took an order at the POS expects to see it counted. The cached answer shows meanwhile.
 */
export const REPORT_STALE_MS = 0;

/** Query keys of the report area; every key leads with the store so a store switch never shows another's data. */
export const reportKeys = {
  all: (storeId: number) => ['reports', storeId] as const,
  turnover: (storeId: number) => ['reports', storeId, 'turnover'] as const,
  orderDetail: (storeId: number, orderId: number) => ['reports', storeId, 'orderDetail', orderId] as const,
  salesRanking: (storeId: number) => ['reports', storeId, 'salesRanking'] as const,
  categories: (storeId: number) => ['reports', storeId, 'categories'] as const,
  mailList: (storeId: number) => ['reports', storeId, 'mailList'] as const,
};

/** The active store; report pages are store routes, so it is set whenever they render. */
export function useStoreId(): number | null {
  return useSession((state) => state.storeId);
}

/** Refetches every report of the store: an order removed from the reports changes every total. */
export function useInvalidateReports(): (storeId: number) => Promise<void> {
  const queryClient = useQueryClient();
  return (storeId) => queryClient.invalidateQueries({ queryKey: reportKeys.all(storeId) });
}
