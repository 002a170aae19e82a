import {
  type AddOrderRequest,
  type AddOrderResult,
  businessDateOf,
  type CouponTerms,
  type OrderSource,
  type PaymentStatus,
  addOrderResultSchema,
  formatOrderNo,
  ORDER_MSG,
  OFFLINE_ORDER_MAX_AGE_MS,
  TAKEN_AT_CLOCK_SLACK_MS,
  itemSoldOutMessage,
  stockShortMessage,
} from '@diancan/core';
import { z } from 'zod';
import type { Clock } from '../../platform/clock.js';
import type { Database, Transaction } from '../../platform/db/database.js';
import { badRequest, conflict } from '../../platform/errors/app-error.js';
import { publishAfterCommit, type RealtimeBus, type RealtimeOutbox } from '../../platform/realtime/index.js';
import { claimCoupon, recordCouponRedemption } from '../coupons/index.js';
import { memberSummaryOf, openMemberCheckout, planPointsClaim, recordMemberOrder, recordPointsClaim } from '../members/index.js';
import { issueCheckoutInvoice } from '../einvoice/index.js';
import { type CheckoutCatalogue, readCheckoutCatalogue } from './catalogue.repository.js';
import { requestHash } from './idempotency.js';
import { idsOf, priceOrder, type PricedOrder, serviceChargeLines } from './order-pricing.js';
import { orderRepository, type StoredKey } from './order.repository.js';
import { type OrderTable, readOrderTable } from './order-table.repository.js';

export interface AddOrderOutcome {
  result: AddOrderResult;
  /** The answer of an earlier request with the same key (nothing was written this time). */
  replayed: boolean;
}

/**
 * Where an order comes from, beyond its request: the POS (paid at once, by a signed-in user) or the front stage (a
 * customer's phone or the kiosk: unpaid, paid at the counter, no user).
 */
export interface OrderOrigin {
  source: OrderSource;
  paymentStatus: PaymentStatus;
  userId: number | null;
  /** The pickup time of a front-stage takeout order (kept as a pickup reservation the board shows). */
  pickupAt?: Date | null;
  /** A 先付款 store's self-ordering order: off the board (no NEW_ORDER) until the phone's payment settles (docs/payments.md). */
  awaitingPayment?: boolean;
}

/** One creation: the request's key and body fingerprint, and how the catalogue turns into a priced request. */
export interface OrderCreation {
  storeId: number;
  key: string;
  /** Fingerprint of the body as the client sent it: a retry compares with it before anything is priced. */
  requestHash: string;
  origin: OrderOrigin;
  /** When the order was taken, if earlier than now (an order from a terminal's offline outbox). */
  takenAt?: string | null;
  /** The ids to read from the catalogue. */
  ids: ReturnType<typeof idsOf> & { payMethodId: number | null };
  /** A coupon code to redeem (docs/coupons.md), and who redeems it (for a per-customer limit). */
  coupon?: { code: string; customerKey: string | null } | null;
  /**
   * Table service (docs/tables.md): the dining table the check is opened on, read and checked in the transaction
   * (400 桌位不存在 for none of this store's, 409 for a removed one); its name becomes the table number, the store's
   * 服務費 percent is priced in.
   */
  table?: { tableId: number; guests: number | null } | null;
  /** The table a reservation holds (有預約 on the floor): checked as `table` is, kept on the order, nothing priced. */
  reservedTableId?: number | null;
  /** The member named (docs/members.md): points earned when paid, `redeemPoints` of theirs taken off. */
  member?: { memberId: number; redeemPoints: number } | null;
  /** Prices the order against the catalogue read in the transaction (throws AppErrors to refuse it). */
  price(
    catalogue: CheckoutCatalogue,
    now: Date,
    coupon: CouponTerms | null,
    table: OrderTable | null,
    /** Cents the member's redeemed points take off (docs/members.md). */
    pointsDiscount: number,
  ): { request: AddOrderRequest; priced: PricedOrder };
  /**
   * More rows of the same order, written in its transaction (a delivery platform's order record, the checkout's print
   * jobs); events added to `outbox` are sent once it committed.
   */
  afterWrite?(tx: Transaction, result: AddOrderResult, outbox: RealtimeOutbox): Promise<void>;
  /** The payment rows of a split bill (docs/payments.md), written instead of the one payment of `payment`. */
  tender?: readonly TenderRow[] | null;
}

