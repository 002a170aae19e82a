export * from './totals.js';
export * from './sheets.js';
