/** features/printing: what other features and the composition root may import; the rest of the folder is its own. */
export { printingRoutes } from './printing.routes.js';
export { PrintingService } from './printing.service.js';
