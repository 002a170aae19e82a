import { useEffect, useState, type ComponentType } from 'react';
import { afterFirstScreen } from '../../lib/first-screen';
import { reportError } from '../../lib/report-error';

/** At most this long after the shell mounts, a deferred widget starts loading even if the browser never idles. */
const IDLE_TIMEOUT_MS = 2_000;

/** Runs `run` when the main thread is next idle (Safari has no requestIdleCallback: a short timer there). */
function whenIdle(run: () => void): () => void {
  if (typeof window.requestIdleCallback === 'function') {
    const handle = window.requestIdleCallback(run, { timeout: IDLE_TIMEOUT_MS });
    return () => window.cancelIdleCallback(handle);
  }
  const timer = window.setTimeout(run, 1);
  return () => window.clearTimeout(timer);
}

/**
 * A shell widget the first tap does not need (the header's announcements, printers, 手機點餐 switch; the manager
 * header's front-stage buttons), loaded once the counter's first screen is up and the browser is idle
 * (lib/first-screen.ts): its area's code and contracts are then not evaluated before the first item can be tapped
 * (issue 15, bench:web). Renders nothing until it
 * is in. A chunk that fails to load (a new version deployed meanwhile) is reported and tried again on the next mount.
 */
export function deferred<Props extends object>(load: () => Promise<ComponentType<Props>>): ComponentType<Props> {
  let loaded: ComponentType<Props> | null = null;
  let loading: Promise<ComponentType<Props>> | null = null;
  const start = () => {
    loading ??= load().catch((error: unknown) => {
      loading = null;
      throw error;
    });
    return loading;
  };

  return function Deferred(props: Props) {
    const [Widget, setWidget] = useState<ComponentType<Props> | null>(() => loaded);
    useEffect(() => {
      if (Widget) return;
      let mounted = true;
      const show = () =>
        start()
          .then((component) => {
            loaded = component;
            if (mounted) setWidget(() => component);
          })
          .catch((error: unknown) => reportError('deferred-widget', error));
      const idle = { cancel: () => undefined as void };
      const cancelWait = afterFirstScreen(() => {
        idle.cancel = whenIdle(() => void show());
      });
      return () => {
        mounted = false;
        cancelWait();
        idle.cancel();
      };
    }, [Widget]);
    return Widget ? <Widget {...props} /> : null;
  };
}
