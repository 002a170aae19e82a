import { MantineProvider } from '@mantine/core';
import { fireEvent, render, screen, within } from '@testing-library/react';
import { Suspense } from 'react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { CHUNK_LOAD_TIMEOUT_MS, CHUNK_RELOAD_MAX, MSG } from '@diancan/core';
import { useOverlayState } from '../../lib/overlay-state';
import { RouteError } from '../RouteError';
import { ChunkErrorDialog } from './ChunkErrorDialog';
import {
  ChunkLoadError,
  clearChunkPrompts,
  installScriptErrorListener,
  isChunkLoadError,
  lazyPage,
  loadPageModule,
  promptChunkReload,
} from './chunk-errors';

const Page = () => <p>頁面</p>;
const failedImport = () => new TypeError('Failed to fetch dynamically imported module: /assets/Report-1a2b.js');

beforeEach(() => {
  sessionStorage.clear();
  useOverlayState.setState({ chunkErrorOpen: false });
  // reportError posts to the server; this fake network just accepts it.
  vi.stubGlobal('fetch', vi.fn(async () => new Response('{}', { status: 200 })));
  vi.spyOn(console, 'error').mockImplementation(() => {});
});

afterEach(() => vi.restoreAllMocks());

describe('recognising chunk failures', () => {
  it('knows the browsers’ messages for a failed dynamic import', () => {
    expect(isChunkLoadError(failedImport())).toBe(true);
    expect(isChunkLoadError(new TypeError('Importing a module script failed.'))).toBe(true);
    expect(isChunkLoadError(new Error('error loading dynamically imported module'))).toBe(true);
    expect(isChunkLoadError(new ChunkLoadError('timed out'))).toBe(true);
    expect(isChunkLoadError(new TypeError('x is undefined'))).toBe(false);
    expect(isChunkLoadError('Failed to fetch dynamically imported module')).toBe(false);
  });
});

describe('the prompt count', () => {
  it(`asks at most ${CHUNK_RELOAD_MAX} times, then only logs`, () => {
    for (let prompt = 1; prompt <= CHUNK_RELOAD_MAX; prompt += 1) {
      expect(promptChunkReload(failedImport())).toBe(true);
      expect(useOverlayState.getState().chunkErrorOpen).toBe(true);
      useOverlayState.setState({ chunkErrorOpen: false }); // dismissed with 稍後
    }
    expect(promptChunkReload(failedImport())).toBe(false);
    expect(useOverlayState.getState().chunkErrorOpen).toBe(false);
    expect(fetch).toHaveBeenCalledWith('/api/op/recordError', expect.objectContaining({ method: 'POST' }));
  });

  it('counts in sessionStorage, so refreshes that fail again still reach the cap', () => {
    sessionStorage.setItem('diancan-chunk-prompts', String(CHUNK_RELOAD_MAX));
    expect(promptChunkReload(failedImport())).toBe(false);
    clearChunkPrompts();
    expect(promptChunkReload(failedImport())).toBe(true);
  });

  it('does not count a failure that arrives while the dialog is already open', () => {
    promptChunkReload(failedImport());
    promptChunkReload(failedImport());
    expect(sessionStorage.getItem('diancan-chunk-prompts')).toBe('1');
  });

  it('is cleared when a page loads fine', async () => {
    sessionStorage.setItem('diancan-chunk-prompts', '2');
    await loadPageModule(async () => ({ default: Page }));
    expect(sessionStorage.getItem('diancan-chunk-prompts')).toBeNull();
  });
});

describe('loading page modules', () => {
  it('gives up on a chunk that takes longer than 120 s', async () => {
    vi.useFakeTimers();
    const loading = loadPageModule(() => new Promise(() => {})).catch((error: unknown) => error);
    await vi.advanceTimersByTimeAsync(CHUNK_LOAD_TIMEOUT_MS);
    expect(await loading).toBeInstanceOf(ChunkLoadError);
  });

  it('turns a failed lazy page into the refresh dialog, whose confirm clears the count and reloads', async () => {
    const reload = vi.fn();
    vi.stubGlobal('location', { ...window.location, reload });
    const Failing = lazyPage(() => Promise.reject(failedImport()));
    const router = createMemoryRouter([
      {
        path: '/',
        errorElement: <RouteError />,
        element: (
          <Suspense fallback={null}>
            <Failing />
          </Suspense>
        ),
      },
    ]);
    render(
      <MantineProvider>
        <RouterProvider router={router} />
        <ChunkErrorDialog />
      </MantineProvider>,
    );

    expect(await screen.findByText(MSG.CHUNK_LOAD_FAILED)).toBeTruthy();
    expect(sessionStorage.getItem('diancan-chunk-prompts')).toBe('1');
    fireEvent.click(within(screen.getByRole('dialog')).getByRole('button', { name: '重新整理' }));
    expect(reload).toHaveBeenCalled();
    expect(sessionStorage.getItem('diancan-chunk-prompts')).toBeNull();
  });

  it('treats a script that does not parse as a chunk failure', () => {
    const stop = installScriptErrorListener();
    window.dispatchEvent(
      new ErrorEvent('error', { error: new SyntaxError("Unexpected token '<'"), filename: 'http://localhost/assets/index-9f.js' }),
    );
    expect(useOverlayState.getState().chunkErrorOpen).toBe(true);
    stop();
  });
});
