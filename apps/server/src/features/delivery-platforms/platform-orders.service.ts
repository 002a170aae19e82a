import {
  DELIVERY_PLATFORM_MSG as MSG,
  type DeliveryPlatform,
  type OrderCard,
  type OrderStatus,
  type PlatformOrderActionRequest,
  type PlatformOrderStatus,
  type UpdateOrderStatusRequest,
} from '@diancan/core';
import type { Transaction } from '../../platform/db/database.js';
import { publishNow } from '../../platform/realtime/index.js';
import { AppError, badRequest, conflict, notFound, unauthorized } from '../../platform/errors/app-error.js';
import type { OrderStatusMove, PlatformOrderPort } from '../order-board/index.js';
import type { OrderCreationService } from '../orders/index.js';
import { type AccountRow, deliveryPlatformRepository as repo, type OutboxRow } from './delivery-platforms.repository.js';
import type { PlatformServiceDeps } from './delivery-platforms.service.js';
import { type PlatformAction, PlatformCallError, type PlatformOrder, type WebhookNotice } from './platform-adapter.js';
import { pricePlatformOrder } from './platform-order-mapping.js';
import type { PlatformOutbox } from './platform-outbox.js';

/** What the platform orders need of the order board (implemented by it; composed in the module). */
export interface PlatformOrderBoard {
  updateOrderStatus(userId: number, request: UpdateOrderStatusRequest): Promise<OrderCard>;
  /** A change nobody at the counter made (auto-accept, the platform's cancellation): no version, no user. */
  systemStatusChange(storeId: number, orderId: number, status: OrderStatus, reason: string): Promise<void>;
}

export type BoardAction = 'accept' | 'deny' | 'ready' | 'cancel';

interface IntakePayload {
  platformOrderId: string;
  /** A pushed order (foodpanda) as it came; null when it is to be fetched (Uber Eats). */
  order: (Omit<PlatformOrder, 'pickupAt' | 'acceptDeadline'> & { pickupAt: string | null; acceptDeadline: string | null }) | null;
}
interface CallPayload {
  platformOrderId: string;
  reason: string;
}

const storable = (order: PlatformOrder | null): IntakePayload['order'] =>
  order && { ...order, pickupAt: order.pickupAt?.toISOString() ?? null, acceptDeadline: order.acceptDeadline?.toISOString() ?? null };
const revived = (order: NonNullable<IntakePayload['order']>): PlatformOrder => ({
  ...order,
  pickupAt: order.pickupAt ? new Date(order.pickupAt) : null,
  acceptDeadline: order.acceptDeadline ? new Date(order.acceptDeadline) : null,
});

/**
 * Platform orders (docs/delivery-platforms.md): webhooks in (verified on the raw body, queued durably, answered at
 * once), orders made exactly once per platform order id through the checkout's own creation path, the board's
 * accept / deny / ready / cancel, and the platform's side of every status change through the outbox.
 */
export class PlatformOrderService implements PlatformOrderPort {
  outbox: PlatformOutbox | null = null;
  /** A status change queued platform calls here; the outbox runs when its ORDER_UPDATED (sent after commit) arrives. */
  private callsQueued = false;

  constructor(
    private readonly deps: PlatformServiceDeps & { orders: OrderCreationService; board: () => PlatformOrderBoard },
  ) {}

  private adapter(platform: DeliveryPlatform) {
    const adapter = this.deps.adapters.get(platform);
    if (!adapter) throw notFound();
    return adapter;
  }

  // ---- webhooks ------------------------------------------------------------------------------

  /**
   * A webhook: 401 (and nothing kept) unless its signature or token is right; then the work is queued in the database
   * and the platform answered at once. The order is read and made by the outbox, retried until it succeeds.
   */
  async webhook(platform: DeliveryPlatform, rawBody: Buffer, headers: Record<string, string | string[] | undefined>): Promise<unknown> {
    const adapter = this.adapter(platform);
    if (!adapter.verifyWebhook(rawBody, headers)) throw unauthorized();
    const notice = adapter.readWebhook(rawBody);
    const queued = await this.queue(platform, notice);
    if (queued) this.outbox?.kick();
    return adapter.webhookAnswer(notice);
  }

  private async queue(platform: DeliveryPlatform, notice: WebhookNotice): Promise<boolean> {
    const { db, log } = this.deps;
    if (notice.kind === 'order') {
      const account = await repo.accountOfPlatformStore(db, platform, notice.platformStoreId);
      if (!account) {
        log.warn({ platform, platformStoreId: notice.platformStoreId }, 'a delivery platform order for a platform store bound to no store');
        return false;
      }
      const payload: IntakePayload = { platformOrderId: notice.platformOrderId, order: storable(notice.order) };
      await repo.enqueue(db, [{ storeId: account.storeId, orderId: null, platform, action: 'intake', payload }]);
      return true;
    }
    if (notice.kind === 'cancelled') {
      const row = await repo.platformOrderByPlatformId(db, platform, notice.platformOrderId);
      if (!row) return false;
      await repo.enqueue(db, [{ storeId: row.storeId, orderId: row.orderId, platform, action: 'platformCancel', payload: { platformOrderId: notice.platformOrderId } }]);
      return true;
    }
    return false;
  }

