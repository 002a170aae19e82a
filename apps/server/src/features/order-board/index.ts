/** features/order-board: what other features and the composition root may import; the rest of the folder is its own. */
export { createOrderBoardServices, registerOrderBoardRoutes } from './order-board.module.js';
export type { OrderBoardServices } from './order-board.module.js';
export type { KitchenTickets } from './kitchen-port.js';
export type { OrderStatusMove, PlatformOrderPort } from './platform-order-port.js';
