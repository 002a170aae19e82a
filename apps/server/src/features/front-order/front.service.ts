import {
  checkPickupTime,
  customerMayChange,
  FRONT_CHANNEL_MODULES,
  type FrontUpdateCountRequest,
  isFrontStageSource,
  type SystemModule,
  type FrontChannel,
  frontClosedReason,
  type FrontMenu,
  FRONT_MSG,
  type FrontOrderRequest,
  type FrontOrderResult,
  type FrontOrderStatus,
  frontOrderTypesOf,
  FRONT_STATUS_LABELS,
  type FrontTokenKind,
  formatOrderNo,
  isStoreQrHash,
  periodKey,
  periodOfDate,
  zonedDateTime,
} from '@diancan/core';
import type { Clock } from '../../platform/clock.js';
import type { Database } from '../../platform/db/database.js';
import { badRequest, conflict, notFound } from '../../platform/errors/app-error.js';
import type { RateLimiter } from '../../platform/rate-limit/rate-limiter.js';
import type { PosMenuService } from '../menu/index.js';
import { businessDateOf, type FrontPayRequest, type FrontPayResult, PAYMENT_MSG, type PaymentProvider, zonedInstant } from '@diancan/core';
import { requestHash } from '../orders/index.js';
import { idsOf, priceOrder } from '../orders/index.js';
import type { OrderCreationService } from '../orders/index.js';
import { frontOrderRequest } from './front-pricing.js';
import { type FrontOrderRow, frontRepository, type FrontStoreRow } from './front.repository.js';
import type { FrontOrderSettings, FrontSettingsSource } from './front-settings.js';
import type { FrontTokens } from './front-tokens.js';
import { frontMenuOf } from './front-menu.js';

/** What a front-stage token opens: its store, channel and (for a table's code) table. */
export interface FrontContext {
  kind: FrontTokenKind;
  channel: FrontChannel;
  store: FrontStoreRow;
  table: { id: number; name: string } | null;
  settings: FrontOrderSettings;
}

/**
 * The counter's order changes a customer may make on their own order (implemented by the order board, which keeps
 * the one path for every order change: lock, history, stock, e-invoice, realtime).
 */
export interface CustomerOrderChanges {
  customerCancel(storeId: number, orderId: number): Promise<void>;
  customerUpdateCount(storeId: number, orderId: number, lineNo: number, count: number): Promise<void>;
}

/** Prints the kiosk's number ticket (implemented by the printing area; a failure is its own to log). */
export interface KioskTickets {
  printNumberTicket(storeId: number, orderId: number): Promise<void>;
}

/**
 * Submits per token (a table's code is shared by its table; a kiosk by everyone in line) and per store: a restaurant's
 * customers share its Wi-Fi and mobile carriers share addresses (docs/tables.md), so the address limits stay far
 * above a full dining room (100 tables submitting at once) and only stop a runaway client.
 */
const SUBMIT_PER_TOKEN = { limit: 60, windowMs: 60_000 };
const SUBMIT_PER_STORE = { limit: 1_200, windowMs: 60_000 };
const SUBMIT_PER_ADDRESS = { limit: 2_000, windowMs: 60_000 };
const READ_PER_ADDRESS = { limit: 6_000, windowMs: 60_000 };

/**
 * The customer's side (docs/self-ordering.md): no session, everything scoped by a signed token. Orders go through
 * the checkout's own creation path (OrderCreationService.create): one transaction with the idempotency key, the
 * catalogue read, core's pricing, the stock and NEW_ORDER after commit.
 */
/** The members area's look-up of a number a customer typed: null while the store has points off. */
export interface FrontMembers {
  memberIdForPhone(storeId: number, phone: string): Promise<number | null>;
  /** The store has points on: the menu offers the number field. */
  pointsOn(storeId: number): Promise<boolean>;
}