/** One payment row of a split bill: the part's method and what it collected (cash: tendered and change). */
export interface TenderRow {
  payMethodId: number;
  payMethodName: string;
  statisticKey: string;
  amountCents: number;
  tenderedCents: number;
  changeCents: number;
}

/** What the idempotency row keeps: the answer without its order number text, plus the number it came from. */
const storedResponseSchema = addOrderResultSchema.omit({ orderNo: true }).extend({ orderNumber: z.number().int() });

/**
 * addOrder: one transaction claims the Idempotency-Key, reads the catalogue, prices the order with core, takes the
 * stock, and writes the order, its lines, payment, history and the key's answer; when invoices are on, one more
 * statement issues the e-invoice and adds it to the key's answer (docs/einvoice.md). NEW_ORDER is published only after
 * it committed; so is MENU_CHANGED when stock was taken (the POS shows what is left). The POS checkout and the
 * customers' front stage (docs/self-ordering.md) both go through `create`.
 */
export class OrderCreationService {
  constructor(
    private readonly db: Database,
    private readonly clock: Clock,
    private readonly realtime: RealtimeBus,
    /** The store's contract allows taking orders (docs/decisions/0002-expired-contracts.md); throws otherwise. */
    private readonly contractGuard: { assertOrdersAllowed(storeId: number): Promise<void> },
  ) {}

  /** `afterWrite`: the checkout's own rows in its transaction (the print jobs of a printer-box store). */
  addOrder(
    actor: { userId: number },
    key: string,
    request: AddOrderRequest,
    afterWrite?: OrderCreation['afterWrite'],
    tender?: OrderCreation['tender'],
  ): Promise<AddOrderOutcome> {
    // Neither the time an outboxed attempt was taken nor whether its terminal printed the kitchen tickets is part of
    // its fingerprint (see the contract's `takenAt`, `kitchenPrinted`); left out, not defaulted, so keys stored before
    // `kitchenPrinted` existed still match their retries.
    const { kitchenPrinted: _printedAtTerminal, ...fingerprinted } = request;
    return this.create({
      storeId: request.storeId,
      key,
      requestHash: requestHash({ ...fingerprinted, takenAt: null }),
      takenAt: request.takenAt,
      // An open tab (開桌, payLater) is paid at the end of the meal with updateOrderPaid.
      origin: { source: 'POS', paymentStatus: request.payLater ? 'UNPAID' : 'PAID', userId: actor.userId },
      ids: { ...idsOf(request), payMethodId: request.entertain || request.payLater ? null : (request.payment?.payMethodId ?? null) },
      coupon: request.couponCode === null ? null : { code: request.couponCode, customerKey: customerKeyOf(request) },
      table: request.tableId === null ? null : { tableId: request.tableId, guests: request.guests },
      reservedTableId: request.reservation?.tableId ?? null,
      member: request.memberId === null ? null : { memberId: request.memberId, redeemPoints: request.redeemPoints },
      price: (catalogue, now, coupon, table, pointsDiscount) => ({
        request,
        priced: priceOrder(request, catalogue, now, {
          coupon,
          unpaid: request.payLater,
          serviceChargePercent: table?.serviceChargePercent ?? 0,
          pointsDiscount,
        }),
      }),
      afterWrite,
      tender,
    });
  }

