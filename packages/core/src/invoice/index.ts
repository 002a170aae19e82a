export * from './tax-id.js';
export * from './carrier.js';
export * from './period.js';
export * from './barcode.js';
export * from './qr.js';
export * from './amounts.js';
export * from './track.js';
export * from './deadlines.js';
