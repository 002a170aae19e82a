export * from './envelope.js';
export * from './fields.js';
export * from './auth.js';
export * from './store-config.js';
export * from './system.js';
export * from './realtime.js';
export * from './menu.js';
