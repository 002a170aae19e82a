import {
  type Allowance,
  allowanceItems,
  invoiceItemsOf,
  type CancelAllowanceRequest,
  EINVOICE_MSG,
  mayVoidOn,
  type OrderRefunds,
  parsePeriodKey,
  periodOfDate,
  planRefund,
  type Refund,
  REFUND_ISSUE_MESSAGE,
  REFUND_MSG,
  type RefundAction,
  refundableCount,
  type RefundRequest,
  type RefundResult,
} from '@diancan/core';
import type { Clock } from '../../platform/clock.js';
import type { Database, Executor, Transaction } from '../../platform/db/database.js';
import { conflict, notFound } from '../../platform/errors/app-error.js';
import { publishAfterCommit, type RealtimeBus } from '../../platform/realtime/index.js';
import { cashDrawerRepository } from '../cash-drawer/index.js';
import { businessDateOf } from '@diancan/core';
import { einvoiceRepository, type StoreInvoiceContext } from './einvoice.repository.js';
import { presentInvoice } from './einvoice.presenter.js';
import { reversePointsForRefund } from '../members/index.js';
import { type AllowanceRow, type RefundOrder, refundRepository, type RefundRow } from './refund.repository.js';

/** Cash drawer remarks stay short (CASH_DRAWER_REMARK_MAX): the order number and the reason. */
const drawerRemark = (kind: string, orderNumber: number, reason: string) => `${kind} #${orderNumber} ${reason}`.slice(0, 50);

export function presentAllowance(row: AllowanceRow): Allowance {
  return {
    id: row.id,
    orderId: row.orderId,
    invoiceId: row.invoiceId,
    invoiceNumber: row.invoiceNumber,
    invoiceDate: row.invoiceDate,
    allowanceNumber: row.allowanceNumber,
    allowanceDate: row.allowanceDate,
    status: row.status,
    sellerTaxId: row.sellerTaxId,
    sellerName: row.sellerName,
    buyerTaxId: row.buyerTaxId,
    items: row.items,
    salesAmount: row.salesCents,
    taxAmount: row.taxCents,
    totalAmount: row.totalCents,
    reason: row.reason,
    createdAt: row.createdAt.toISOString(),
    cancelledAt: row.cancelledAt?.toISOString() ?? null,
    cancelReason: row.cancelReason,
  };
}

export function presentRefund(row: RefundRow): Refund {
  return {
    id: row.id,
    orderId: row.orderId,
    action: row.action,
    amount: row.amountCents,
    lines: row.lines,
    reason: row.reason,
    businessDate: row.businessDate,
    createdAt: row.createdAt.toISOString(),
    cashDrawerRecordId: row.cashDrawerRecordId,
    allowanceId: row.allowanceId,
    invoiceId: row.invoiceId,
    reverted: row.revertedAt !== null,
  };
}

/** What earlier refunds of the order gave back (reverted ones excluded). */
function refundedSoFar(rows: readonly RefundRow[]) {
  const live = rows.filter((row) => row.revertedAt === null);
  const counts = new Map<number, number>();
  for (const row of live) for (const line of row.lines) counts.set(line.orderDetailId, (counts.get(line.orderDetailId) ?? 0) + line.count);
  return { amount: live.reduce((sum, row) => sum + row.amountCents, 0), counts };
}

/**
 * Refunds of paid orders (docs/einvoice.md, "Refunds and allowances"). The order row is locked first, so refunds of
 * one order run one after the other and each sees what the previous ones gave back. A refund of the whole order
 * before the cancel deadline (the 15th of the next period) of a consumer invoice cancels it (作廢, F0501); anything
 * else with an invoice is an allowance (折讓, G0401) with its own number and date (a 統編 buyer's always is). A cash
 * refund is a cash drawer record (支出) of the day, so the shift's expected cash drops on the day of the refund; the
 * sale itself is never rewritten.
 */
/**
 * Refunds at the wallet providers of an order paid through them (features/payments, composed in services.ts): called
 * in the refund's transaction after every check, before the allowance commits; answers the cents given back through
 * providers (the rest is cash) and throws when a provider refuses, which undoes the whole refund here.
 */
export interface ProviderRefundPort {
  refundOrder(tx: Transaction, refund: { storeId: number; orderId: number; amountCents: number; refundKey: string }): Promise<number>;
  /** After the refund's transaction rolled back: keeps what providers gave back of a partly done refund (else nothing). */
  keepIncomplete(error: unknown): Promise<void>;
}

