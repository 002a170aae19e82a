export * from './tax-id.js';
export * from './carrier.js';