/** What the customer's phone payments need of features/payments (a port: front-order does not import it). */
export interface FrontPayments {
  payFirst(storeId: number): Promise<boolean>;
  start(order: { storeId: number; orderId: number; payableCents: number; paid: boolean }, provider: PaymentProvider): Promise<FrontPayResult>;
  follow(orderId: number): Promise<void>;
  /** The wallets a phone may pay the store's orders with, and whether it is a 先付款 store. */
  online(storeId: number): Promise<{ providers: PaymentProvider[]; payFirst: boolean }>;
}

export class FrontService {
  constructor(
    private readonly deps: {
      db: Database;
      clock: Clock;
      tokens: FrontTokens;
      orders: OrderCreationService;
      posMenu: PosMenuService;
      rateLimiter: RateLimiter;
      settings: FrontSettingsSource;
      changes: CustomerOrderChanges;
      tickets: KioskTickets;
      members?: FrontMembers;
      /** The phone's payments (features/payments, composed in services.ts); none: orders are paid at the counter. */
      payments?: FrontPayments;
    },
  ) {}

  /**
   * The access policy's token scope (storeScope 'token'): the store of a table, store, kiosk or status token and the
   * module its channel needs; 404 for a token the server did not sign (or a removed table or order).
   */
  async storeOf(token: string): Promise<{ storeId: number; module: SystemModule }> {
    const orderId = this.deps.tokens.orderIdOf(token);
    if (orderId !== null) {
      const order = await frontRepository.orderScope(this.deps.db, orderId);
      if (!order || !isFrontStageSource(order.source)) throw notFound(FRONT_MSG.ORDER_NOT_FOUND);
      return { storeId: order.storeId, module: FRONT_CHANNEL_MODULES[order.source] };
    }
    const context = await this.resolve(token);
    return { storeId: context.store.id, module: FRONT_CHANNEL_MODULES[context.channel] };
  }

  /** The store (and table) of a store, kiosk or table token; 404 when it is not one the server signed now. */
  async resolve(token: string): Promise<FrontContext> {
    const { tokens, db } = this.deps;
    if (isStoreQrHash(token)) {
      const storeId = await frontRepository.storeOfQrHash(db, token);
      if (storeId === null) throw notFound(FRONT_MSG.TOKEN_INVALID);
      return this.contextOf('STORE', storeId, null);
    }
    const parsed = tokens.read(token, ['TABLE', 'KIOSK']);
    if (!parsed) throw notFound(FRONT_MSG.TOKEN_INVALID);
    let storeId = parsed.id;
    let table: FrontContext['table'] = null;
    if (parsed.kind === 'TABLE') {
      const row = await frontRepository.tableById(db, parsed.id);
      if (!row || !tokens.verify(parsed, row.generation)) throw notFound(FRONT_MSG.TOKEN_INVALID);
      storeId = row.storeId;
      table = { id: row.id, name: row.name };
    } else if (!tokens.verify(parsed)) {
      throw notFound(FRONT_MSG.TOKEN_INVALID);
    }
    return this.contextOf(parsed.kind, storeId, table);
  }

  private async contextOf(kind: FrontTokenKind, storeId: number, table: FrontContext['table']): Promise<FrontContext> {
    const store = await frontRepository.store(this.deps.db, storeId);
    if (!store) throw notFound(FRONT_MSG.TOKEN_INVALID);
    const settings = await this.deps.settings.frontSettings(storeId);
    return { kind, channel: kind === 'KIOSK' ? 'KIOSK' : 'MOBILE', store, table, settings };
  }

  async menu(token: string, address: string): Promise<FrontMenu> {
    await this.deps.rateLimiter.consume(`front-read:${address}`, READ_PER_ADDRESS, FRONT_MSG.TOO_MANY);
    const context = await this.resolve(token);
    const menu = await this.deps.posMenu.getMenu(context.store.id);
    const memberPoints = (await this.deps.members?.pointsOn(context.store.id)) ?? false;
    return frontMenuOf(context, menu, { token, closedReason: this.closedReason(context), memberPoints });
  }

