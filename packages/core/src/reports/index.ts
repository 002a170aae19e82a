export * from './sheet.js';
export * from './sheets.js';
