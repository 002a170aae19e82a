const HEALTH_TIMEOUT_MS = 5_000;

/** Whether our server answers its health check now (the browser's onLine flag alone says nothing about our server). */
export async function serverReachable(): Promise<boolean> {
  if (typeof navigator !== 'undefined' && navigator.onLine === false) return false;
  try {
    const response = await fetch('/api/health', { cache: 'no-store', signal: AbortSignal.timeout(HEALTH_TIMEOUT_MS) });
    return response.ok;
  } catch {
    return false;
  }
}
