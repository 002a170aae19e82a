/** Dining tables: the store's tables and their QR codes for self-ordering (a tab of 商店設定). */
export { DiningTablesPanel } from './components/DiningTablesPanel';
/** The live floor (docs/tables.md), also read by the POS's 桌位 view. */
export { useFloor, useTableSettings } from './api/floor';
export { dueOf, elapsedText, FloorGrid, FloorTableCard, useMinuteClock, type TableDrag } from './components/FloorTableCard';
