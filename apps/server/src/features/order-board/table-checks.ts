import {
  formatOrderNo,
  type MergeOrdersRequest,
  type MoveOrderRequest,
  type OrderStatus,
  splitCheck,
  type SplitOrderRequest,
  type SplitOrderResult,
  type SplitShare,
  TABLE_MSG,
  TABLE_REASONS,
  type TableCheckResult,
} from '@diancan/core';
import { badRequest, conflict } from '../../platform/errors/app-error.js';
import { readOrderTable } from '../orders/index.js';
import { type LineRow, orderBoardRepository, type OrderRow } from './order-board.repository.js';
import type { ChangeOutcome, ChangeScope, OrderChangeRunner } from './order-change.js';
import type { KitchenTickets, TableChangeNote } from './kitchen-port.js';
import { repriceOrder } from './order-repricing.js';
import { type ShareAmounts, tableChecksRepository as checks } from './table-checks.repository.js';

/**
 * Split, move and merge of open checks (docs/tables.md). Each runs in OrderChangeRunner on the check it names (row
 * lock, version, history, e-invoice, ORDER_UPDATED and TABLE_CHANGED after commit); the other checks it writes are
 * locked in the same transaction. Stock never moves: the food was ordered once.
 */

const repo = orderBoardRepository;
const hundredths = (count: number) => Math.round(count * 100);

function assertOpenUnpaid(order: OrderRow): void {
  if (order.status === 'CANCELLED') throw conflict(TABLE_MSG.CHECK_CANCELLED);
  if (order.paymentStatus === 'PAID') throw conflict(TABLE_MSG.CHECK_PAID);
}

function shareAmounts(share: SplitShare): ShareAmounts {
  const total = share.subtotal - share.entertainAmount;
  return {
    subtotalCents: share.subtotal,
    entertainCents: share.entertainAmount,
    automaticDiscountCents: 0,
    couponDiscountCents: 0,
    pointsDiscountCents: 0,
    totalCents: total,
    manualDiscountType: share.discount === 0 ? null : 'MONEY',
    manualDiscountCents: share.discount,
    serviceChargeCents: share.serviceCharge,
    payableCents: share.payable,
    paidCents: 0,
    changeCents: 0,
  };
}

/** Each part's count per line of the order, checked: lines of this order, counts within what a line holds. */
function partCounts(request: SplitOrderRequest, lines: readonly LineRow[]): number[][] {
  const index = new Map(lines.map((line, position) => [line.id, position]));
  const taken = lines.map(() => 0);
  const parts = request.parts.map((part) => {
    const counts = lines.map(() => 0);
    for (const { detailId, count } of part.lines) {
      const position = index.get(detailId);
      if (position === undefined) throw badRequest(TABLE_MSG.SPLIT_LINE_NOT_FOUND);
      const line = lines[position]!;
      // A line sold in whole units splits in whole units; a weighed one (1.25) to its hundredths.
      if (Number.isInteger(line.count) && !Number.isInteger(count)) throw badRequest(TABLE_MSG.SPLIT_DECIMALS);
      counts[position] = counts[position]! + hundredths(count);
      taken[position] = taken[position]! + hundredths(count);
    }
    return counts;
  });
  lines.forEach((line, position) => {
    if (taken[position]! > hundredths(line.count)) throw badRequest(TABLE_MSG.SPLIT_TOO_MANY);
  });
  // Back from hundredths.
  return parts.map((counts) => counts.map((count) => count / 100));
}

