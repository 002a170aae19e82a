/** features/staff: what other features and the composition root may import; the rest of the folder is its own. */
export { staffRoutes } from './staff.routes.js';
export { createStaffServices, type StaffServices } from './staff.module.js';
export { addSeedStaff } from './staff.service.js';
