import { screen, waitFor, within } from '@testing-library/react';
import type { OrderDetail } from '@diancan/core';
import { Route, Routes } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useSession } from '../../../lib/session';
import { httpError, ok, renderWithProviders, stubApi } from '../../../test/render';
import OrderDetailPage, { parseOrderId } from './OrderDetailPage';

const ORDER: OrderDetail = {
  id: 41,
  orderNo: '007',
  storeId: 1,
  businessDate: '2026-11-20',
  status: 'COMPLETED',
  paymentStatus: 'PAID',
  version: 3,
  source: 'POS',
  type: 'INSIDE',
  tableNumber: 'A5',
  remark: '',
  reservation: null,
  delivery: null,
  entertain: false,
  totals: { subtotal: 32_000, entertainAmount: 4_000, automaticDiscount: 0, couponDiscount: 0, pointsDiscount: 0, total: 28_000, manualDiscount: 2_800, serviceCharge: 0, payable: 25_200, paid: 30_000, change: 4_800 },
  manualDiscount: { type: 'RATIO', ratio: 0.9 },
  automaticDiscount: null,
  coupon: null,
  invoice: { type: 'uniformNumber', number: '12345678' },
  createdAt: '2026-11-20T03:15:00.000Z',
  createdBy: { id: 5, name: '店長' },
  staffId: null,
  staffName: null,
  updatedAt: '2026-11-20T03:40:00.000Z',
  statusChangedAt: '2026-11-20T03:40:00.000Z',
  shiftId: null,
  shiftNumber: null,
  platformOrder: null,
  removed: null,
  lines: [
    {
      id: 1,
      lineNo: 1,
      itemId: 10,
      itemName: '珍珠奶茶',
      categoryId: 1,
      categoryName: '飲料',
      count: 2,
      unitPrice: 6_000,
      unitTotal: 7_000,
      amount: 14_000,
      entertain: false,
      remark: '少冰',
      options: [{ optionId: 3, groupId: 2, groupName: '加料', name: '椰果', count: 1, price: 1_000 }],
      combos: [],
    },
    {
      id: 2,
      lineNo: 2,
      itemId: 11,
      itemName: '雞腿便當',
      categoryId: 2,
      categoryName: '便當',
      count: 1,
      unitPrice: 12_000,
      unitTotal: 14_000,
      amount: 14_000,
      entertain: false,
      remark: '',
      options: [],
      combos: [
        {
          upgradeId: 4,
          name: '加購套餐',
          comboPrice: 2_000,
          items: [{ groupId: 6, groupName: '飲料', itemId: 12, name: '紅茶', comboItemPrice: 0, options: [] }],
        },
      ],
    },
    { ...baseLine(3), itemName: '滷蛋', amount: 4_000, unitTotal: 2_000, count: 2, entertain: true },
  ],
  payments: [
    { id: 1, payMethodId: 1, payMethodName: '現金', statisticKey: 'CASH', amount: 25_200, tendered: 30_000, change: 4_800, createdAt: '2026-11-20T03:15:00.000Z' },
  ],
  history: [
    { id: 1, fromStatus: null, toStatus: 'NEW', version: 1, changedBy: { id: 5, name: '店長' }, reason: null, changedAt: '2026-11-20T03:15:00.000Z' },
    { id: 2, fromStatus: 'NEW', toStatus: 'COMPLETED', version: 3, changedBy: { id: 6, name: '小美' }, reason: null, changedAt: '2026-11-20T03:40:00.000Z' },
  ],
};

function baseLine(id: number): OrderDetail['lines'][number] {
  return { id, lineNo: id, itemId: id, itemName: '', categoryId: null, categoryName: null, count: 1, unitPrice: 0, unitTotal: 0, amount: 0, entertain: false, remark: '', options: [], combos: [] };
}

