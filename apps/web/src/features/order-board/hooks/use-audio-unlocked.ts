import { useSyncExternalStore } from 'react';
import { audioUnlocked, onAudioStateChange } from '../sound/chime';

/** Whether the board's chimes can be heard (the browser allows sound after the first tap or key press). */
export function useAudioUnlocked(): boolean {
  return useSyncExternalStore(onAudioStateChange, audioUnlocked, () => false);
}