  async create(creation: OrderCreation): Promise<AddOrderOutcome> {
    const { storeId, key, origin } = creation;
    await this.contractGuard.assertOrdersAllowed(storeId);
    const hash = creation.requestHash;
    const now = this.clock();
    const at = orderTime(creation.takenAt, now);
    return publishAfterCommit(this.realtime, (outbox) =>
      this.db.transaction(async (tx) => {
        // The key is claimed in the statement that reads the catalogue: one round trip for both.
        const catalogue = await readCheckoutCatalogue(tx, { storeId, ...creation.ids }, { key, requestHash: hash, now });
        if (!catalogue.claimed) {
          return { result: replay(await orderRepository.readKey(tx, storeId, key), hash), replayed: true };
        }
        // The coupon's row stays locked to the commit: concurrent checkouts of the last one wait here, one wins.
        const coupon = creation.coupon
          ? await claimCoupon(tx, { storeId, ...creation.coupon, today: businessDateOf(at, catalogue.timeZone) })
          : null;
        const table = creation.table ? await readOrderTable(tx, storeId, creation.table.tableId) : null;
        const reservedTable = creation.reservedTableId ? await readOrderTable(tx, storeId, creation.reservedTableId) : null;
        // The member's row too (after the coupon's, before the stock's: one order of locks for every checkout).
        const memberCheckout = creation.member ? await openMemberCheckout(tx, { storeId, ...creation.member }) : null;
        // Priced and dated as of when it was taken: an offline order belongs to the business day it was sold on.
        const { request, priced } = creation.price(catalogue, at, coupon, table, memberCheckout?.pointsDiscount ?? 0);
        if (await takeStock(tx, storeId, priced, now)) {
          // What is left shows on every POS of the store: it refetches its menu.
          outbox.add({ destination: 'store', storeId }, 'MENU_CHANGED', { storeId });
        }
        const paid = origin.paymentStatus === 'PAID';
        const payable = priced.totals.payable;
        const member = memberCheckout ? memberSummaryOf(memberCheckout, payable, paid) : null;
        const pointsClaim = memberCheckout === null && paid ? await planPointsClaim(tx, storeId, payable, now) : null;
        const result = await write(tx, {
          storeId,
          key,
          now: at,
          origin,
          request: table ? { ...request, tableNumber: table.name } : request,
          priced,
          tender: creation.tender ?? null,
          extras: { member, pointsClaim },
        });
        if (table) {
          await orderRepository.attachTable(tx, storeId, result.orderId, {
            tableId: table.id,
            guests: creation.table?.guests ?? null,
            serviceChargePercent: table.serviceChargePercent,
            serviceChargeCents: priced.totals.serviceCharge,
          });
          outbox.add({ destination: 'store', storeId }, 'TABLE_CHANGED', { storeId, tableIds: [table.id] });
        }
        if (reservedTable) {
          await orderRepository.reserveTable(tx, storeId, result.orderId, reservedTable.id);
          outbox.add({ destination: 'store', storeId }, 'TABLE_CHANGED', { storeId, tableIds: [reservedTable.id] });
        }
        if (memberCheckout && member) {
          await recordMemberOrder(tx, { storeId, orderId: result.orderId, checkout: memberCheckout, summary: member, payable, paid, now });
        }
        if (pointsClaim) await recordPointsClaim(tx, storeId, result.orderId, pointsClaim, now);
        if (priced.totals.coupon !== null) {
          await recordCouponRedemption(tx, {
            storeId,
            couponId: priced.totals.coupon.id,
            orderId: result.orderId,
            customerKey: creation.coupon?.customerKey ?? null,
            discountCents: priced.totals.couponDiscount,
            now,
          });
        }
        await creation.afterWrite?.(tx, result, outbox);
        if (!origin.awaitingPayment) {
          outbox.add({ destination: 'store', storeId }, 'NEW_ORDER', {
            storeId,
            orderId: result.orderId,
            orderNo: result.orderNo,
            channel: origin.source,
          });
        }
        return { result, replayed: false };
      }),
    );
  }
}

