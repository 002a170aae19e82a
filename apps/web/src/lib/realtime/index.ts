/** The realtime link of the web app (issue 3); see docs/realtime.md. */
export { useRealtime } from './use-realtime';
export { startRealtime, setRealtimeActive, destinationsFor, realtimeUrl } from './start-realtime';
export { DisconnectModal } from './DisconnectModal';
export { useRealtimeLink } from './link-store';
export { onRealtimeMessage, useRealtimeMessage } from './realtime-events';
export { RealtimeClient, type RealtimeClientOptions, type SignOutReason } from './realtime-client';
export type { LinkState, LinkStatus } from './link-policy';
