export * from './sheet.js';
export * from './sheets.js';
export * from './chain-sheets.js';
