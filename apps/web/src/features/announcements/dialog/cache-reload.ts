/**
 * 清除快取 on the web (access section 4): empty what the page can empty itself (Cache Storage), then reload with a
 * reload parameter so the HTML and the chunks it names are fetched again; the reloaded page sees the parameter,
 * removes it and shows 清除快取成功.
 */
export const RELOAD_PARAM = 'reload';

export async function clearWebCaches(): Promise<void> {
  if (typeof caches === 'undefined') return;
  try {
    const names = await caches.keys();
    await Promise.all(names.map((name) => caches.delete(name)));
  } catch {
    // A blocked Cache Storage (private mode) holds nothing to clear.
  }
}

/** The current address with the reload parameter set to a fresh value (a new URL the browser cannot serve from cache). */
export function reloadUrl(href: string, now: number = Date.now()): string {
  const url = new URL(href);
  url.searchParams.set(RELOAD_PARAM, String(now));
  return url.toString();
}

export function reloadClearingCache(): void {
  void clearWebCaches().then(() => window.location.replace(reloadUrl(window.location.href)));
}

/** The search string without the reload parameter, or null when it has none. */
export function searchWithoutReload(search: string): string | null {
  const params = new URLSearchParams(search);
  if (!params.has(RELOAD_PARAM)) return null;
  params.delete(RELOAD_PARAM);
  const rest = params.toString();
  return rest ? `?${rest}` : '';
}
