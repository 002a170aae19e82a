/** features/shifts: what other features and the composition root may import; the rest of the folder is its own. */
export { recalculateShiftsOfOrders, shiftListReportSheet } from './shift-totals.js';
export { shiftRepository } from './shift.repository.js';
export { shiftRoutes } from './shift.routes.js';
export { ShiftService } from './shift.service.js';
