/**
 * Navigation from outside React (logout, 401 handling). The router registers its navigate function at start;
 * before that (or in tests without a router) a full page load does the job.
 */
type Navigate = (path: string, options?: { replace?: boolean }) => void;

let navigator: Navigate | null = null;

export function registerNavigator(navigate: Navigate | null): void {
  navigator = navigate;
}

export function navigateTo(path: string, options: { replace?: boolean } = {}): void {
  if (navigator) {
    navigator(path, options);
    return;
  }
  if (typeof window !== 'undefined' && window.location.pathname !== path) {
    if (options.replace) window.location.replace(path);
    else window.location.assign(path);
  }
}