  // ---- the outbox's jobs ---------------------------------------------------------------------

  async runJob(job: OutboxRow): Promise<void> {
    if (job.action === 'intake') return this.intake(job.storeId, job.platform, job.payload as IntakePayload);
    if (job.action === 'platformCancel' && job.orderId !== null) return this.cancelledByPlatform(job.storeId, job.orderId);
    const payload = job.payload as CallPayload;
    const adapter = this.adapter(job.platform);
    await adapter.send(await this.deps.tokens.accessToken(adapter, job.storeId), job.action as PlatformAction, payload.platformOrderId, payload.reason);
  }

  /** Makes the order once: a platform order id already taken is done; concurrent intakes meet on the idempotency key. */
  private async intake(storeId: number, platform: DeliveryPlatform, payload: IntakePayload): Promise<void> {
    const { db, clock } = this.deps;
    if (await repo.platformOrderByPlatformId(db, platform, payload.platformOrderId)) return;
    const account = await repo.account(db, storeId, platform);
    if (!account?.platformStoreId) throw new PlatformCallError('the store is no longer bound to the platform', false);
    const adapter = this.adapter(platform);
    const order = payload.order ? revived(payload.order) : await adapter.fetchOrder(await this.deps.tokens.accessToken(adapter, storeId), payload.platformOrderId);
    if (order.platformStoreId !== account.platformStoreId) throw new PlatformCallError('the order is for another platform store', false);
    const matches = await repo.matchesOf(db, storeId, platform, order.lines.map((line) => line.name));
    const { result, replayed } = await this.deps.orders.create({
      storeId,
      key: `platform:${platform}:${order.platformOrderId}`.slice(0, 200),
      requestHash: `platform:${platform}:${order.platformOrderId}`,
      origin: { source: platform, paymentStatus: 'PAID', userId: null, pickupAt: order.pickupAt },
      ids: { itemIds: [...new Set(matches.values())], optionIds: [], upgradeIds: [], payMethodId: null },
      price: (catalogue, now) => pricePlatformOrder(storeId, order, matches, catalogue, now),
      afterWrite: async (tx, created) => {
        await repo.insertPlatformOrder(tx, {
          orderId: created.orderId,
          storeId,
          platform,
          platformOrderId: order.platformOrderId,
          platformOrderNo: order.displayId,
          platformStoreId: order.platformStoreId,
          status: 'PENDING',
          acceptDeadline: order.acceptDeadline,
          pickupAt: order.pickupAt,
          customerName: order.customerName,
          platformTotalCents: order.total,
          createdAt: clock(),
          updatedAt: clock(),
        });
        await repo.seen(tx, storeId, platform, order.lines, clock());
      },
    });
    if (!replayed && account.autoAccept) await this.deps.board().systemStatusChange(storeId, result.orderId, 'ACCEPTED', '自動接單');
  }

  /** The platform cancelled: the order is cancelled here too (and nothing is sent back). */
  private async cancelledByPlatform(storeId: number, orderId: number): Promise<void> {
    const row = await repo.platformOrder(this.deps.db, storeId, orderId);
    if (!row || row.status === 'CANCELLED' || row.status === 'DENIED') return;
    await repo.setPlatformStatus(this.deps.db, orderId, 'CANCELLED', this.deps.clock());
    await this.cancelHere(storeId, orderId, '外送平台取消訂單');
  }

  /**
   * The accept window closed without an answer: the platform denies the order itself (Uber Eats after about 11.5
   * minutes, foodpanda at its expiryDate), so it is cancelled here as DENIED, with nothing to send (afterStatusChange).
   * Run by the outbox's rounds (at least every 5 s); instances meet on the order's row lock.
   */
  async expireOverdue(): Promise<void> {
    for (const { storeId, orderId } of await repo.overduePending(this.deps.db, this.deps.clock(), 50)) {
      await this.cancelHere(storeId, orderId, MSG.EXPIRED_REASON);
    }
  }

  /**
   * When expireOverdue has work next: just past the earliest accept deadline still ahead (one already past is the
   * regular rounds' work, so a refusal can never make the outbox spin).
   */
  async nextExpiry(): Promise<Date | null> {
    const deadline = await repo.nextAcceptDeadline(this.deps.db, this.deps.clock());
    return deadline && new Date(deadline.getTime() + 1);
  }

