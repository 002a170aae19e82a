/**
 * The counter's first screen: until its item grid is on screen, work that can wait does (the shell's header widgets,
 * app/shells/deferred.tsx), so it does not take the main thread from the first tap (issue 15, bench:web). Only the
 * POS marks its first screen; on any other page nothing waits. A POS that never shows its grid (an error, no menu)
 * holds nothing back for longer than FIRST_SCREEN_WAIT_MS.
 */
const FIRST_SCREEN_PATH = '/store-pos';
const FIRST_SCREEN_WAIT_MS = 3_000;

let shown = false;
const waiting = new Set<() => void>();

/** The POS: its first item grid has rendered. */
export function markFirstScreenShown(): void {
  if (shown) return;
  shown = true;
  for (const run of waiting) run();
  waiting.clear();
}

/** Runs `run` once the first screen is shown (at once if it was, or on another page); returns a cancel. */
export function afterFirstScreen(run: () => void): () => void {
  if (shown || window.location.pathname !== FIRST_SCREEN_PATH) {
    run();
    return () => undefined;
  }
  const once = () => {
    clearTimeout(timer);
    waiting.delete(once);
    run();
  };
  const timer = setTimeout(once, FIRST_SCREEN_WAIT_MS);
  waiting.add(once);
  return () => {
    clearTimeout(timer);
    waiting.delete(once);
  };
}
