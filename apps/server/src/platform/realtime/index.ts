/** The realtime link (issue 3): STOMP 1.2 broker, buses, publishing after commit. See docs/realtime.md. */
export { realtimePlugin, DEFAULT_BROKER_SETTINGS, isOriginAllowed, type RealtimePluginOptions } from './plugin.js';
export type { RealtimeHub, BrokerSettings } from './broker.js';
export type { RealtimePrincipal } from './principal.js';
export type { DevicePresence } from './presence.js';
export type { RealtimeBus, BusEvent, BusLogger } from './bus/bus.js';
export { createInProcessBus, createInProcessOutboxBus } from './bus/in-process-bus.js';
export { createPostgresBus, type PostgresBusOptions } from './bus/postgres-bus.js';
export { RealtimeOutbox, publishAfterCommit, publishNow } from './publisher.js';
