import { fireEvent, screen, within } from '@testing-library/react';
import type { AddOrderResult, OrderInvoiceSummary } from '@diancan/core';
import { describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../../test/render';
import { OrderDoneModal } from './OrderDoneModal';
import type { OrderDone } from './use-order-submit';

const INVOICE: OrderInvoiceSummary = {
  invoiceId: 9,
  invoiceNumber: 'AB00000040',
  periodText: '115年11-12月',
  randomCode: '1234',
  buyerTaxId: '04595257',
  printable: true,
  totalAmount: 13_800,
};

function done(invoice: OrderInvoiceSummary | null): OrderDone {
  const result: AddOrderResult = {
    orderId: 5,
    orderNo: '007',
    status: 'NEW',
    paymentStatus: 'PAID',
    type: 'TAKEOUT',
    businessDate: '2026-11-21',
    createdAt: '2026-11-21T12:34:56+08:00',
    totals: { subtotal: 13_800, entertainAmount: 0, automaticDiscount: 0, couponDiscount: 0, pointsDiscount: 0, total: 13_800, manualDiscount: 0, serviceCharge: 0, payable: 13_800, paid: 20_000, change: 6_200 },
    invoice,
  };
  return { result, payMethodName: '現金', isCash: true };
}

describe('結帳完成 with its e-invoice', () => {
  it('shows the invoice number and the buyer, and links the proof (closing the modal on the way)', async () => {
    const onClose = vi.fn();
    renderWithProviders(<OrderDoneModal done={done(INVOICE)} onClose={onClose} />);
    const dialog = await screen.findByRole('dialog', { name: '結帳完成' });
    expect(within(dialog).getByLabelText('發票號碼').textContent).toBe('AB-00000040');
    expect(within(dialog).getByText('電子發票 115年11-12月')).toBeTruthy();
    expect(within(dialog).getByText('買方統編 04595257')).toBeTruthy();
    const link = within(dialog).getByRole('link', { name: '列印發票證明聯' });
    expect(link.getAttribute('href')).toBe('/report/invoice-proof/5?invoiceId=9');
    fireEvent.click(link);
    expect(onClose).toHaveBeenCalled();
  });

  it('says no proof prints for a carrier or donation invoice', async () => {
    renderWithProviders(<OrderDoneModal done={done({ ...INVOICE, buyerTaxId: null, printable: false })} onClose={() => {}} />);
    const dialog = await screen.findByRole('dialog', { name: '結帳完成' });
    expect(within(dialog).getByText('發票已存入載具或捐贈，不列印證明聯')).toBeTruthy();
    expect(within(dialog).queryByRole('link')).toBeNull();
  });

  it('shows no invoice block for an order without one', async () => {
    renderWithProviders(<OrderDoneModal done={done(null)} onClose={() => {}} />);
    const dialog = await screen.findByRole('dialog', { name: '結帳完成' });
    expect(within(dialog).queryByLabelText('發票號碼')).toBeNull();
    expect(within(dialog).getByLabelText('訂單編號').textContent).toBe('007');
  });
});