/** The order's time: now, or the `takenAt` of an outboxed order within its bounds (400 outside them). */
function orderTime(takenAt: string | null | undefined, now: Date): Date {
  if (!takenAt) return now;
  const at = new Date(takenAt);
  if (at.getTime() > now.getTime() + TAKEN_AT_CLOCK_SLACK_MS) throw badRequest(ORDER_MSG.TAKEN_AT_FUTURE);
  if (at.getTime() < now.getTime() - OFFLINE_ORDER_MAX_AGE_MS) throw badRequest(ORDER_MSG.TAKEN_AT_TOO_OLD);
  return at.getTime() > now.getTime() ? now : at;
}

/**
 * Who brings a coupon, for its per-customer limit: the e-invoice phone carrier, else the reservation phone. A POS
 * sale has no customer account; these are the two identities a counter sale can carry.
 */
function customerKeyOf(request: AddOrderRequest): string | null {
  if (request.invoice?.type === 'phoneCarrier') return `carrier:${request.invoice.number.toUpperCase()}`;
  if (request.reservation) return `phone:${request.reservation.phone}`;
  return null;
}

/** The first answer to this key, when the body is the same; 409 when it is another. */
function replay(stored: StoredKey | undefined, hash: string): AddOrderResult {
  if (!stored || stored.requestHash !== hash) throw conflict(ORDER_MSG.IDEMPOTENCY_CONFLICT);
  const { orderNumber, ...rest } = storedResponseSchema.parse(stored.response);
  return { ...rest, orderNo: formatOrderNo(orderNumber) };
}

/** Locks and checks the stock rows the order uses, then takes the units; true when any row changed. */
async function takeStock(tx: Transaction, storeId: number, priced: PricedOrder, now: Date): Promise<boolean> {
  const needs = priced.stockNeeds;
  if (needs.length === 0) return false;
  const rows = new Map((await orderRepository.lockStock(tx, storeId, needs.map((need) => need.itemId))).map((row) => [row.itemId, row]));
  for (const need of needs) {
    const row = rows.get(need.itemId);
    if (!row) continue; // the row went since the catalogue read: unlimited and for sale again
    if (!row.availableForSale) throw conflict(itemSoldOutMessage(need.name));
    if (row.availableQuantity !== null && row.availableQuantity < need.units) {
      throw conflict(stockShortMessage(need.name, row.availableQuantity));
    }
  }
  await orderRepository.takeStock(tx, storeId, needs, now);
  return true;
}

