export * from './call.js';
export * from './pay-methods.js';