export class RefundService {
  constructor(
    private readonly db: Database,
    private readonly clock: Clock,
    private readonly realtime: RealtimeBus,
    private readonly providerRefunds: ProviderRefundPort | null = null,
  ) {}

  async refund(request: RefundRequest, userId: number): Promise<RefundResult> {
    try {
      return await this.refundOnce(request, userId);
    } catch (error) {
      // A provider refused after others had given their parts back: those stay recorded (docs/payments.md).
      await this.providerRefunds?.keepIncomplete(error);
      throw error;
    }
  }

  private async refundOnce(request: RefundRequest, userId: number): Promise<RefundResult> {
    const now = this.clock();
    return publishAfterCommit(this.realtime, (outbox) =>
      this.db.transaction(async (tx) => {
        const context = await this.context(tx, request.storeId);
        const order = await this.lockPaidOrder(tx, request.storeId, request.orderId);
        const before = refundedSoFar(await refundRepository.refundsOfOrder(tx, request.storeId, request.orderId));
        const plan = planRefund(
          { payable: order.payableCents, lines: order.lines, refundedAmount: before.amount, refundedCounts: before.counts },
          { lines: request.lines, amount: request.amount },
        );
        if (!plan.ok) {
          const message = REFUND_ISSUE_MESSAGE[plan.code];
          throw plan.code === 'LINE_NOT_FOUND' ? notFound(message) : conflict(message);
        }
        const today = businessDateOf(now, context.timeZone);
        const issued = await einvoiceRepository.lockIssuedOfOrder(tx, request.storeId, request.orderId);
        let action: RefundAction = 'NONE';
        let voided = null;
        let allowance: AllowanceRow | null = null;
        if (issued) {
          const cancellable = plan.whole && issued.buyerTaxId === null && mayVoidOn(parsePeriodKey(issued.periodKey), today);
          if (cancellable) {
            action = 'CANCEL';
            voided = await einvoiceRepository.markVoided(tx, request.storeId, issued.id, { now, voidDate: today, userId, reason: request.reason });
          } else {
            action = 'ALLOWANCE';
            const seller = context.seller;
            if (!seller?.sellerTaxId || !seller.sellerName) throw conflict(EINVOICE_MSG.SELLER_MISSING);
            const items = allowanceItems(plan, invoiceItemsOf(issued.items));
            allowance = await refundRepository.insertAllowance(tx, {
              storeId: request.storeId,
              orderId: request.orderId,
              invoiceId: issued.id,
              invoiceNumber: issued.invoiceNumber,
              invoiceDate: issued.issueDate,
              allowanceDate: today,
              sellerTaxId: issued.sellerTaxId,
              sellerName: issued.sellerName,
              sellerAddress: issued.sellerAddress,
              buyerTaxId: issued.buyerTaxId,
              items,
              salesCents: items.reduce((sum, item) => sum + item.amount, 0),
              taxCents: items.reduce((sum, item) => sum + item.tax, 0),
              totalCents: plan.amount,
              reason: request.reason,
              status: 'ISSUED',
              createdAt: now,
              createdBy: userId,
            });
          }
        }
        // The charged parts go back at their providers first; a refusal throws and undoes everything above.
        const refundKey = `${before.amount}-${plan.amount}-${now.getTime()}`;
        const throughProviders = this.providerRefunds
          ? await this.providerRefunds.refundOrder(tx, { storeId: request.storeId, orderId: request.orderId, amountCents: plan.amount, refundKey })
          : 0;
        const cashBack = plan.amount - throughProviders;
        const drawer = order.paidInCash && cashBack > 0
          ? await cashDrawerRepository.insert(
              tx,
              { storeId: request.storeId, businessDate: today, type: 'EXPENSE', amountCents: cashBack, remark: drawerRemark('退款', order.orderNumber, request.reason), userId },
              now,
            )
          : null;
        if (drawer) outbox.add({ destination: 'store', storeId: request.storeId }, 'REPORT_CHANGED', { storeId: request.storeId, report: 'CASH_DRAWER' });
        const refund = await refundRepository.insertRefund(tx, {
          storeId: request.storeId,
          orderId: request.orderId,
          action,
          amountCents: plan.amount,
          lines: plan.lines.map(({ orderDetailId, name, count, amount }) => ({ orderDetailId, name, count, amount })),
          reason: request.reason,
          invoiceId: issued?.id ?? null,
          allowanceId: allowance?.id ?? null,
          cashDrawerRecordId: drawer?.id ?? null,
          businessDate: today,
          createdAt: now,
          createdBy: userId,
        });
        // The member's points follow the money, in the refund's transaction (docs/members.md).
        await reversePointsForRefund(tx, {
          storeId: request.storeId,
          orderId: request.orderId,
          payable: order.payableCents,
          refundedSoFar: before.amount + plan.amount,
          now,
        });
        return {
          refund: presentRefund(refund),
          action,
          invoice: voided ? presentInvoice(voided) : null,
          allowance: allowance ? presentAllowance(allowance) : null,
        };
      }),
    );
  }

