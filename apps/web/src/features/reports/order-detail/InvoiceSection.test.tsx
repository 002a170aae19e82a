import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { OrderInvoice } from '@diancan/core';
import { describe, expect, it, vi } from 'vitest';
import { expectToast, ok, renderWithProviders, stubApi } from '../../../test/render';
import { InvoiceSection } from './InvoiceSection';

const LIST = 'GET /api/back/einvoice/getOrderInvoices';

function invoice(overrides: Partial<OrderInvoice> = {}): OrderInvoice {
  return {
    id: 9,
    orderId: 5,
    status: 'ISSUED',
    invoiceNumber: 'AB00000040',
    periodKey: '11512',
    periodText: '115年11-12月',
    randomCode: '1234',
    buyerTaxId: '04595257',
    carrierType: null,
    carrierId: null,
    donationCode: null,
    printable: true,
    printCount: 1,
    salesAmount: 131_400,
    taxAmount: 6_600,
    totalAmount: 138_000,
    issuedAt: '2026-11-21T12:34:56+08:00',
    voidedAt: null,
    voidReason: null,
    reissuedFromId: null,
    ...overrides,
  };
}

const VOIDED = invoice({ id: 8, invoiceNumber: 'AB00000039', status: 'VOIDED', voidedAt: '2026-11-21T12:40:00+08:00', voidReason: '金額錯誤' });

// Inside the period's void deadline (the 15th of the next period's first month: 2027-01-15).
function onDay(date: string) {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(new Date(`${date}T12:00:00+08:00`));
}

describe('訂單明細 發票 section', () => {
  it('shows each invoice: number, status, buyer, amounts, times, the void reason and what a reissue replaced', async () => {
    onDay('2026-11-21');
    stubApi({ [LIST]: () => ok([VOIDED, invoice({ reissuedFromId: 8 })]) });
    renderWithProviders(<InvoiceSection storeId={1} orderId={5} />);
    const voided = await screen.findByLabelText('發票 AB00000039');
    expect(within(voided).getByLabelText('發票狀態').textContent).toBe('已作廢');
    expect(within(voided).getByLabelText('作廢原因').textContent).toBe('作廢原因：金額錯誤');
    expect(within(voided).getByLabelText('作廢時間').textContent).toBe('作廢時間：2026-11-21 12:40');
    expect(within(voided).queryByRole('button', { name: '作廢' })).toBeNull();

    const issued = screen.getByLabelText('發票 AB00000040');
    expect(within(issued).getByLabelText('發票號碼').textContent).toBe('AB-00000040');
    expect(within(issued).getByLabelText('發票狀態').textContent).toBe('已開立');
    expect(within(issued).getByLabelText('買受人').textContent).toBe('買受人：統編 04595257');
    expect(within(issued).getByLabelText('發票金額').textContent).toBe('總計 NT$1,380（銷售額 NT$1,314，稅額 NT$66）');
    expect(within(issued).getByLabelText('開立時間').textContent).toBe('開立時間：2026-11-21 12:34，隨機碼 1234');
    expect(within(issued).getByText('重新開立自 AB-00000039')).toBeTruthy();
    expect(within(issued).getByRole('link', { name: '補印發票' }).getAttribute('href')).toBe('/report/invoice-proof/5?invoiceId=9');
  });

  it('voids the issued invoice with a reason (required, a common one a tap away)', async () => {
    onDay('2026-11-21');
    const api = stubApi({
      [LIST]: () => ok([invoice()]),
      'POST /api/back/einvoice/void': () => ok(invoice({ status: 'VOIDED', voidReason: '訂單取消', voidedAt: '2026-11-21T13:00:00+08:00' })),
    });
    renderWithProviders(<InvoiceSection storeId={1} orderId={5} />);
    fireEvent.click(await screen.findByRole('button', { name: '作廢' }));
    const dialog = await screen.findByRole('dialog', { name: '作廢發票' });
    fireEvent.click(within(dialog).getByRole('button', { name: '作廢' }));
    expect(await within(dialog).findByText('作廢原因為必填')).toBeTruthy();
    fireEvent.click(within(dialog).getByText('訂單取消'));
    fireEvent.click(within(dialog).getByRole('button', { name: '作廢' }));
    await expectToast('作廢成功');
    expect(api.callsTo('POST', '/back/einvoice/void')[0]?.body).toEqual({ storeId: 1, orderId: 5, reason: '訂單取消' });
    await waitFor(() => expect(api.callsTo('GET', '/back/einvoice/getOrderInvoices').length).toBeGreaterThan(1));
  });

  it('offers no void after the deadline and no proof for a carrier invoice', async () => {
    onDay('2027-01-16');
    stubApi({ [LIST]: () => ok([invoice({ buyerTaxId: null, carrierType: '3J0002', carrierId: '/ABC+123', printable: false })]) });
    renderWithProviders(<InvoiceSection storeId={1} orderId={5} />);
    const card = await screen.findByLabelText('發票 AB00000040');
    expect(within(card).getByLabelText('買受人').textContent).toBe('買受人：手機載具 /ABC+123');
    expect(within(card).getByLabelText('發票金額').textContent).toBe('總計 NT$1,380');
    expect(within(card).queryByRole('button', { name: '作廢' })).toBeNull();
    expect(within(card).getByText('已超過作廢期限')).toBeTruthy();
    expect(within(card).queryByRole('link')).toBeNull();
  });

  it('reissues with a 統編 given after the sale, checked before sending', async () => {
    onDay('2026-11-21');
    const api = stubApi({
      [LIST]: () => ok([invoice({ buyerTaxId: null })]),
      'POST /api/back/einvoice/reissue': () => ok(invoice({ id: 10, invoiceNumber: 'AB00000041', reissuedFromId: 9 })),
    });
    renderWithProviders(<InvoiceSection storeId={1} orderId={5} />);
    fireEvent.click(await screen.findByRole('button', { name: '重新開立' }));
    const dialog = await screen.findByRole('dialog', { name: '重新開立發票' });
    expect(within(dialog).getByText('將作廢發票 AB-00000040，並以新號碼重新開立。')).toBeTruthy();
    fireEvent.change(within(dialog).getByRole('textbox', { name: '作廢原因' }), { target: { value: '補開統編' } });
    fireEvent.click(within(dialog).getByRole('radio', { name: '改開統編' }));
    fireEvent.change(await within(dialog).findByRole('textbox', { name: '統編' }), { target: { value: '12345679' } });
    fireEvent.click(within(dialog).getByRole('button', { name: '重新開立' }));
    expect(await within(dialog).findByText('統編不正確')).toBeTruthy();
    expect(api.callsTo('POST', '/back/einvoice/reissue')).toHaveLength(0);

    fireEvent.change(within(dialog).getByRole('textbox', { name: '統編' }), { target: { value: '04595257' } });
    fireEvent.click(within(dialog).getByRole('button', { name: '重新開立' }));
    await expectToast('重新開立成功：AB-00000041');
    expect(api.callsTo('POST', '/back/einvoice/reissue')[0]?.body).toEqual({
      storeId: 1,
      orderId: 5,
      reason: '補開統編',
      invoice: { type: 'uniformNumber', number: '04595257' },
      clearBuyer: false,
    });
  });

  it('says when the order has no invoice, with nothing to act on', async () => {
    stubApi({ [LIST]: () => ok([]) });
    renderWithProviders(<InvoiceSection storeId={1} orderId={5} />);
    expect(await screen.findByText('此訂單沒有開立發票')).toBeTruthy();
    expect(screen.queryByRole('button')).toBeNull();
  });
});