export function splitWork(request: SplitOrderRequest, result: { orderIds: number[] }) {
  return async (scope: ChangeScope): Promise<ChangeOutcome> => {
    const { tx, order, now, userId } = scope;
    assertOpenUnpaid(order);
    const lines = await repo.lines(tx, order.storeId, order.id);
    const parts = partCounts(request, lines);
    const remainder = lines.map((line, position) => (hundredths(line.count) - parts.reduce((sum, part) => sum + hundredths(part[position]!), 0)) / 100);
    // What is not taken stays on this check; when everything is taken, the first part stays on it.
    const holders = remainder.some((count) => count > 0) ? [remainder, ...parts] : parts;
    if (holders.length < 2) throw badRequest(TABLE_MSG.SPLIT_NOTHING);
    const shares = splitCheck(
      {
        lines: lines.map((line) => ({ amount: line.amountCents, count: line.count, entertain: line.entertain || order.entertain })),
        payable: order.payableCents,
        serviceCharge: order.serviceChargeCents,
      },
      holders,
    );
    const orderIds = [order.id];
    const alsoChanged: NonNullable<ChangeOutcome['alsoChanged']> = [];
    for (const share of shares.slice(1)) {
      const created = await checks.insertSplitCheck(tx, order, shareAmounts(share), { now, userId, reason: `${TABLE_REASONS.SPLIT}：${formatOrderNo(order.orderNumber)}` });
      let lineNo = 0;
      const copies = lines.flatMap((line, position) =>
        share.counts[position]! > 0 ? [{ from: line, lineNo: ++lineNo, count: share.counts[position]!, amountCents: share.lineAmounts[position]! }] : [],
      );
      await checks.insertLineCopies(tx, { storeId: order.storeId, id: created.id }, copies);
      orderIds.push(created.id);
      alsoChanged.push({ orderId: created.id, status: order.status, version: 1 });
    }
    // This check keeps the first holder's counts and amounts.
    const own = shares[0]!;
    for (const [position, line] of lines.entries()) {
      const count = own.counts[position]!;
      if (count === 0) await repo.deleteLine(tx, order.storeId, line.id);
      else if (count !== line.count || own.lineAmounts[position] !== line.amountCents) {
        await repo.updateLine(tx, order.storeId, line.id, { count, amountCents: own.lineAmounts[position]! });
      }
    }
    await checks.saveShare(tx, order.storeId, order.id, shareAmounts(own), order.id);
    result.orderIds = orderIds;
    return { reason: `${TABLE_REASONS.SPLIT}：${orderIds.length}張帳單`, invoiceAffected: true, alsoChanged };
  };
}

export function moveWork(request: MoveOrderRequest, note: { ticket: TableChangeNote['ticket'] }) {
  return async (scope: ChangeScope): Promise<ChangeOutcome> => {
    const { tx, order } = scope;
    assertOpenUnpaid(order);
    const table = await readOrderTable(tx, order.storeId, request.toTableId);
    if (order.tableId === table.id) throw badRequest(TABLE_MSG.MOVE_SAME_TABLE);
    await checks.setTable(tx, order.storeId, order.id, table);
    const orderNo = formatOrderNo(order.orderNumber);
    note.ticket = { kind: '移桌', from: [`${order.tableNumber ?? '未指定桌'} #${orderNo}`], to: `${table.name} #${orderNo}` };
    return { reason: `${TABLE_REASONS.MOVED}：${order.tableNumber ?? ''} → ${table.name}`, tablesChanged: [table.id] };
  };
}

