import { describe, expect, it } from 'vitest';
import { ORDER_DETAIL_PATHS, orderDetailQuerySchema, orderDetailSchema } from './order-detail.js';

describe('order detail contract', () => {
  it('serves the board and the report from the same query', () => {
    expect(ORDER_DETAIL_PATHS.order.path).toBe('/api/back/order/getOrderDetail');
    expect(ORDER_DETAIL_PATHS.report.path).toBe('/api/back/report/getOrderDetail');
    expect(orderDetailQuerySchema.parse({ storeId: '3', orderId: '41' })).toEqual({ storeId: 3, orderId: 41 });
    expect(orderDetailQuerySchema.safeParse({ storeId: '3' }).error?.issues[0]?.message).toBe('訂單編號為必填');
  });

  it('describes a paid POS order with a line, a payment and its creation', () => {
    const at = '2026-11-21T12:00:00.000+08:00';
    const detail = {
      id: 41,
      orderNo: '007',
      storeId: 3,
      businessDate: '2026-11-21',
      status: 'NEW',
      paymentStatus: 'PAID',
      version: 1,
      source: 'POS',
      type: 'TAKEOUT',
      tableNumber: null,
      remark: '',
      reservation: null,
      delivery: null,
      entertain: false,
      totals: { subtotal: 5000, entertainAmount: 0, automaticDiscount: 0, couponDiscount: 0, pointsDiscount: 0, total: 5000, manualDiscount: 0, payable: 5000, paid: 10000, change: 5000 },
      manualDiscount: null,
      automaticDiscount: null,
      coupon: null,
      invoice: null,
      createdAt: at,
      createdBy: { id: 7, name: '店員' },
      staffId: null,
      staffName: null,
      updatedAt: at,
      statusChangedAt: at,
      shiftId: null,
      shiftNumber: null,
      removed: null,
      lines: [
        { id: 1, lineNo: 1, itemId: 9, itemName: '紅茶', categoryId: 2, categoryName: '飲料', count: 1, unitPrice: 5000, unitTotal: 5000, amount: 5000, entertain: false, remark: '', options: [], combos: [] },
      ],
      payments: [{ id: 1, payMethodId: 1, payMethodName: '現金', statisticKey: 'CASH', amount: 5000, tendered: 10000, change: 5000, createdAt: at }],
      history: [{ id: 1, fromStatus: null, toStatus: 'NEW', version: 1, changedBy: { id: 7, name: '店員' }, reason: null, changedAt: at }],
      platformOrder: null,
    };
    // A field added later (table service's totals.serviceCharge) takes its default.
    expect(orderDetailSchema.parse(detail)).toEqual({ ...detail, totals: { ...detail.totals, serviceCharge: 0 } });
  });
});
