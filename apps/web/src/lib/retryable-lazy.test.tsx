import { render, screen } from '@testing-library/react';
import { Component, type ReactNode, Suspense, useState } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { LazyDialogBoundary, retryableLazy } from './retryable-lazy';

const failedImport = () => new TypeError('Failed to fetch dynamically imported module: /assets/CheckoutModal-1a2b.js');
const Dialog = ({ text }: { text: string }) => <p>{text}</p>;

/** What the route's error element would get: an error that left the dialog's boundary. */
class Outer extends Component<{ children: ReactNode }, { error: unknown }> {
  override state: { error: unknown } = { error: null };
  static getDerivedStateFromError(error: unknown) {
    return { error };
  }
  override render() {
    return this.state.error ? <p>頁面錯誤</p> : this.props.children;
  }
}

beforeEach(() => {
  vi.stubGlobal('fetch', vi.fn(async () => new Response('{}', { status: 200 })));
  vi.spyOn(console, 'error').mockImplementation(() => {});
});
afterEach(() => vi.restoreAllMocks());

describe('retryableLazy', () => {
  it('shares one load between the preload and the dialog, and loads again after a failure', async () => {
    const load = vi.fn<() => Promise<typeof Dialog>>().mockRejectedValueOnce(failedImport()).mockResolvedValue(Dialog);
    const dialog = retryableLazy(load);
    await dialog.preload(); // the network was down: reported, not thrown
    await dialog.preload();
    await dialog.preload();
    expect(load).toHaveBeenCalledTimes(2);
    render(
      <Suspense fallback={null}>
        <dialog.Component text="結帳" />
      </Suspense>,
    );
    expect(await screen.findByText('結帳')).toBeTruthy();
    expect(load).toHaveBeenCalledTimes(2);
  });
});

describe('LazyDialogBoundary', () => {
  function Screen({ onFailed, load }: { onFailed(error: unknown): void; load: () => Promise<typeof Dialog> }) {
    const [dialog] = useState(() => retryableLazy(load));
    return (
      <Outer>
        <p>點餐畫面</p>
        <LazyDialogBoundary onFailed={onFailed}>
          <Suspense fallback={null}>
            <dialog.Component text="結帳" />
          </Suspense>
        </LazyDialogBoundary>
      </Outer>
    );
  }

  it('closes only the dialog whose code could not be loaded: the screen stays', async () => {
    const onFailed = vi.fn();
    render(<Screen onFailed={onFailed} load={() => Promise.reject(failedImport())} />);
    await vi.waitFor(() => expect(onFailed).toHaveBeenCalledTimes(1));
    expect(screen.getByText('點餐畫面')).toBeTruthy();
    expect(screen.queryByText('頁面錯誤')).toBeNull();
  });

  it('passes any other error on to the page, as without it', async () => {
    const onFailed = vi.fn();
    render(<Screen onFailed={onFailed} load={() => Promise.reject(new TypeError('x is undefined'))} />);
    expect(await screen.findByText('頁面錯誤')).toBeTruthy();
    expect(onFailed).not.toHaveBeenCalled();
  });
});
