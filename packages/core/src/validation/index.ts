export * from './password.js';
export * from './keypad.js';
export * from './quantity-counter.js';
export * from './date-range.js';
export * from './reservation-window.js';
