import {
  addOrderRequestSchema,
  addOrderResultSchema,
  envelopeSchema,
  idempotencyKeySchema,
  ORDER_PATHS,
  type AddOrderRequest,
  type AddOrderResult,
  type StaffPermission,
} from '@diancan/core';
import { badRequest, unauthorized } from '../../platform/errors/app-error.js';
import { ok } from '../../platform/errors/envelope.js';
import type { ZodApp } from '../../platform/http/zod-app.js';
import { type OrderCreationService, stampOrderStaff } from '../orders/index.js';
import type { Transaction } from '../../platform/db/database.js';
import type { RealtimeOutbox } from '../../platform/realtime/index.js';
import { POS_BODY, withStaff } from '../../platform/http/route-kit.js';
import type { PaymentServices } from '../payments/index.js';

/** Sent on an answer that repeats an earlier request's (same Idempotency-Key and body): nothing new was written. */
export const IDEMPOTENT_REPLAY_HEADER = 'idempotent-replayed';

/**
 * The checkout's print hook, run in its transaction (the print jobs of a printer-box store); never fails the checkout.
 */
export type CheckoutPrinting = (tx: Transaction, outbox: RealtimeOutbox, storeId: number, result: AddOrderResult, kitchenPrinted: boolean) => Promise<void>;

/** An offline upload answered from an earlier send whose terminal printed the kitchen tickets; never fails the answer. */
export type ReplayedKitchenPrint = (storeId: number, orderId: number) => Promise<void>;

/**
 * What a checkout asks of the staff member in staff mode (docs/staff.md): a manual discount needs DISCOUNT, 招待 (the
 * whole order or a line) ENTERTAIN. A coupon needs nothing: its terms were set in the back office.
 */
export function checkoutNeeds(body: AddOrderRequest): StaffPermission[] {
  const needs: StaffPermission[] = [];
  const discount = body.manualDiscount;
  const discounted = discount !== null && (discount.type === 'MONEY' ? discount.amount > 0 : discount.ratio < 1);
  if (!body.entertain && discounted) needs.push('DISCOUNT');
  if (body.entertain || body.lines.some((line) => line.entertain)) needs.push('ENTERTAIN');
  return needs;
}

const CHECKOUT_ACCESS = withStaff(POS_BODY, { at: 'counter', needsFor: (request) => checkoutNeeds(request.body as AddOrderRequest) });

/** POST back/pos/addOrder: the POS checkout (docs/orders.md). */
export function addOrderRoutes(
  app: ZodApp,
  orders: OrderCreationService,
  printing: CheckoutPrinting,
  replayedKitchenPrint: ReplayedKitchenPrint,
  /** The wallet charges of the checkout (docs/payments.md): charged first, tied to the order in its transaction. */
  charges: PaymentServices['counter'],
): void {
  app.post(
    ORDER_PATHS.pos.addOrder.path,
    { schema: { body: addOrderRequestSchema, response: { 200: envelopeSchema(addOrderResultSchema) } }, config: CHECKOUT_ACCESS },
    async (request, reply) => {
      const key = idempotencyKeySchema.safeParse(request.headers['idempotency-key']);
      if (!key.success) throw badRequest(key.error.issues[0]?.message);
      if (!request.principal) throw unauthorized();
      const { storeId } = request.body;
      const kitchenPrinted = request.body.kitchenPrinted && request.body.takenAt !== null;
      const staff = request.staffActor;
      const plan = await charges.plan(request.body);
      const paid = await charges.charge(storeId, key.data, plan);
      let outcome;
      try {
        outcome = await orders.addOrder(
          { userId: request.principal.userId },
          key.data,
          plan.request,
          async (tx, written, outbox) => {
            await charges.link(tx, paid, written.orderId);
            if (staff) await stampOrderStaff(tx, storeId, written.orderId, staff);
            await printing(tx, outbox, storeId, written, kitchenPrinted);
          },
          plan.tender,
        );
      } catch (error) {
        // Refused after the money was taken (stock, prices changed): it goes back now, never a charge without an order.
        await charges.giveBack(paid, 'checkout refused');
        throw error;
      }
      const { result, replayed } = outcome;
      if (replayed) reply.header(IDEMPOTENT_REPLAY_HEADER, 'true');
      if (replayed && kitchenPrinted) await replayedKitchenPrint(storeId, result.orderId);
      return ok(result);
    },
  );
}