  async placeOrder(key: string, body: FrontOrderRequest, address: string): Promise<{ result: FrontOrderResult; replayed: boolean }> {
    const { rateLimiter, clock } = this.deps;
    await rateLimiter.consume(`front-submit:${body.token}`, SUBMIT_PER_TOKEN, FRONT_MSG.TOO_MANY);
    await rateLimiter.consume(`front-submit:${address}`, SUBMIT_PER_ADDRESS, FRONT_MSG.TOO_MANY);
    const context = await this.resolve(body.token);
    await rateLimiter.consume(`front-submit:store:${context.store.id}`, SUBMIT_PER_STORE, FRONT_MSG.TOO_MANY);
    const refusal = this.closedReason(context);
    if (refusal) throw conflict(refusal);
    if (!frontOrderTypesOf(context.kind, context.settings.orderTypes).includes(body.type)) {
      throw badRequest(body.type === 'INSIDE' ? FRONT_MSG.TABLE_REQUIRED : FRONT_MSG.TYPE_NOT_OFFERED);
    }
    const storeId = context.store.id;
    const pickupAt = body.type === 'TAKEOUT' ? this.pickupInstant(body.pickupTime, context) : null;
    const period = periodKey(periodOfDate(businessDateOf(clock(), context.store.timeZone)));
    if (!(await frontRepository.invoiceNumbersLeft(this.deps.db, storeId, period))) throw conflict(FRONT_MSG.NO_INVOICE_NUMBERS);
    // The customer's number: the order names the member, who earns when the counter takes the payment.
    const memberId = body.memberPhone && this.deps.members ? await this.deps.members.memberIdForPhone(storeId, body.memberPhone) : null;
    const { result, replayed } = await this.deps.orders.create({
      storeId,
      key,
      requestHash: requestHash(body),
      member: memberId === null ? null : { memberId, redeemPoints: 0 },
      // A 先付款 store: the order waits off the board until the customer's phone has paid it (docs/payments.md).
      origin: { source: context.channel, paymentStatus: 'UNPAID', userId: null, pickupAt, awaitingPayment: (await this.deps.payments?.payFirst(storeId)) === true },
      ids: { ...idsOf(body), payMethodId: null },
      // A table's QR order lands on that table's tab (docs/tables.md), with the store's 服務費.
      table: body.type === 'INSIDE' && context.table ? { tableId: context.table.id, guests: null } : null,
      price: (catalogue, now, _coupon, table) => {
        const serviceChargePercent = table?.serviceChargePercent ?? 0;
        const request = frontOrderRequest(
          { storeId, type: body.type, tableName: context.table?.name ?? null, remark: body.remark, serviceChargePercent },
          body.lines,
          catalogue,
        );
        return { request, priced: priceOrder(request, catalogue, now, { unpaid: true, serviceChargePercent }) };
      },
    });
    // The kiosk's number ticket, once per order (a retried submit does not print again).
    if (context.channel === 'KIOSK' && !replayed) await this.deps.tickets.printNumberTicket(storeId, result.orderId);
    return {
      result: { orderNo: result.orderNo, statusToken: this.deps.tokens.sign('ORDER', result.orderId), total: result.totals.payable },
      replayed,
    };
  }

  async status(statusToken: string): Promise<FrontOrderStatus> {
    const row = await this.orderOf(statusToken);
    const payments = this.deps.payments;
    if (row.paymentStatus === 'UNPAID' && row.status !== 'CANCELLED' && payments) {
      // The status page follows a phone payment: ask the provider now rather than wait for the worker's round.
      await payments.follow(row.id);
      const now = await this.orderOf(statusToken);
      const online = now.paymentStatus === 'UNPAID' ? await payments.online(now.storeId) : { providers: [], payFirst: false };
      return { ...presentStatus(now, statusToken), payOnline: online.providers, payFirst: online.payFirst };
    }
    return presentStatus(row, statusToken);
  }

  /** order/pay: the customer pays on the phone; answers where the provider's payment page is. */
  async pay(request: FrontPayRequest): Promise<FrontPayResult> {
    const row = await this.orderOf(request.statusToken);
    if (!this.deps.payments || row.status === 'CANCELLED') throw conflict(PAYMENT_MSG.PAY_FIRST_OFF);
    return this.deps.payments.start({ storeId: row.storeId, orderId: row.id, payableCents: row.payableCents, paid: row.paymentStatus === 'PAID' }, request.provider);
  }