  private async cancelHere(storeId: number, orderId: number, reason: string): Promise<void> {
    try {
      await this.deps.board().systemStatusChange(storeId, orderId, 'CANCELLED', reason);
    } catch (error) {
      // Already completed or cancelled here (or by another instance): the order stays as it is.
      if (!(error instanceof AppError && error.statusCode === 409)) throw error;
    }
  }

  // ---- the board's actions -------------------------------------------------------------------

  async act(userId: number, action: BoardAction, request: PlatformOrderActionRequest): Promise<OrderCard> {
    const { storeId, orderId } = request;
    const row = await repo.platformOrder(this.deps.db, storeId, orderId);
    if (!row) throw badRequest(MSG.NOT_PLATFORM_ORDER);
    if ((action === 'accept' || action === 'deny') && row.status !== 'PENDING') throw conflict(MSG.NOT_PENDING);
    if ((action === 'ready' || action === 'cancel') && (row.status === 'DENIED' || row.status === 'CANCELLED')) throw conflict(MSG.ALREADY_CLOSED);
    const status: Record<BoardAction, OrderStatus> = { accept: 'ACCEPTED', deny: 'CANCELLED', ready: 'READY', cancel: 'CANCELLED' };
    const reason = request.reason || (action === 'deny' ? '拒單' : action === 'cancel' ? '取消外送平台訂單' : '');
    const card = await this.deps.board().updateOrderStatus(userId, {
      storeId,
      orderId,
      version: request.version,
      status: status[action],
      reason: reason || undefined,
      deliveryOrder: null,
    });
    this.outbox?.kick();
    return card;
  }

  /**
   * A platform call of an order is over (done, or given up): ORDER_UPDATED without a version, so every board reads
   * the card again and its 平台同步中 clears (the order's own version did not move).
   */
  async jobSettled(job: OutboxRow): Promise<void> {
    if (job.orderId === null) return;
    const status = await repo.orderStatus(this.deps.db, job.storeId, job.orderId);
    if (status === null) return;
    await publishNow(this.deps.realtime, { destination: 'store', storeId: job.storeId }, 'ORDER_UPDATED', { storeId: job.storeId, orderId: job.orderId, status });
  }

  /** An order changed and committed (the bus's ORDER_UPDATED): send what its change queued. */
  afterOrderCommitted(): void {
    if (!this.callsQueued) return;
    this.callsQueued = false;
    this.outbox?.kick();
  }

  // ---- PlatformOrderPort: every status change of a platform order, in its transaction -----------

  async afterStatusChange(tx: Transaction, move: OrderStatusMove): Promise<{ issueInvoice: boolean }> {
    const row = await repo.lockPlatformOrder(tx, move.storeId, move.orderId);
    if (!row) return { issueInvoice: false };
    const calls: PlatformAction[] = [];
    let status: PlatformOrderStatus = row.status;
    const reason = move.reason ?? '';
    const expired = row.acceptDeadline !== null && row.acceptDeadline.getTime() < move.now.getTime();
    if (move.to === 'CANCELLED') {
      // Past its accept deadline the platform has denied the order itself: nothing to send.
      if (status === 'PENDING' && !expired) calls.push('deny');
      else if (status === 'ACCEPTED' || status === 'READY') calls.push('cancel');
      status = status === 'PENDING' ? 'DENIED' : status === 'DENIED' ? 'DENIED' : 'CANCELLED';
    } else if (status === 'PENDING' || status === 'ACCEPTED') {
      if (status === 'PENDING') {
        if (expired) throw conflict(MSG.ACCEPT_EXPIRED);
        calls.push('accept');
        status = 'ACCEPTED';
      }
      if (move.to === 'READY' || move.to === 'COMPLETED') {
        calls.push('ready');
        status = 'READY';
      }
    }
    if (status !== row.status) await repo.setPlatformStatus(tx, move.orderId, status, move.now);
    if (calls.length > 0) this.callsQueued = true;
    await repo.enqueue(
      tx,
      calls.map((action) => ({
        storeId: move.storeId,
        orderId: move.orderId,
        platform: row.platform,
        action,
        payload: { platformOrderId: row.platformOrderId, reason } satisfies CallPayload,
        nextAttemptAt: move.now,
      })),
    );
    if (move.to !== 'COMPLETED') return { issueInvoice: false };
    return { issueInvoice: await this.invoiceDue(tx, move.storeId, row.platform) };
  }

  /** The store issues our e-invoice for this platform's orders: its switch and the store's delivery-platform switch. */
  private async invoiceDue(tx: Transaction, storeId: number, platform: DeliveryPlatform): Promise<boolean> {
    const account: AccountRow | undefined = await repo.account(tx, storeId, platform);
    return (account?.invoiceSwitch ?? true) && (await repo.deliveryPlatformSwitch(tx, storeId));
  }
}
