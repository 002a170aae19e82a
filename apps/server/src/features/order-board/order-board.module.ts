import type { Clock } from '../../platform/clock.js';
import type { Database } from '../../platform/db/database.js';
import type { ZodApp } from '../../platform/http/zod-app.js';
import type { RealtimeBus } from '../../platform/realtime/index.js';
import type { OrderInvoicePort } from '../einvoice/index.js';
import { OrderDetailService } from '../orders/index.js';
import { orderBoardRoutes } from './order-board.routes.js';
import { OrderBoardService } from './order-board.service.js';
import { type KitchenTickets, NO_KITCHEN_TICKETS } from './kitchen-port.js';
import { OrderChangeRunner } from './order-change.js';
import { TableCheckService } from './table-checks.js';
import { tableCheckRoutes } from './table-checks.routes.js';
import type { PlatformOrderPort } from './platform-order-port.js';
import type { OpenOrderCharges } from './payment-port.js';

/** The live order board (issue 7) and the order detail read model it shares with the reports. */
export interface OrderBoardServices {
  board: OrderBoardService;
  /** GET back/order/getOrderDetail here; the reports area serves the same at back/report/getOrderDetail. */
  detail: OrderDetailService;
  /** Split, move and merge of table checks (docs/tables.md), through the same change runner. */
  tableChecks: TableCheckService;
}

export function createOrderBoardServices(deps: {
  db: Database;
  clock: Clock;
  realtime: RealtimeBus;
  /** The e-invoice area's port: an edit reissues the order's invoice, a cancel voids it. */
  invoices: OrderInvoicePort;
  /** The printing area's side: 加點 / 取消 kitchen tickets after an edit. */
  kitchen?: KitchenTickets;
  /** The delivery platforms' side: a platform order's status change queues the platform's call. */
  platformOrders?: PlatformOrderPort;
  /** The payments area's side: updateOrderPaid's wallet charges and split tender. */
  charges?: OpenOrderCharges;
}): OrderBoardServices {
  return {
    board: new OrderBoardService(deps.db, deps.clock, deps.realtime, deps.invoices, deps.kitchen, deps.platformOrders, deps.charges),
    detail: new OrderDetailService(deps.db),
    tableChecks: new TableCheckService(
      new OrderChangeRunner(deps.db, deps.clock, deps.realtime, deps.invoices, deps.platformOrders),
      deps.kitchen ?? NO_KITCHEN_TICKETS,
    ),
  };
}

export function registerOrderBoardRoutes(app: ZodApp, services: OrderBoardServices): void {
  orderBoardRoutes(app, services.board, services.detail);
  tableCheckRoutes(app, services.tableChecks);
}
