export * from './contracts/index.js';
export * from './validation/password.js';
