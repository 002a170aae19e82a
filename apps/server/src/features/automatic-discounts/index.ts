/** features/automatic-discounts: what other features and the composition root may import; the rest of the folder is its own. */
export { automaticDiscountRoutes } from './automatic-discounts.routes.js';
export { AutomaticDiscountService } from './automatic-discounts.service.js';
