/** Kept so the order area's imports stay short; the helper lives with the database layer. */
export { queryRows } from '../../platform/db/raw-rows.js';
