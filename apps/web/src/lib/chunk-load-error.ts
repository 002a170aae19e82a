/**
 * A script or a lazily loaded module that could not be fetched (after a deploy, or with no network): the route's
 * error element asks to refresh (app/overlays/chunk-errors.ts); a POS dialog only closes (lib/retryable-lazy.tsx).
 */
export class ChunkLoadError extends Error {
  override readonly name = 'ChunkLoadError';
}

const CHUNK_ERROR_PATTERNS = [
  /Failed to fetch dynamically imported module/i,
  /error loading dynamically imported module/i,
  /Importing a module script failed/i,
  /Loading (CSS )?chunk [\w-]+ failed/i,
  /Unable to preload CSS/i,
];

export function isChunkLoadError(error: unknown): boolean {
  if (error instanceof ChunkLoadError) return true;
  if (!(error instanceof Error)) return false;
  return CHUNK_ERROR_PATTERNS.some((pattern) => pattern.test(error.message));
}
