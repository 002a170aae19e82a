import {
  EINVOICE_MSG,
  type InvoiceProof,
  mayVoidOn,
  type OrderInvoice,
  parsePeriodKey,
  type PrintInvoiceRequest,
  type ReissueInvoiceRequest,
  type VoidInvoiceRequest,
  zonedDateTime,
} from '@diancan/core';
import type { Clock } from '../../platform/clock.js';
import type { Database, Transaction } from '../../platform/db/database.js';
import { badRequest, conflict, notFound } from '../../platform/errors/app-error.js';
import type { OrderInvoiceChange, OrderInvoicePort } from './invoice-port.js';
import { einvoiceRepository, type InvoiceRow, type OrderForInvoice, type StoreInvoiceContext } from './einvoice.repository.js';
import { presentInvoice } from './einvoice.presenter.js';
import { draftInvoice } from './invoice-draft.js';
import { invoiceDue } from './issuance.js';
import { buildProof } from './proof.js';

interface InvoiceChange {
  storeId: number;
  orderId: number;
  userId: number | null;
  now: Date;
  reason: string;
}

/**
 * The invoices of an order after its checkout: the list, void (作廢) and reissue, the proof, and the port the order
 * board and the reports call inside their own transactions (OrderInvoicePort). A void keeps the row with its reason
 * and time; a reissue voids the issued invoice and issues the next number of the current period for the order as it
 * now stands, pointing back at the one it replaced.
 */
export class OrderInvoiceService implements OrderInvoicePort {
  constructor(
    private readonly db: Database,
    private readonly clock: Clock,
  ) {}

  async list(storeId: number, orderId: number): Promise<OrderInvoice[]> {
    const rows = await einvoiceRepository.invoicesOfOrder(this.db, storeId, orderId);
    if (rows.length === 0 && !(await einvoiceRepository.orderForInvoice(this.db, storeId, orderId))) {
      throw notFound(EINVOICE_MSG.ORDER_NOT_FOUND);
    }
    return rows.map(presentInvoice);
  }

  async void(request: VoidInvoiceRequest, userId: number): Promise<OrderInvoice> {
    const change = { ...request, userId, now: this.clock() };
    return this.db.transaction(async (tx) => {
      const context = await this.context(tx, request.storeId);
      const issued = await einvoiceRepository.lockIssuedOfOrder(tx, request.storeId, request.orderId);
      if (!issued) {
        await this.requireOrder(tx, request.storeId, request.orderId);
        throw conflict(EINVOICE_MSG.NO_ISSUED_INVOICE);
      }
      return presentInvoice(await this.voidRow(tx, issued, change, context));
    });
  }

  async reissue(request: ReissueInvoiceRequest, userId: number): Promise<OrderInvoice> {
    const change = { ...request, userId, now: this.clock() };
    return this.db.transaction(async (tx) => {
      const context = await this.context(tx, request.storeId);
      const order = await this.requireOrder(tx, request.storeId, request.orderId);
      if (order.status === 'CANCELLED') throw conflict(EINVOICE_MSG.ORDER_CANCELLED);
      if (order.payableCents <= 0) throw conflict(EINVOICE_MSG.ORDER_FREE);
      const issued = await einvoiceRepository.lockIssuedOfOrder(tx, request.storeId, request.orderId);
      const previous = issued ?? (await einvoiceRepository.lastOfOrder(tx, request.storeId, request.orderId));
      // An order that never had an invoice gets its first one only while invoices are on.
      if (!previous && !invoiceDue(context.switches, order.payableCents)) throw badRequest(EINVOICE_MSG.INVOICE_OFF);
      if (request.invoice !== null || request.clearBuyer) {
        await einvoiceRepository.setOrderBuyer(tx, request.storeId, request.orderId, request.invoice, change.now);
        order.invoiceType = request.invoice?.type ?? null;
        order.invoiceCode = request.invoice?.number ?? null;
      }
      if (issued) await this.voidRow(tx, issued, change, context);
      const row = await this.issueFor(tx, change, context, order, previous?.id ?? null);
      return presentInvoice(row);
    });
  }

  /** `tx`: read in the caller's transaction (the checkout's print jobs); else in one of its own. */
  async proof(request: PrintInvoiceRequest, tx?: Transaction): Promise<InvoiceProof> {
    return tx ? this.proofOn(tx, request) : this.db.transaction((own) => this.proofOn(own, request));
  }

