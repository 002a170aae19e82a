import { useEffect } from 'react';
import { startRealtime } from './start-realtime';

/** Mount once in the app shell: runs the realtime link for as long as the app is mounted. */
export function useRealtime(): void {
  useEffect(() => startRealtime(), []);
}