  /**
   * Cancels an allowance (G0501) until the 15th of the month after its period, and reverts its refund: the lines
   * may be refunded again, and money refunded in cash comes back into the drawer as an income record.
   */
  async cancelAllowance(request: CancelAllowanceRequest, userId: number): Promise<Allowance> {
    const now = this.clock();
    return publishAfterCommit(this.realtime, (outbox) =>
      this.db.transaction(async (tx) => {
        const context = await this.context(tx, request.storeId);
        const found = await refundRepository.lockAllowance(tx, request.storeId, request.allowanceId);
        if (!found) throw notFound(REFUND_MSG.ALLOWANCE_NOT_FOUND);
        const order = await refundRepository.lockOrder(tx, request.storeId, found.orderId);
        if (found.status === 'CANCELLED') throw conflict(REFUND_MSG.ALLOWANCE_CANCELLED);
        const today = businessDateOf(now, context.timeZone);
        if (!mayVoidOn(periodOfDate(found.allowanceDate), today)) throw conflict(REFUND_MSG.ALLOWANCE_DEADLINE_PASSED);
        const cancelled = await refundRepository.markAllowanceCancelled(tx, found.id, { now, cancelDate: today, userId, reason: request.reason });
        const refund = await refundRepository.revertRefundOfAllowance(tx, request.storeId, found.id, now);
        if (refund?.cashDrawerRecordId && order) {
          await cashDrawerRepository.insert(
            tx,
            { storeId: request.storeId, businessDate: today, type: 'INCOME', amountCents: refund.amountCents, remark: drawerRemark('撤銷折讓', order.orderNumber, request.reason), userId },
            now,
          );
          outbox.add({ destination: 'store', storeId: request.storeId }, 'REPORT_CHANGED', { storeId: request.storeId, report: 'CASH_DRAWER' });
        }
        return presentAllowance(cancelled);
      }),
    );
  }

  /** One allowance of the store, as its proof prints. */
  async allowance(storeId: number, allowanceId: number): Promise<Allowance> {
    const found = await refundRepository.findAllowance(this.db, storeId, allowanceId);
    if (!found) throw notFound(REFUND_MSG.ALLOWANCE_NOT_FOUND);
    return presentAllowance(found);
  }

  async orderRefunds(storeId: number, orderId: number): Promise<OrderRefunds> {
    return this.db.transaction(async (tx) => {
      const order = await refundRepository.lockOrder(tx, storeId, orderId);
      if (!order) throw notFound(EINVOICE_MSG.ORDER_NOT_FOUND);
      const rows = await refundRepository.refundsOfOrder(tx, storeId, orderId);
      const before = refundedSoFar(rows);
      return {
        orderId,
        payable: order.payableCents,
        refundedAmount: before.amount,
        refundableAmount: Math.max(0, order.payableCents - before.amount),
        lines: order.lines.map((line) => ({
          orderDetailId: line.id,
          name: line.name,
          count: line.count,
          refundedCount: before.counts.get(line.id) ?? 0,
          refundableCount: refundableCount(line, before.counts),
          amount: line.amount,
        })),
        refunds: rows.map(presentRefund),
        allowances: (await refundRepository.allowancesOfOrder(tx, storeId, orderId)).map(presentAllowance),
      };
    });
  }

  private async lockPaidOrder(tx: Transaction, storeId: number, orderId: number): Promise<RefundOrder> {
    const order = await refundRepository.lockOrder(tx, storeId, orderId);
    if (!order) throw notFound(EINVOICE_MSG.ORDER_NOT_FOUND);
    if (order.status === 'CANCELLED') throw conflict(REFUND_MSG.ORDER_CANCELLED);
    if (order.paymentStatus !== 'PAID') throw conflict(REFUND_MSG.ORDER_NOT_PAID);
    return order;
  }

  private async context(tx: Executor, storeId: number): Promise<StoreInvoiceContext> {
    const context = await einvoiceRepository.storeContext(tx, storeId);
    if (!context) throw notFound();
    return context;
  }
}