  private async proofOn(tx: Transaction, request: PrintInvoiceRequest): Promise<InvoiceProof> {
    const { storeId, orderId } = request;
    const context = await this.context(tx, storeId);
    const row =
      request.invoiceId === null
        ? await einvoiceRepository.lockIssuedOfOrder(tx, storeId, orderId)
        : await einvoiceRepository.findInvoice(tx, storeId, request.invoiceId);
    if (!row || row.orderId !== orderId) {
      await this.requireOrder(tx, storeId, orderId);
      throw request.invoiceId === null ? conflict(EINVOICE_MSG.NO_ISSUED_INVOICE) : notFound(EINVOICE_MSG.INVOICE_NOT_FOUND);
    }
    if (row.status === 'VOIDED') throw conflict(EINVOICE_MSG.VOIDED_NOT_PRINTABLE);
    if (row.carrierId !== null) throw conflict(EINVOICE_MSG.NOT_PRINTABLE_CARRIER);
    if (row.donationCode !== null) throw conflict(EINVOICE_MSG.NOT_PRINTABLE_DONATED);
    const aesKeyHex = context.seller?.aesKeyHex;
    if (!aesKeyHex) throw conflict(EINVOICE_MSG.AES_KEY_MISSING);
    const printCount = await einvoiceRepository.countPrint(tx, storeId, row.id);
    return buildProof(row, { storeName: context.storeName, timeZone: context.timeZone, aesKeyHex, printCount });
  }

  // ---- OrderInvoicePort: inside the caller's transaction ---------------------------------------

  async reissueForOrder(tx: Transaction, change: OrderInvoiceChange): Promise<void> {
    const issued = await einvoiceRepository.lockIssuedOfOrder(tx, change.storeId, change.orderId);
    if (!issued) return;
    const context = await this.context(tx, change.storeId);
    const order = await this.requireOrder(tx, change.storeId, change.orderId);
    await this.voidRow(tx, issued, change, context);
    // An order changed down to nothing to pay, or cancelled by the change, keeps only the void.
    if (order.status === 'CANCELLED' || order.payableCents <= 0) return;
    await this.issueFor(tx, change, context, order, issued.id);
  }

  async issueForOrder(tx: Transaction, change: OrderInvoiceChange): Promise<void> {
    if (await einvoiceRepository.lockIssuedOfOrder(tx, change.storeId, change.orderId)) return;
    const context = await this.context(tx, change.storeId);
    const order = await this.requireOrder(tx, change.storeId, change.orderId);
    if (order.status === 'CANCELLED' || !invoiceDue(context.switches, order.payableCents)) return;
    await this.issueFor(tx, change, context, order, null);
  }

  async voidForOrder(tx: Transaction, change: OrderInvoiceChange): Promise<void> {
    const issued = await einvoiceRepository.lockIssuedOfOrder(tx, change.storeId, change.orderId);
    if (!issued) return;
    await this.voidRow(tx, issued, change, await this.context(tx, change.storeId));
  }

  // ---- shared ----------------------------------------------------------------------------------

  /** Voids one issued invoice, until the 15th of the next period (the tax authority's limit). */
  private async voidRow(tx: Transaction, row: InvoiceRow, change: InvoiceChange, context: StoreInvoiceContext): Promise<InvoiceRow> {
    const today = zonedDateTime(change.now, context.timeZone).date;
    if (!mayVoidOn(parsePeriodKey(row.periodKey), today)) throw conflict(EINVOICE_MSG.VOID_DEADLINE_PASSED);
    const reason = change.reason.trim().slice(0, 20) || '訂單異動';
    return einvoiceRepository.markVoided(tx, change.storeId, row.id, { now: change.now, voidDate: today, userId: change.userId, reason });
  }

  private async issueFor(
    tx: Transaction,
    change: InvoiceChange,
    context: StoreInvoiceContext,
    order: OrderForInvoice,
    reissuedFromId: number | null,
  ): Promise<InvoiceRow> {
    if (!context.seller?.sellerTaxId || !context.seller.sellerName) throw conflict(EINVOICE_MSG.SELLER_MISSING);
    const buyer = order.invoiceType && order.invoiceCode ? { type: order.invoiceType, number: order.invoiceCode } : null;
    const draft = draftInvoice({ now: change.now, timeZone: context.timeZone, payable: order.payableCents, buyer, lines: order.lines, pointsDiscount: order.pointsDiscountCents });
    const issued = await einvoiceRepository.issue(
      tx,
      { storeId: change.storeId, orderId: change.orderId, userId: change.userId, now: change.now, reissuedFromId },
      draft,
      null,
    );
    if (!issued) throw conflict(EINVOICE_MSG.NO_NUMBERS);
    const row = await einvoiceRepository.findInvoice(tx, change.storeId, issued.id);
    if (!row) throw new Error('issued invoice not found');
    return row;
  }

  private async context(tx: Transaction, storeId: number): Promise<StoreInvoiceContext> {
    const context = await einvoiceRepository.storeContext(tx, storeId);
    if (!context) throw notFound();
    return context;
  }

  private async requireOrder(tx: Transaction, storeId: number, orderId: number): Promise<OrderForInvoice> {
    const order = await einvoiceRepository.orderForInvoice(tx, storeId, orderId);
    if (!order) throw notFound(EINVOICE_MSG.ORDER_NOT_FOUND);
    return order;
  }
}
