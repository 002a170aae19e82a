import {
  formatOrderNo,
  type Page,
  type PayMethodTotal,
  REPORT_MSG,
  type ReportBatchRemoveRequest,
  type ReportBatchRemoveResult,
  type ReportOrderFilter,
  type RevenueTotals,
  type TurnoverPageRequest,
  type TurnoverPrint,
  type TurnoverRow,
  OPEN_ORDER_STATUSES,
  type OrderStatus,
} from '@diancan/core';
import type { SessionPrincipal } from '../../platform/auth/principal.js';
import type { Clock } from '../../platform/clock.js';
import type { Database } from '../../platform/db/database.js';
import { conflict, notFound } from '../../platform/errors/app-error.js';
import { recordChange } from '../../platform/audit/audit-trail.js';
import type { OrderInvoicePort } from '../einvoice/index.js';
import { recalculateShiftsOfOrders } from '../shifts/index.js';
import { turnoverRepository, type RevenueRow, type TurnoverOrderRow, type TurnoverPaymentRow } from './turnover.repository.js';

const OPEN: ReadonlySet<OrderStatus> = new Set(OPEN_ORDER_STATUSES);

function presentOrder(row: TurnoverOrderRow, payments: readonly TurnoverPaymentRow[]): TurnoverRow {
  return {
    orderId: row.id,
    orderNo: formatOrderNo(row.orderNumber),
    businessDate: row.businessDate,
    createdAt: row.createdAt.toISOString(),
    source: row.source,
    type: row.type,
    status: row.status,
    paymentStatus: row.paymentStatus,
    tableNumber: row.tableNumber,
    entertain: row.entertain,
    subtotal: row.subtotalCents,
    entertainAmount: row.entertainCents,
    automaticDiscount: row.automaticDiscountCents,
    couponDiscount: row.couponDiscountCents,
    manualDiscount: row.manualDiscountCents,
    payable: row.payableCents,
    paid: row.paidCents,
    change: row.changeCents,
    payments: payments.map((payment) => ({
      payMethodId: payment.payMethodId,
      name: payment.name,
      statisticKey: payment.statisticKey,
      amount: payment.amountCents,
    })),
    invoiceType: row.invoiceType,
    remark: row.remark,
  };
}

function presentRevenue(row: RevenueRow): RevenueTotals {
  return { ...row, discounts: row.automaticDiscount + row.couponDiscount + row.manualDiscount };
}

/** The filter of a page request, without its paging. */
function filterOf(request: TurnoverPageRequest): ReportOrderFilter {
  const { storeId, startDate, endDate, payMethodId, status, type } = request;
  return { storeId, startDate, endDate, payMethodId, status, type };
}

/**
 * The turnover report (營業額): the store's orders of a range of business days with their stored amounts, the
 * totals of the same selection, and removal from the reports. Figures are read, never recomputed: what the
 * checkout stored is what the owner sees.
 */
export class TurnoverService {
  constructor(
    /** Where removals are written. */
    private readonly db: Database,
    /** Where the figures are read: a read replica (REPORTS_DATABASE_URL) or `db` itself. */
    private readonly reads: Database,
    private readonly clock: Clock,
    /** The e-invoice area; null while it is not composed (no invoice is then voided). */
    private readonly invoices: OrderInvoicePort,
  ) {}

  async page(request: TurnoverPageRequest): Promise<Page<TurnoverRow>> {
    const filter = filterOf(request);
    const offset = (request.page - 1) * request.size;
    const [total, rows] = await Promise.all([
      turnoverRepository.count(this.reads, filter),
      turnoverRepository.page(this.reads, filter, request.size, offset),
    ]);
    return { list: await this.withPayments(request.storeId, rows), total, page: request.page, size: request.size };
  }

  /** The turnover rows of a whole filter (exports), newest first, at most `limit` of them. */
  async rows(filter: ReportOrderFilter, limit: number): Promise<TurnoverRow[]> {
    return this.withPayments(filter.storeId, await turnoverRepository.page(this.reads, filter, limit, 0));
  }

