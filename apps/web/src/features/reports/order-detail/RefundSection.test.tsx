import { fireEvent, screen, within } from '@testing-library/react';
import { type Allowance, allowanceDocument, type OrderRefunds, type RefundResult } from '@diancan/core';
import { afterEach, describe, expect, it } from 'vitest';
import { initialSession, useSession } from '../../../lib/session';
import { expectToast, ok, renderWithProviders, stubApi } from '../../../test/render';
import { RefundSection } from './RefundSection';

const LIST = 'GET /api/back/einvoice/getOrderRefunds';

const ALLOWANCE: Allowance = {
  id: 3,
  orderId: 5,
  invoiceId: 9,
  invoiceNumber: 'AB00000040',
  invoiceDate: '2026-11-21',
  allowanceNumber: '202611210001',
  allowanceDate: '2026-11-21',
  status: 'ISSUED',
  sellerTaxId: '24536806',
  sellerName: '點餐小館',
  buyerTaxId: null,
  items: [{ name: '便當', quantity: 1, unitPrice: 9_500, amount: 9_500, tax: 500, originalSequence: 1 }],
  salesAmount: 9_500,
  taxAmount: 500,
  totalAmount: 10_000,
  reason: '客人退貨',
  createdAt: '2026-11-21T05:00:00.000Z',
  cancelledAt: null,
  cancelReason: null,
};

function state(overrides: Partial<OrderRefunds> = {}): OrderRefunds {
  return {
    orderId: 5,
    payable: 30_000,
    refundedAmount: 0,
    refundableAmount: 30_000,
    lines: [{ orderDetailId: 11, name: '便當', count: 3, refundedCount: 0, refundableCount: 3, amount: 30_000 }],
    refunds: [],
    allowances: [],
    ...overrides,
  };
}

const RESULT: RefundResult = {
  action: 'ALLOWANCE',
  invoice: null,
  allowance: ALLOWANCE,
  refund: {
    id: 1,
    orderId: 5,
    action: 'ALLOWANCE',
    amount: 10_000,
    lines: [{ orderDetailId: 11, name: '便當', count: 1, amount: 10_000 }],
    reason: '客人退貨',
    businessDate: '2026-11-21',
    createdAt: '2026-11-21T05:00:00.000Z',
    cashDrawerRecordId: 4,
    allowanceId: 3,
    invoiceId: 9,
    reverted: false,
  },
};

// The web tests share one module graph: give the session's printer back as it was.
afterEach(() => {
  useSession.setState({ printClient: initialSession.printClient });
});

describe('訂單明細 退款 section', () => {
  it('refunds chosen lines and counts, and says an allowance was issued with its number', { timeout: 20_000 }, async () => {
    const api = stubApi({ [LIST]: () => ok(state()), 'POST /api/back/einvoice/refund': () => ok(RESULT) });
    renderWithProviders(<RefundSection storeId={1} orderId={5} paid />);
    fireEvent.click(await screen.findByRole('button', { name: '退款' }));
    const dialog = await screen.findByRole('dialog', { name: '退款' });
    fireEvent.click(within(dialog).getByText('依品項'));
    fireEvent.change(await within(dialog).findByRole('textbox', { name: '便當 退款數量' }), { target: { value: '1' } });
    fireEvent.change(within(dialog).getByRole('textbox', { name: '退款原因' }), { target: { value: '客人退貨' } });
    fireEvent.click(within(dialog).getByRole('button', { name: '確認退款' }));
    await expectToast('退款成功：開立折讓 202611210001');
    expect(api.callsTo('POST', '/back/einvoice/refund')[0]?.body).toEqual({
      storeId: 1,
      orderId: 5,
      lines: [{ orderDetailId: 11, count: 1 }],
      amount: null,
      reason: '客人退貨',
    });
  });

  it('refunds an amount in whole NT$', async () => {
    const api = stubApi({ [LIST]: () => ok(state()), 'POST /api/back/einvoice/refund': () => ok(RESULT) });
    renderWithProviders(<RefundSection storeId={1} orderId={5} paid />);
    fireEvent.click(await screen.findByRole('button', { name: '退款' }));
    const dialog = await screen.findByRole('dialog', { name: '退款' });
    fireEvent.click(within(dialog).getByText('依金額'));
    fireEvent.change(await within(dialog).findByRole('textbox', { name: /退款金額/ }), { target: { value: '50' } });
    fireEvent.change(within(dialog).getByRole('textbox', { name: '退款原因' }), { target: { value: '部分退費' } });
    fireEvent.click(within(dialog).getByRole('button', { name: '確認退款' }));
    await expectToast('退款成功：開立折讓 202611210001');
    expect(api.callsTo('POST', '/back/einvoice/refund')[0]?.body).toEqual({ storeId: 1, orderId: 5, lines: null, amount: 5_000, reason: '部分退費' });
  });

  it('shows each allowance on screen with its items and amounts, and nothing to refund when all is refunded', async () => {
    stubApi({ [LIST]: () => ok(state({ refundedAmount: 30_000, refundableAmount: 0, refunds: [RESULT.refund], allowances: [ALLOWANCE] })) });
    renderWithProviders(<RefundSection storeId={1} orderId={5} paid />);
    const card = await screen.findByLabelText('折讓單 202611210001');
    expect(within(card).getByLabelText('折讓金額').textContent).toBe('折讓合計 NT$100（未稅 NT$95，稅額 NT$5）');
    expect(within(card).getByRole('button', { name: '作廢折讓' })).toBeTruthy();
    fireEvent.click(within(card).getByRole('button', { name: '折讓單預覽' }));
    expect((await screen.findByLabelText('折讓單內容')).textContent).toContain('折讓單號 202611210001');
    expect(screen.queryByRole('button', { name: '退款' })).toBeNull();
  });

  it('prints the allowance proof through the store’s printer box', async () => {
    useSession.setState({ printClient: 'PRINTER_BOX' });
    const api = stubApi({
      [LIST]: () => ok(state({ refunds: [RESULT.refund], allowances: [ALLOWANCE] })),
      'POST /api/back/einvoice/printAllowance': () => ok({ documents: [{ printer: 'POS', document: allowanceDocument(ALLOWANCE) }], jobIds: [7] }),
    });
    renderWithProviders(<RefundSection storeId={1} orderId={5} paid />);
    fireEvent.click(within(await screen.findByLabelText('折讓單 202611210001')).getByRole('button', { name: '列印折讓單' }));
    await expectToast('已送出列印');
    expect(api.callsTo('POST', '/back/einvoice/printAllowance')[0]?.body).toEqual({ storeId: 1, allowanceId: 3 });
  });
});
