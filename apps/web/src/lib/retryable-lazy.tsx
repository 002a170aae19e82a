import { Component, lazy, type ComponentType, type LazyExoticComponent, type ReactNode } from 'react';
import { isChunkLoadError } from './chunk-load-error';
import { reportError } from './report-error';

/**
 * A lazily loaded component whose code can be fetched ahead (`preload`) and whose failed load is not final: React's
 * lazy keeps a rejected load for good, so after a failure (a chunk asked for while the network was down) `reset`
 * gives a fresh one that tries again the next time it is shown. One load is shared by the preload and the render.
 */
export interface RetryableLazy<P extends object> {
  /** Starts loading the code (once; again after a failure). Never rejects. */
  preload(): Promise<void>;
  /** The component to render now (a new one after `reset`). */
  readonly Component: LazyExoticComponent<ComponentType<P>>;
  reset(): void;
}

export function retryableLazy<P extends object>(load: () => Promise<ComponentType<P>>): RetryableLazy<P> {
  let loading: Promise<ComponentType<P>> | null = null;
  const start = () => {
    loading ??= load().catch((error: unknown) => {
      loading = null;
      throw error;
    });
    return loading;
  };
  const fresh = () => lazy(() => start().then((component) => ({ default: component })));
  let current = fresh();
  return {
    preload: () =>
      start().then(
        () => undefined,
        (error: unknown) => reportError('preload', error),
      ),
    get Component() {
      return current;
    },
    reset() {
      current = fresh();
    },
  };
}

interface BoundaryProps {
  children: ReactNode;
  /** The dialog's code could not be loaded: close it, say so, and keep the rest of the screen working. */
  onFailed(error: unknown): void;
}

/**
 * Keeps a dialog whose code failed to load from taking the screen down with it (the route's 網路不穩定 / 請重新整理頁面
 * dialog): the failure closes that dialog only, so a sale that needs nothing new goes on (docs/offline.md).
 */
export class LazyDialogBoundary extends Component<BoundaryProps, { error: unknown }> {
  override state: { error: unknown } = { error: null };

  static getDerivedStateFromError(error: unknown): { error: unknown } {
    return { error };
  }

  override componentDidCatch(error: unknown): void {
    if (isChunkLoadError(error)) this.props.onFailed(error);
  }

  override render(): ReactNode {
    const { error } = this.state;
    if (error === null) return this.props.children;
    // Anything but a load failure is a bug: on to the route's error element, as without this boundary.
    if (!isChunkLoadError(error)) throw error;
    return null;
  }
}