function renderAt(path: string, detail = () => ok(ORDER)) {
  const api = stubApi({
    'GET /api/back/report/getOrderDetail': detail,
    'GET /api/back/einvoice/getOrderInvoices': () => ok([]),
  });
  renderWithProviders(
    <Routes>
      <Route path="/report/order-details/:orderId" element={<OrderDetailPage />} />
    </Routes>,
    { route: path },
  );
  return api;
}

beforeEach(() => {
  useSession.setState({ storeId: 1 });
});

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

// Whole pages with Mantine render slowly in jsdom on a busy 2-core machine: more room than the default 5 s.
describe('OrderDetailPage', { timeout: 20_000 }, () => {
  it('shows the lines with options and combos, the discounts, payments and status history', async () => {
    const api = renderAt('/report/order-details/41');
    expect(await screen.findByRole('heading', { name: '訂單明細 #007' })).toBeTruthy();
    expect(api.callsTo('GET', '/back/report/getOrderDetail')[0]?.query.toString()).toBe('storeId=1&orderId=41');

    const lines = screen.getByRole('table', { name: '餐點明細' });
    expect(within(lines).getByText('加料：椰果 +$10')).toBeTruthy();
    expect(within(lines).getByText('備註：少冰')).toBeTruthy();
    expect(within(lines).getByText('加購套餐 +$20')).toBeTruthy();
    expect(within(lines).getByText('飲料：紅茶')).toBeTruthy();
    expect(within(lines).getByText('招待')).toBeTruthy();

    const totals = screen.getByRole('group', { name: '金額' });
    expect(within(totals).getByText('手動折扣（9折）')).toBeTruthy();
    expect(within(totals).getByText('-$28')).toBeTruthy();
    expect(within(totals).getByText('$252')).toBeTruthy();
    expect(within(totals).getByText('-$40')).toBeTruthy();
    expect(within(screen.getByRole('table', { name: '付款紀錄' })).getByText('$48')).toBeTruthy();
    expect(screen.getByText('統編 12345678')).toBeTruthy();
    expect(screen.getByText('建立訂單（新訂單）')).toBeTruthy();
    expect(screen.getByText('新訂單 → 已完成')).toBeTruthy();
    // The e-invoice section of the order is on the page too.
    await waitFor(() => expect(api.callsTo('GET', '/back/einvoice/getOrderInvoices')).toHaveLength(1));
  });

  it("shows a delivery platform's order number, state, pickup time and total", async () => {
    const platformOrder = {
      platform: 'FOODPANDA' as const,
      platformOrderNo: 't1001-fp',
      status: 'DENIED' as const,
      acceptDeadline: '2026-11-20T03:50:00.000Z',
      pickupAt: '2026-11-20T04:05:00.000Z',
      platformTotal: 32900,
      syncing: false,
    };
    renderAt('/report/order-details/41', () => ok({ ...ORDER, source: 'FOODPANDA', type: 'DELIVERY', platformOrder }));
    expect(await screen.findByText('平台訂單編號 t1001-fp')).toBeTruthy();
    expect(screen.getByText('已拒單')).toBeTruthy();
    expect(screen.getByText(/取餐時間 2026/)).toBeTruthy();
    expect(screen.getByText(/平台訂單總額（含平台費用） .*329/)).toBeTruthy();
  });

  it('names the shift the order was handed over in', async () => {
    renderAt('/report/order-details/41', () => ok({ ...ORDER, shiftId: 12, shiftNumber: 5 }));
    expect(await screen.findByText('已交班（班別 #5）')).toBeTruthy();
  });

  it('says when the order is missing', async () => {
    renderAt('/report/order-details/999', () => httpError(404, '訂單不存在'));
    expect((await screen.findAllByText('訂單不存在')).length).toBeGreaterThan(0);
  });

  it('reads only positive integer ids from the path', () => {
    expect(parseOrderId('41')).toBe(41);
    expect(parseOrderId('0')).toBeNull();
    expect(parseOrderId('4a')).toBeNull();
    expect(parseOrderId(undefined)).toBeNull();
  });
});