  /** The spec's getOrderByUser: the orders whose status tokens this customer's device keeps (unknown ones left out). */
  async ordersByUser(statusTokens: readonly string[]): Promise<FrontOrderStatus[]> {
    const found: FrontOrderStatus[] = [];
    for (const statusToken of new Set(statusTokens)) {
      const orderId = this.deps.tokens.orderIdOf(statusToken);
      const row = orderId === null ? undefined : await frontRepository.order(this.deps.db, orderId);
      if (row) found.push(presentStatus(row, statusToken));
    }
    return found;
  }

  /** order/remove: the customer takes back their own order while the store has not accepted it (409 after). */
  async remove(statusToken: string): Promise<FrontOrderStatus> {
    const row = await this.orderOf(statusToken);
    if (!customerMayChange(row)) throw conflict(FRONT_MSG.NOT_REMOVABLE);
    await this.deps.changes.customerCancel(row.storeId, row.id);
    return this.status(statusToken);
  }

  /** order/updateCount: a line's count of the customer's own order while the store has not accepted it. */
  async updateCount(request: FrontUpdateCountRequest): Promise<FrontOrderStatus> {
    const row = await this.orderOf(request.statusToken);
    if (!customerMayChange(row)) throw conflict(FRONT_MSG.NOT_EDITABLE);
    await this.deps.changes.customerUpdateCount(row.storeId, row.id, request.lineNo, request.count);
    return this.status(request.statusToken);
  }

  private async orderOf(statusToken: string): Promise<FrontOrderRow> {
    const orderId = this.deps.tokens.orderIdOf(statusToken);
    const row = orderId === null ? undefined : await frontRepository.order(this.deps.db, orderId);
    if (!row) throw notFound(FRONT_MSG.ORDER_NOT_FOUND);
    return row;
  }

  private closedReason(context: FrontContext): string | null {
    const { store } = context;
    return frontClosedReason({
      channel: context.channel,
      modules: store.systemModules,
      mobileOrderSwitch: store.switchSettings.mobileOrderSwitch === true,
      withinHours: context.settings.withinHours,
    });
  }

  /** Today's pickup time in the store's time zone, not sooner than the store's lead time. */
  private pickupInstant(pickupTime: string | null, context: FrontContext): Date | null {
    const now = this.deps.clock();
    const { time } = zonedDateTime(now, context.store.timeZone);
    const [hours = 0, minutes = 0] = time.split(':').map(Number);
    const checked = checkPickupTime(pickupTime, hours * 60 + minutes, context.settings.pickupLeadMinutes);
    if ('error' in checked) throw badRequest(checked.error);
    return pickupTime === null ? null : zonedInstant(businessDateOf(now, context.store.timeZone), pickupTime, context.store.timeZone);
  }
}

function presentStatus(row: FrontOrderRow, statusToken: string): FrontOrderStatus {
  return {
    orderNo: formatOrderNo(row.orderNumber),
    statusToken,
    storeName: row.storeName,
    status: row.status,
    statusLabel: FRONT_STATUS_LABELS[row.status],
    paymentStatus: row.paymentStatus,
    type: row.type === 'INSIDE' ? 'INSIDE' : 'TAKEOUT',
    tableName: row.tableNumber,
    pickupAt: row.reservedFor ? new Date(row.reservedFor).toISOString() : null,
    total: row.payableCents,
    remark: row.remark,
    cancelReason: row.status === 'CANCELLED' ? row.cancelReason : null,
    createdAt: new Date(row.createdAt).toISOString(),
    lines: row.lines.map((line) => ({
      lineNo: line.lineNo,
      name: line.name,
      count: line.count,
      amount: line.amount,
      choices: [
        ...line.options.map((option) => (option.count > 1 ? `${option.name} x${option.count}` : option.name)),
        ...line.combos.map((combo) => `${combo.name}：${combo.items.map((item) => item.name).join('、')}`),
      ],
    })),
    removable: customerMayChange(row),
    payOnline: [],
    payFirst: false,
  };
}
