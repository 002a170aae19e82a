/**
 * Runs `fn` once for a burst of calls: `quietMs` after the last call, and at the latest `maxWaitMs` after the first
 * one of the burst. A menu import or a batch stock change sends one MENU_CHANGED per change; the POS must refetch
 * its menu once for all of them, not once per message (each refetch would cancel and restart the previous one).
 */
export interface Coalescer {
  (): void;
  cancel(): void;
}

export function coalesce(fn: () => void, quietMs: number, maxWaitMs: number): Coalescer {
  let quiet: ReturnType<typeof setTimeout> | null = null;
  let deadline: ReturnType<typeof setTimeout> | null = null;
  const clear = () => {
    if (quiet) clearTimeout(quiet);
    if (deadline) clearTimeout(deadline);
    quiet = null;
    deadline = null;
  };
  const run = () => {
    clear();
    fn();
  };
  const call = () => {
    if (quiet) clearTimeout(quiet);
    quiet = setTimeout(run, quietMs);
    deadline ??= setTimeout(run, maxWaitMs);
  };
  call.cancel = clear;
  return call;
}
