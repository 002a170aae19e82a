import type { Transaction } from '../../platform/db/database.js';

/** An order change after checkout that touches its e-invoice. */
export interface OrderInvoiceChange {
  storeId: number;
  orderId: number;
  /** Null for a customer's own change (a front-stage order taken back before it was paid). */
  userId: number | null;
  now: Date;
  /** Why, as recorded with the void (e.g. 訂單修改, 訂單取消, 報表刪除). */
  reason: string;
}

/**
 * What order changes after checkout (the order board's edits and cancellations, the reports' removals) ask of the
 * e-invoice area, inside the change's own transaction, so an order and its invoice never disagree: either both
 * change or neither. Implemented by features/einvoice, composed in services.ts. Both calls do nothing for an order
 * without an issued invoice.
 */
export interface OrderInvoicePort {
  /**
   * The order's amounts changed: void its issued invoice and issue a new one (next number of the current period)
   * for the order as it now stands. Throws an AppError (e.g. 409 when no number is left) and the caller's
   * transaction rolls back, edit included.
   */
  reissueForOrder(tx: Transaction, change: OrderInvoiceChange): Promise<void>;
  /**
   * An order was paid after it was placed (a front-stage order paid at the counter): issue its invoice now when
   * invoices are on and it has none. Throws an AppError (409 when no number is left), rolling the payment back.
   */
  issueForOrder(tx: Transaction, change: OrderInvoiceChange): Promise<void>;
  /** The order was cancelled or removed: void its issued invoice. */
  voidForOrder(tx: Transaction, change: OrderInvoiceChange): Promise<void>;
}