  async count(filter: ReportOrderFilter): Promise<number> {
    return turnoverRepository.count(this.reads, filter);
  }

  async revenue(filter: ReportOrderFilter): Promise<RevenueTotals> {
    return presentRevenue(await turnoverRepository.revenue(this.reads, filter));
  }

  /**
   * The revenue of several stores over one range, unfiltered: for each store the totals its own revenue shows
   * (the same columns over the same orders, read in one statement: the cross-store report, docs/chains.md).
   */
  async revenueOfStores(storeIds: readonly number[], range: { startDate: string; endDate: string }): Promise<Map<number, RevenueTotals>> {
    const rows = await turnoverRepository.revenueByStore(this.reads, storeIds, range);
    return new Map([...rows].map(([storeId, row]) => [storeId, presentRevenue(row)]));
  }

  async payMethods(filter: ReportOrderFilter): Promise<PayMethodTotal[]> {
    return turnoverRepository.payMethodTotals(this.reads, filter);
  }

  /** What the receipt printer prints: the store, the range, the totals and the totals per pay method. */
  async print(filter: ReportOrderFilter): Promise<TurnoverPrint> {
    const store = await turnoverRepository.storeOf(this.reads, filter.storeId);
    if (!store) throw notFound();
    const [revenue, payMethods] = await Promise.all([this.revenue(filter), this.payMethods(filter)]);
    return {
      storeName: store.name,
      startDate: filter.startDate,
      endDate: filter.endDate,
      printedAt: this.clock().toISOString(),
      revenue,
      payMethods,
    };
  }

  /**
   * Removes orders from the reports (soft: the rows stay, with who, when and why), all or none. Only orders the
   * board is done with (COMPLETED, CANCELLED) may go; an order already removed, unknown or of another store is
   * 404. Each removal is audit-logged and voids the order's e-invoice inside the same transaction; a finished shift
 * holding one of them is recalculated there too.
   */
  async batchRemove(request: ReportBatchRemoveRequest, actor: SessionPrincipal): Promise<ReportBatchRemoveResult> {
    const now = this.clock();
    const { storeId, idList, reason } = request;
    return this.db.transaction(async (tx) => {
      const orders = await turnoverRepository.lockForRemoval(tx, storeId, idList);
      if (orders.length !== idList.length || orders.some((order) => order.removed)) throw notFound(REPORT_MSG.ORDER_GONE);
      if (orders.some((order) => OPEN.has(order.status))) throw conflict(REPORT_MSG.ORDER_OPEN);
      const removedCount = await turnoverRepository.markRemoved(tx, storeId, idList, { userId: actor.userId, reason, now });
      for (const order of orders) {
        await this.invoices.voidForOrder(tx, { storeId, orderId: order.id, userId: actor.userId, now, reason: `報表刪除：${reason}` });
        await recordChange(tx, actor, {
          storeId,
          entity: 'ORDER',
          entityId: order.id,
          action: 'REMOVE',
          before: {
            orderNo: formatOrderNo(order.orderNumber),
            businessDate: order.businessDate,
            status: order.status,
            payable: order.payableCents,
          },
          after: { removedAt: now.toISOString(), removedReason: reason },
        }, now);
      }
      // Orders already closed into a finished shift (交班): the handover's totals follow, in this transaction.
      const shifted = orders.filter((order) => order.shiftId !== null).map((order) => order.id);
      if (shifted.length > 0) await recalculateShiftsOfOrders(tx, storeId, shifted, now);
      return { removedCount };
    });
  }

  private async withPayments(storeId: number, rows: readonly TurnoverOrderRow[]): Promise<TurnoverRow[]> {
    const payments = await turnoverRepository.payments(
      this.reads,
      storeId,
      rows.map((row) => row.id),
    );
    const byOrder = new Map<number, TurnoverPaymentRow[]>();
    for (const payment of payments) byOrder.set(payment.orderId, [...(byOrder.get(payment.orderId) ?? []), payment]);
    return rows.map((row) => presentOrder(row, byOrder.get(row.id) ?? []));
  }
}
