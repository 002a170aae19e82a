import { useQuery } from '@tanstack/react-query';
import { STAFF_API } from '@diancan/core';
import { apiQuery } from '../../../lib/api-query';

/** What a void (cancel, a line removed or reduced) sends of why (docs/staff.md). */
export interface VoidWhy {
  voidReason?: string;
  voidNote?: string;
}

/**
 * The store's void reasons while staff mode is on: then every void names one (the server refuses it otherwise);
 * with staff mode off, none is asked.
 */
export function useVoidReasons(storeId: number): { required: boolean; reasons: readonly string[] } {
  const settings = useQuery({ ...apiQuery(STAFF_API.settings, { storeId }, { silent: true }), staleTime: 30_000 });
  const enabled = settings.data?.enabled === true;
  return { required: enabled, reasons: enabled ? (settings.data?.voidReasons ?? []) : [] };
}

/** The request's fields of a chosen reason and note ({} when none). */
export function voidFieldsOf(reason: string | null, note: string): VoidWhy {
  const trimmed = note.trim();
  return { ...(reason ? { voidReason: reason } : {}), ...(trimmed ? { voidNote: trimmed } : {}) };
}

/** The order history's reason of a cancel: the reason, then the note. */
export function historyReasonOf(reason: string | null, note: string): string {
  return [reason, note.trim()].filter(Boolean).join('：');
}