async function write(
  tx: Transaction,
  context: {
    storeId: number;
    key: string;
    now: Date;
    origin: OrderOrigin;
    request: AddOrderRequest;
    priced: PricedOrder;
    tender: readonly TenderRow[] | null;
    /** The member's points after the order, or the receipt's points claim (docs/members.md). */
    extras: Pick<AddOrderResult, 'member' | 'pointsClaim'>;
  },
): Promise<AddOrderResult> {
  const { storeId, key, now, origin, request, priced, tender, extras } = context;
  const userId = origin.userId;
  const pickupAt = origin.pickupAt ?? null;
  const { payMethod } = priced;
  // An unpaid (front-stage) order has taken nothing yet: updateOrderPaid records what the counter collects.
  const totals = origin.paymentStatus === 'PAID' ? priced.totals : { ...priced.totals, paid: 0, change: 0 };
  const reservation = request.reservation;
  const discount = request.entertain ? null : request.manualDiscount;
  const response: Omit<AddOrderResult, 'orderId' | 'orderNo'> & { invoice: AddOrderResult['invoice'] } = {
    status: 'NEW',
    paymentStatus: origin.paymentStatus,
    type: priced.type,
    businessDate: priced.businessDate,
    createdAt: now.toISOString(),
    totals: {
      subtotal: totals.subtotal,
      entertainAmount: totals.entertainAmount,
      automaticDiscount: totals.automaticDiscount,
      couponDiscount: totals.couponDiscount,
      pointsDiscount: totals.pointsDiscount,
      total: totals.total,
      manualDiscount: totals.manualDiscount,
      serviceCharge: totals.serviceCharge,
      payable: totals.payable,
      paid: totals.paid,
      change: totals.change,
    },
    // Replaced, in the key's stored answer too, by the statement that issues the invoice.
    invoice: null,
    member: extras.member ?? null,
    pointsClaim: extras.pointsClaim ?? null,
  };
  const written = await orderRepository.insertOrder(tx, {
    storeId,
    key,
    businessDate: priced.businessDate,
    now,
    createdBy: userId,
    order: {
      status: response.status,
      paymentStatus: response.paymentStatus,
      source: origin.source,
      type: priced.type,
      tableNumber: priced.type === 'INSIDE' ? request.tableNumber : null,
      remark: request.remark,
      reservationType: reservation?.type ?? (pickupAt ? 'PICKUP' : null),
      reservedFor: priced.reservedFor ?? pickupAt ?? null,
      reservationName: reservation?.name ?? null,
      reservationPhone: reservation?.phone ?? null,
      reservationAddress: reservation?.address || null,
      reservationUniformNumber: reservation?.uniformNumber || null,
      entertain: request.entertain,
      subtotalCents: totals.subtotal,
      entertainCents: totals.entertainAmount,
      automaticDiscountCents: totals.automaticDiscount,
      automaticDiscountId: totals.automaticDiscountTier?.id ?? null,
      automaticDiscountName: totals.automaticDiscountTier?.name ?? null,
      coupon: totals.coupon,
      couponDiscountCents: totals.couponDiscount,
      totalCents: totals.total,
      manualDiscountType: discount?.type ?? null,
      manualDiscountRatio: discount?.type === 'RATIO' ? Math.round(discount.ratio * 100) : null,
      manualDiscountCents: totals.manualDiscount,
      payableCents: totals.payable,
      paidCents: totals.paid,
      changeCents: totals.change,
      invoiceType: request.invoice?.type ?? null,
      invoiceCode: request.invoice?.number ?? null,
      awaitingPayment: origin.awaitingPayment === true,
    },
    lines: priced.lines.map((line) => ({
      lineNo: line.lineNo,
      itemId: line.itemId,
      itemName: line.itemName,
      categoryId: line.categoryId,
      categoryName: line.categoryName,
      count: line.count,
      unitPriceCents: line.unitPrice,
      unitTotalCents: line.unitTotal,
      amountCents: line.amount,
      entertain: line.entertain,
      remark: line.remark,
      options: line.options,
      combos: line.combos,
    })),
    payments:
      tender !== null && origin.paymentStatus === 'PAID'
        ? [...tender]
        : payMethod === null
        ? []
        : [
            {
              payMethodId: payMethod.id,
              payMethodName: payMethod.name,
              statisticKey: payMethod.statisticKey,
              amountCents: totals.payable,
              tenderedCents: totals.paid,
              changeCents: totals.change,
            },
          ],
    response,
  });
  const invoice = priced.issueInvoice
    ? await issueCheckoutInvoice(tx, {
        storeId,
        orderId: written.id,
        userId,
        now,
        timeZone: priced.timeZone,
        payable: totals.payable,
        buyer: request.invoice,
        lines: [
          ...priced.lines.map((line) => ({
            name: line.itemName,
            count: line.count,
            unitTotal: line.unitTotal,
            amount: line.amount,
            entertain: line.entertain,
          })),
          ...serviceChargeLines(totals.serviceCharge),
        ],
        pointsDiscount: totals.pointsDiscount,
        idempotencyKey: key,
        offline: request.offlineInvoice,
      })
    : null;
  return { ...response, invoice, orderId: written.id, orderNo: formatOrderNo(written.orderNumber) };
}
