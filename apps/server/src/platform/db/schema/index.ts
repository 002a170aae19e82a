export * from './users.js';
export * from './stores.js';
export * from './auth.js';
export * from './platform.js';
export * from './menu.js';
export * from './files.js';
