import { create } from 'zustand';
import { onLogout } from '../../../lib/realtime-hooks';

/**
 * Announcements taken off the dialog during this sign-in: put off with 下次再提醒 (they come back next session) or
 * hidden for good (kept here only until the refetched list no longer has them). Memory only: a new page load or a
 * new sign-in is a new session.
 */
interface DismissedState {
  hiddenIds: number[];
  skippedIds: number[];
  hide(id: number): void;
  skip(id: number): void;
  reset(): void;
}

export const useDismissedAnnouncements = create<DismissedState>()((set) => ({
  hiddenIds: [],
  skippedIds: [],
  hide: (id) => set((state) => ({ hiddenIds: [...state.hiddenIds, id] })),
  skip: (id) => set((state) => ({ skippedIds: [...state.skippedIds, id] })),
  reset: () => set({ hiddenIds: [], skippedIds: [] }),
}));

onLogout(() => useDismissedAnnouncements.getState().reset());
