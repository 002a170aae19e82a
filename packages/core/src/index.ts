export * from './contracts/index.js';
export * from './constants.js';
export * from './messages.js';
export * from './money.js';
export * from './invoice/index.js';
export * from './roles.js';
export * from './routes.js';
export * from './validation/index.js';
