import { create } from 'zustand';
import { initialLinkState, type LinkState } from './link-policy';

/** The realtime link's state for the UI (status, disconnect modal); written by startRealtime only. */
export const useRealtimeLink = create<LinkState>()(() => initialLinkState);
