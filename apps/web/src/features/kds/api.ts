import { type QueryClient, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { type ApiCall, KDS_API, type KdsTicket } from '@diancan/core';
import { callApi } from '../../lib/api';
import { apiKey, apiQuery, refreshAreas, useStoreMutation } from '../../lib/api-query';
import { useSession } from '../../lib/session';
import { showToast } from '../../lib/toast';
import { applyToOpen, applyToRecent, TicketJournal } from './ticket-list';

/** The tickets this screen heard (events and its own bumps), followed again by a read that crossed them. */
const journal = new TicketJournal();

/** The store the screen works for (KDS screens are store routes: it is set whenever they render). */
export function useKdsStoreId(): number {
  return useSession((state) => state.storeId) ?? 0;
}

/**
 * A ticket heard (an event's, or a bump's answer) applied to the station's open tickets and recall list held here:
 * no read (docs/kds.md). False when a later state of it was heard already.
 */
export function applyKdsTicket(queryClient: QueryClient, storeId: number, ticket: KdsTicket): boolean {
  if (!journal.record(ticket)) return false;
  const request = { storeId, stationId: ticket.station };
  queryClient.setQueryData<KdsTicket[]>(apiKey(KDS_API.tickets, request), (list) => list && applyToOpen(list, ticket, ticket.station));
  queryClient.setQueryData<KdsTicket[]>(apiKey(KDS_API.recent, request), (list) => list && applyToRecent(list, ticket, ticket.station));
  return true;
}

/**
 * The station's open tickets: read when the screen opens or its link comes back (and once a minute, a safety net);
 * between reads the events keep them (applyKdsTicket).
 */
export const useKdsTickets = (storeId: number, stationId: number) =>
  useQuery({
    queryKey: apiKey(KDS_API.tickets, { storeId, stationId }),
    queryFn: async ({ signal }) => {
      const mark = journal.mark();
      const list = await callApi(KDS_API.tickets, { storeId, stationId }, { silent: true, signal });
      return journal.replay(mark, list, (held, ticket) => applyToOpen(held, ticket, stationId));
    },
    enabled: storeId > 0,
    refetchInterval: 60_000,
  });
/** The recall list: read when it is shown (or a bump bar's R asks for it), then kept by the events. */
export const kdsRecentQuery = (storeId: number, stationId: number) => ({
  queryKey: apiKey(KDS_API.recent, { storeId, stationId }),
  queryFn: async ({ signal }: { signal: AbortSignal }) => {
    const mark = journal.mark();
    const list = await callApi(KDS_API.recent, { storeId, stationId }, { signal });
    return journal.replay(mark, list, (held, ticket) => applyToRecent(held, ticket, stationId));
  },
});
export const useKdsRecent = (storeId: number, stationId: number, enabled: boolean) =>
  useQuery({ ...kdsRecentQuery(storeId, stationId), enabled: storeId > 0 && enabled });
export const useKdsStations = (storeId: number) => useQuery({ ...apiQuery(KDS_API.stations, { storeId }), enabled: storeId > 0 });
export const useKdsSettings = (storeId: number) => useQuery({ ...apiQuery(KDS_API.settings, { storeId }), enabled: storeId > 0 });
export const useKdsExpo = (storeId: number) =>
  useQuery({ ...apiQuery(KDS_API.expo, { storeId }, { silent: true }), enabled: storeId > 0, refetchInterval: 60_000 });
export const useReadyBoardLink = (storeId: number) => useQuery({ ...apiQuery(KDS_API.readyBoard, { storeId }), enabled: storeId > 0 });
export const useStationTimes = (storeId: number, date: string) =>
  useQuery({ ...apiQuery(KDS_API.stationTimes, { storeId, date }), enabled: storeId > 0 });

/**
 * A bump or a recall: the answer is the ticket, applied here at once (the event brings it to the other screens).
 * Only a refusal reads the station again (what the screen showed may be stale, often why it was refused).
 */
function useTicketChange<Input extends { storeId: number }>(call: ApiCall<Input, KdsTicket>, success?: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: Input) => callApi(call, input),
    onSuccess: (ticket, input) => {
      applyKdsTicket(queryClient, input.storeId, ticket);
      if (success) showToast(success);
    },
    onError: () => refreshAreas(queryClient, call.affects),
  });
}
export const useBump = () => useTicketChange(KDS_API.bump);
export const useRecall = () => useTicketChange(KDS_API.recall, '已叫回');
export const useExpoBump = () => useStoreMutation(KDS_API.expoBump, { success: '已出餐' });
export const useUpdateKdsSettings = () => useStoreMutation(KDS_API.updateSettings, { success: '儲存成功' });
export const useRotateReadyBoard = () => useStoreMutation(KDS_API.rotateReadyBoard, { success: '已更新取餐看板連結' });
