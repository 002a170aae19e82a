/** Kept so the order area's imports stay short; the helper lives with the database layer. */
export { queryPreparedRows, queryRows } from '../../platform/db/raw-rows.js';
