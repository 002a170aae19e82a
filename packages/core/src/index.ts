export * from './contracts/index.js';
export * from './constants.js';
export * from './validation/password.js';
