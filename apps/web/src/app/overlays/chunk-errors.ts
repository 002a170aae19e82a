import { CHUNK_LOAD_TIMEOUT_MS, CHUNK_RELOAD_MAX } from '@diancan/core';
import { lazy, type ComponentType, type LazyExoticComponent } from 'react';
import { ChunkLoadError } from '../../lib/chunk-load-error';
import { useOverlayState } from '../../lib/overlay-state';
import { reportError } from '../../lib/report-error';

/**
 * Chunk-load failures (access section 4): after a deploy, or on a flaky network, a lazy page or a script may
 * fail to load. The user is asked to refresh, at most CHUNK_RELOAD_MAX times: the count lives in sessionStorage
 * so it survives the refreshes themselves. It is cleared when the user confirms the refresh and whenever a page
 * loads fine, so the cap counts unanswered prompts in a row; past it the failure is only logged, never a loop
 * of dialogs.
 */

const PROMPT_COUNT_KEY = 'diancan-chunk-prompts';

export { ChunkLoadError, isChunkLoadError } from '../../lib/chunk-load-error';

function promptCount(): number {
  try {
    return Number(sessionStorage.getItem(PROMPT_COUNT_KEY) ?? 0) || 0;
  } catch {
    return 0;
  }
}

function setPromptCount(count: number): void {
  try {
    if (count === 0) sessionStorage.removeItem(PROMPT_COUNT_KEY);
    else sessionStorage.setItem(PROMPT_COUNT_KEY, String(count));
  } catch {
    // Without sessionStorage the cap cannot be kept across refreshes; the dialog still works.
  }
}

export function clearChunkPrompts(): void {
  setPromptCount(0);
}

/** Opens the refresh dialog unless the cap is reached; returns whether it did. */
export function promptChunkReload(error: unknown): boolean {
  const overlays = useOverlayState.getState();
  if (overlays.chunkErrorOpen) return true;
  const count = promptCount();
  if (count >= CHUNK_RELOAD_MAX) {
    reportError('chunk-load', error);
    return false;
  }
  setPromptCount(count + 1);
  overlays.setChunkErrorOpen(true);
  return true;
}

/** The dialog's confirm: forget the count and load the page again. */
export function reloadAfterChunkError(): void {
  clearChunkPrompts();
  window.location.reload();
}

function withTimeout<T>(loading: Promise<T>, ms: number): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    const timer = setTimeout(() => reject(new ChunkLoadError(`Loading chunk timed out after ${ms} ms`)), ms);
    loading.then(
      (value) => {
        clearTimeout(timer);
        resolve(value);
      },
      (error: unknown) => {
        clearTimeout(timer);
        reject(error instanceof Error ? error : new ChunkLoadError(String(error)));
      },
    );
  });
}

/**
 * Loads a page module: a load that fails or takes longer than 120 s rejects (the route's error element then
 * asks to refresh); a load that succeeds clears the prompt count.
 */
export async function loadPageModule(
  load: () => Promise<{ default: ComponentType }>,
): Promise<{ default: ComponentType }> {
  const module = await withTimeout(load(), CHUNK_LOAD_TIMEOUT_MS);
  clearChunkPrompts();
  return module;
}

/** React.lazy for a page module, with the chunk-load rules of loadPageModule. */
export function lazyPage(load: () => Promise<{ default: ComponentType }>): LazyExoticComponent<ComponentType> {
  return lazy(() => loadPageModule(load));
}

/** A script that does not parse (e.g. an HTML error page served for a .js file) is a chunk failure too. */
export function installScriptErrorListener(): () => void {
  const onError = (event: ErrorEvent) => {
    const fromScript = /\.m?js(\?|$)/.test(event.filename ?? '');
    if (fromScript && event.error instanceof SyntaxError) promptChunkReload(event.error);
  };
  window.addEventListener('error', onError);
  return () => window.removeEventListener('error', onError);
}
