export * from './call.js';
export * from './pay-methods.js';
export * from './menu.js';
export * from './printing.js';
export * from './einvoice-operations.js';
export * from './dining-tables.js';
export * from './coupons.js';
export * from './delivery-platforms.js';
