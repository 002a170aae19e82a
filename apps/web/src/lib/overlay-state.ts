import { create } from 'zustand';

/**
 * Screen-blocking overlays (access section 2): maintenance, network offline, full-screen loading, chunk-load error.
 * Not persisted: they describe this page's life only. The http client and the shell write them; the overlay
 * components in src/app/overlays read them.
 */
export interface MaintenanceInfo {
  open: boolean;
  title: string;
  message: string;
}

export interface OverlayState {
  maintenance: MaintenanceInfo;
  offline: boolean;
  /** Number of pending "page loading" requests: the overlay shows while it is above zero. */
  loadingCount: number;
  chunkErrorOpen: boolean;
  /**
   * The POS is on screen and sells through an outage itself (docs/offline.md): the offline overlay and the realtime
   * disconnect modal give way to its banner there; every other screen keeps them.
   */
  offlineSelling: boolean;

  openMaintenance(info: { title?: string | null; message?: string | null }): void;
  closeMaintenance(): void;
  setOffline(offline: boolean): void;
  startLoading(): void;
  stopLoading(): void;
  setChunkErrorOpen(open: boolean): void;
  setOfflineSelling(on: boolean): void;
}

const CLOSED_MAINTENANCE: MaintenanceInfo = { open: false, title: '', message: '' };

export const useOverlayState = create<OverlayState>()((set) => ({
  maintenance: CLOSED_MAINTENANCE,
  offline: false,
  loadingCount: 0,
  chunkErrorOpen: false,
  offlineSelling: false,

  openMaintenance: ({ title, message }) =>
    set({ maintenance: { open: true, title: title ?? '', message: message ?? '' } }),
  closeMaintenance: () => set((state) => (state.maintenance.open ? { maintenance: CLOSED_MAINTENANCE } : state)),
  setOffline: (offline) => set({ offline }),
  startLoading: () => set((state) => ({ loadingCount: state.loadingCount + 1 })),
  stopLoading: () => set((state) => ({ loadingCount: Math.max(0, state.loadingCount - 1) })),
  setChunkErrorOpen: (chunkErrorOpen) => set({ chunkErrorOpen }),
  setOfflineSelling: (offlineSelling) => set({ offlineSelling }),
}));

/** Runs `task` with the full-screen loading overlay shown. */
export async function withLoadingOverlay<T>(task: () => Promise<T>): Promise<T> {
  const { startLoading, stopLoading } = useOverlayState.getState();
  startLoading();
  try {
    return await task();
  } finally {
    stopLoading();
  }
}
