import { useQuery } from '@tanstack/react-query';
import { POS_API, type AvailabilityAnswer } from '@diancan/core';
import { callApi } from '../../../lib/api';
import { posKeys } from './keys';

/** A minute at most between checks; sooner when the server says the state changes earlier. */
const RECHECK_MS = 60_000;

export async function fetchAvailability(storeId: number, signal?: AbortSignal): Promise<AvailabilityAnswer> {
  // Silent: a badge that cannot be read stays as it was; the POS still sells.
  return callApi(POS_API.isAvailable, { storeId }, { signal, silent: true });
}

/** isAvailable: whether the store takes orders now (business hours, rest time, closed days, its switch). */
export function useAvailability(storeId: number | null) {
  return useQuery({
    queryKey: posKeys.availability(storeId ?? 0),
    queryFn: ({ signal }) => fetchAvailability(storeId ?? 0, signal),
    enabled: storeId !== null,
    refetchInterval: (query) => {
      const next = query.state.data?.nextChangeAt;
      const until = next ? Date.parse(next) - Date.now() + 1_000 : RECHECK_MS;
      return Math.min(RECHECK_MS, Math.max(1_000, until));
    },
  });
}
