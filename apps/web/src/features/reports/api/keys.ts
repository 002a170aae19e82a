import { useSession } from '../../../lib/session';

/**
 * Report figures are read again whenever a report page opens or a filter comes back (not after the app's 30 s):
 * an owner who just took an order at the POS expects to see it counted. The cached answer shows meanwhile.
 */
export const REPORT_STALE_MS = 0;

/** The active store; report pages are store routes, so it is set whenever they render. */
export function useStoreId(): number | null {
  return useSession((state) => state.storeId);
}
