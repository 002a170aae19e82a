/** Dining tables: the store's tables and their QR codes for self-ordering (a tab of 商店設定). */
export { DiningTablesPanel } from './components/DiningTablesPanel';
