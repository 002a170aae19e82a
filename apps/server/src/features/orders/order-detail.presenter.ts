import {
  maskPhone,
  type DeliveryStatus,
  formatOrderNo,
  type InvoiceInfoType,
  type OrderActor,
  type OrderComboSnapshotView,
  type OrderDeliveryView,
  type OrderDetail,
  type OrderOptionSnapshotView,
  type OrderSource,
  type OrderStatus,
  type OrderType,
  type PaymentStatus,
  type ReservationType,
} from '@diancan/core';
import type { DeliveryJson, OrderDetailJson, OrderJson } from './order-detail.repository.js';
import { presentPlatformOrder } from './platform-order.view.js';

/**
 * The one read model of an order in full (docs/order-board.md): the order board's drawer (GET back/order/getOrderDetail)
 * and the report's order detail (GET back/report/getOrderDetail) answer the same OrderDetail. Removed orders are
 * answered too (the report shows who removed them and why).
 */

/** Timestamps as the API writes them everywhere: ISO 8601 in UTC. */
const iso = (text: string) => new Date(text).toISOString();
const isoOrNull = (text: string | null) => (text === null ? null : iso(text));

function actor(id: number | null, name: string | null): OrderActor | null {
  return id === null || name === null ? null : { id, name };
}

/** The delivery view of a DELIVERY order: its record, or PENDING when the board has not touched it yet. */
export function presentDelivery(type: string, row: DeliveryJson | null): OrderDeliveryView | null {
  if (type !== 'DELIVERY') return null;
  if (row === null) {
    return { status: 'PENDING', courierName: null, courierPhone: null, platformOrderNo: null, remark: '', dispatchedAt: null, deliveredAt: null };
  }
  return {
    status: row.status as DeliveryStatus,
    courierName: row.courier_name,
    courierPhone: row.courier_phone,
    platformOrderNo: row.platform_order_no,
    remark: row.remark,
    dispatchedAt: isoOrNull(row.dispatched_at),
    deliveredAt: isoOrNull(row.delivered_at),
  };
}

function presentOrder(o: OrderJson): Omit<OrderDetail, 'lines' | 'payments' | 'history' | 'delivery' | 'platformOrder'> {
  return {
    id: o.id,
    orderNo: formatOrderNo(o.order_number),
    storeId: o.store_id,
    businessDate: o.business_date,
    status: o.status as OrderStatus,
    paymentStatus: o.payment_status as PaymentStatus,
    version: o.version,
    source: o.source as OrderSource,
    type: o.type as OrderType,
    tableNumber: o.table_number,
    tableId: o.table_id === null || o.table_id === undefined ? null : Number(o.table_id),
    guests: o.guests ?? null,
    remark: o.remark,
    reservation:
      o.reservation_type === null || o.reserved_for === null
        ? null
        : {
            type: o.reservation_type as ReservationType,
            reservedFor: iso(o.reserved_for),
            name: o.reservation_name ?? '',
            phone: o.reservation_phone ?? '',
            address: o.reservation_address,
            uniformNumber: o.reservation_uniform_number,
          },
    entertain: o.entertain,
    totals: {
      subtotal: o.subtotal_cents,
      entertainAmount: o.entertain_cents,
      automaticDiscount: o.automatic_discount_cents,
      couponDiscount: o.coupon_discount_cents,
      pointsDiscount: o.points_discount_cents ?? 0,
      total: o.total_cents,
      manualDiscount: o.manual_discount_cents,
      serviceCharge: o.service_charge_cents ?? 0,
      payable: o.payable_cents,
      paid: o.paid_cents,
      change: o.change_cents,
    },
    manualDiscount:
      o.manual_discount_type === null
        ? null
        : {
            type: o.manual_discount_type as 'MONEY' | 'RATIO',
            ratio: o.manual_discount_type === 'RATIO' && o.manual_discount_ratio !== null ? o.manual_discount_ratio / 100 : null,
          },
    automaticDiscount: o.automatic_discount_name === null ? null : { id: o.automatic_discount_id, name: o.automatic_discount_name },
    coupon: o.coupon === null ? null : { id: o.coupon.id, code: o.coupon.code, name: o.coupon.name },
    invoice: o.invoice_type === null || o.invoice_code === null ? null : { type: o.invoice_type as InvoiceInfoType, number: o.invoice_code },
    createdAt: iso(o.created_at),
    createdBy: actor(o.created_by, o.created_by_name),
    staffId: o.staff_id === null ? null : Number(o.staff_id),
    staffName: o.staff_name,
    updatedAt: iso(o.updated_at),
    statusChangedAt: iso(o.status_changed_at),
    shiftId: o.shift_id,
    shiftNumber: o.shift_number,
    removed: o.removed_at === null ? null : { at: iso(o.removed_at), by: actor(o.removed_by, o.removed_by_name), reason: o.removed_reason },
  };
}

/** The order in full, from the one statement that read it. */
export function presentOrderDetail(json: OrderDetailJson & { order: OrderJson }): OrderDetail {
  return {
    ...presentOrder(json.order),
    delivery: presentDelivery(json.order.type, json.delivery),
    platformOrder: presentPlatformOrder(json.order.platform_order),
    member: json.member
      ? {
          memberId: json.member.member_id,
          phone: maskPhone(json.member.phone ?? ''),
          name: json.member.name,
          pointsEarned: json.member.points_earned,
          pointsRedeemed: json.member.points_redeemed,
          balance: json.member.balance,
        }
      : null,
    pointsClaim: json.points_claim
      ? {
          token: json.points_claim.token,
          points: json.points_claim.points,
          expiresAt: iso(json.points_claim.expires_at),
          claimed: json.points_claim.claimed_at !== null,
        }
      : null,
    lines: json.lines.map((line) => ({
      id: line.id,
      lineNo: line.line_no,
      itemId: line.item_id,
      itemName: line.item_name,
      categoryId: line.category_id,
      categoryName: line.category_name,
      count: Number(line.count),
      unitPrice: line.unit_price_cents,
      unitTotal: line.unit_total_cents,
      amount: line.amount_cents,
      entertain: line.entertain,
      remark: line.remark,
      options: line.options as OrderOptionSnapshotView[],
      combos: line.combos as OrderComboSnapshotView[],
    })),
    payments: json.payments.map((payment) => ({
      id: payment.id,
      payMethodId: payment.pay_method_id,
      payMethodName: payment.pay_method_name,
      statisticKey: payment.statistic_key,
      amount: payment.amount_cents,
      tendered: payment.tendered_cents,
      change: payment.change_cents,
      createdAt: iso(payment.created_at),
    })),
    history: json.history.map((entry) => ({
      id: entry.id,
      fromStatus: entry.from_status as OrderStatus | null,
      toStatus: entry.to_status as OrderStatus,
      version: entry.version,
      changedBy: actor(entry.changed_by, entry.changed_by_name),
      reason: entry.reason,
      changedAt: iso(entry.changed_at),
    })),
  };
}