export function mergeWork(request: MergeOrdersRequest, note: { ticket: TableChangeNote['ticket'] }) {
  return async (scope: ChangeScope): Promise<ChangeOutcome> => {
    const { tx, order: into, now, userId } = scope;
    assertOpenUnpaid(into);
    if (into.entertain) throw conflict(TABLE_MSG.MERGE_ENTERTAIN);
    const fromIds = [...new Set(request.fromOrderIds)];
    // Already locked with the target (in id order, by the runner); read here. Another store's check is as missing as none.
    const from = await repo.lockOrders(tx, into.storeId, fromIds);
    if (from.length !== fromIds.length) throw badRequest(TABLE_MSG.MERGE_NOT_FOUND);
    for (const check of from) {
      if (check.removedAt !== null) throw badRequest(TABLE_MSG.MERGE_NOT_FOUND);
      assertOpenUnpaid(check);
      if (check.entertain) throw conflict(TABLE_MSG.MERGE_ENTERTAIN);
    }
    let last = (await repo.lines(tx, into.storeId, into.id)).reduce((highest, line) => Math.max(highest, line.lineNo), 0);
    for (const check of from) {
      await checks.moveLines(tx, into.storeId, check.id, into.id, last);
      last = (await repo.lines(tx, into.storeId, into.id)).reduce((highest, line) => Math.max(highest, line.lineNo), last);
      await checks.closeMerged(tx, into.storeId, check.id, into.id);
    }
    // Guests add up (來客數 of the merged table).
    const guests = [into, ...from].reduce<number | null>((sum, check) => (check.guests === null ? sum : (sum ?? 0) + check.guests), null);
    await checks.setGuests(tx, into.storeId, into.id, guests === null ? null : Math.min(guests, 99 * 21));
    const lines = await repo.lines(tx, into.storeId, into.id);
    const repriced = repriceOrder(into, lines, await repo.activeTiers(tx, into.storeId), undefined);
    await repo.saveAmounts(tx, into.storeId, into.id, repriced.amounts);
    const closed = from.map((check) => ({
      orderId: check.id,
      fromStatus: check.status,
      toStatus: 'CANCELLED' as OrderStatus,
      version: check.version + 1,
      reason: `${TABLE_REASONS.MERGED}：併入${formatOrderNo(into.orderNumber)}`,
    }));
    await repo.recordChanges(tx, into.storeId, userId, now, closed);
    const label = (check: OrderRow) => `${check.tableNumber ?? '未指定桌'} #${formatOrderNo(check.orderNumber)}`;
    note.ticket = { kind: '併單', from: from.map(label), to: label(into) };
    return {
      reason: `${TABLE_REASONS.MERGED}：${from.map((check) => formatOrderNo(check.orderNumber)).join('、')}`,
      invoiceAffected: true,
      alsoChanged: closed.map((change) => ({ orderId: change.orderId, status: change.toStatus, version: change.version })),
      tablesChanged: from.flatMap((check) => (check.tableId === null ? [] : [check.tableId])),
    };
  };
}

/** The three calls, each one runner transaction, then the kitchen's side (never failing the change). */
export class TableCheckService {
  constructor(
    private readonly changes: OrderChangeRunner,
    private readonly kitchen: KitchenTickets,
  ) {}

  async split(userId: number, request: SplitOrderRequest): Promise<SplitOrderResult> {
    const result = { orderIds: [] as number[] };
    await this.changes.run(userId, request, 'lines', splitWork(request, result), () => Promise.resolve());
    await this.kitchen.afterTableChange?.(request.storeId, { orderIds: result.orderIds, ticket: null });
    return { orderIds: result.orderIds };
  }

  async move(userId: number, request: MoveOrderRequest): Promise<TableCheckResult> {
    const note: { ticket: TableChangeNote['ticket'] } = { ticket: null };
    const answer = await this.changes.run(userId, request, 'edit', moveWork(request, note), (tx) => this.resultIn(tx, request.storeId, request.orderId));
    await this.kitchen.afterTableChange?.(request.storeId, { orderIds: [request.orderId], ticket: note.ticket });
    return answer;
  }

  async merge(userId: number, request: MergeOrdersRequest): Promise<TableCheckResult> {
    if (request.fromOrderIds.includes(request.intoOrderId)) throw badRequest(TABLE_MSG.MERGE_SELF);
    const note: { ticket: TableChangeNote['ticket'] } = { ticket: null };
    // Every check of the merge locked in id order first: opposite merges at once give one 200 and one 409, never a deadlock.
    const target = { storeId: request.storeId, orderId: request.intoOrderId, version: null, lockWith: request.fromOrderIds };
    const answer = await this.changes.run(userId, target, 'lines', mergeWork(request, note), (tx) => this.resultIn(tx, request.storeId, request.intoOrderId));
    await this.kitchen.afterTableChange?.(request.storeId, { orderIds: [request.intoOrderId, ...request.fromOrderIds], ticket: note.ticket });
    return answer;
  }

  private async resultIn(tx: Parameters<typeof repo.lockOrder>[0], storeId: number, orderId: number): Promise<TableCheckResult> {
    const row = await repo.lockOrder(tx, storeId, orderId);
    if (!row) throw new Error('changed check not found');
    return { orderId: row.id, version: row.version, tableId: row.tableId };
  }
}
