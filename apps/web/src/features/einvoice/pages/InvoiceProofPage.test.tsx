import { fireEvent, screen, within } from '@testing-library/react';
import { Route, Routes } from 'react-router';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { useSession } from '../../../lib/session';
import { httpError, ok, renderWithProviders, stubApi } from '../../../test/render';
import { proof } from '../testing/fixtures';
import InvoiceProofPage from './InvoiceProofPage';

const PRINT = 'POST /api/back/report/printInvoice';

function renderAt(path: string) {
  return renderWithProviders(
    <Routes>
      <Route path="/report/invoice-proof/:orderId" element={<InvoiceProofPage />} />
    </Routes>,
    { route: path },
  );
}

beforeEach(() => {
  useSession.setState({ storeId: 1 });
});

describe('電子發票證明聯 preview', () => {
  it('prints a 統編 buyer proof: 格式 25, buyer and seller, sales and tax apart, the barcode and both QR codes', async () => {
    const api = stubApi({ [PRINT]: () => ok(proof()) });
    renderAt('/report/invoice-proof/5?invoiceId=9');
    const paper = await screen.findByRole('article', { name: '電子發票證明聯' });
    const text = (label: string) => within(paper).getByLabelText(label).textContent;
    expect(text('發票期別')).toBe('115年11-12月');
    expect(text('發票號碼')).toBe('AB-00000040');
    expect(text('開立時間')).toBe('2026-11-21 12:34:56');
    expect(text('格式')).toBe('格式 25');
    expect(text('隨機碼')).toBe('隨機碼 1234');
    expect(text('總計')).toBe('總計 1,380');
    expect(text('銷售額')).toBe('銷售額 1,314');
    expect(text('稅額')).toBe('稅額 66');
    expect(text('賣方')).toBe('賣方 12345678');
    expect(text('買方')).toBe('買方 04595257');
    expect(within(paper).getByRole('img', { name: '條碼 11512AB000000401234' })).toBeTruthy();
    const left = within(paper).getByRole('img', { name: '左側QR碼' });
    const right = within(paper).getByRole('img', { name: '右側QR碼' });
    expect(left.getAttribute('data-content')).toBe(proof().qrLeft);
    expect(left.getAttribute('data-version')).toBe('7');
    expect(right.getAttribute('data-version')).toBe('7');
    expect(api.callsTo('POST', '/back/report/printInvoice')[0]?.body).toEqual({ storeId: 1, orderId: 5, invoiceId: 9 });
  });

  it('prints a consumer proof without buyer, format or tax lines', async () => {
    stubApi({ [PRINT]: () => ok(proof({ buyerTaxId: null, formatText: null, salesAmount: 138_000, taxAmount: 0 })) });
    renderAt('/report/invoice-proof/5');
    const paper = await screen.findByRole('article', { name: '電子發票證明聯' });
    expect(within(paper).queryByLabelText('買方')).toBeNull();
    expect(within(paper).queryByLabelText('格式')).toBeNull();
    expect(within(paper).queryByLabelText('稅額')).toBeNull();
    expect(within(paper).getByLabelText('總計').textContent).toBe('總計 1,380');
  });

  it('opens the print dialog with 列印', async () => {
    stubApi({ [PRINT]: () => ok(proof()) });
    const print = vi.spyOn(window, 'print').mockImplementation(() => {});
    renderAt('/report/invoice-proof/5');
    await screen.findByRole('article', { name: '電子發票證明聯' });
    fireEvent.click(screen.getByRole('button', { name: '列印' }));
    expect(print).toHaveBeenCalledTimes(1);
  });

  it('shows why a proof cannot print (a carrier invoice, a voided one)', async () => {
    stubApi({ [PRINT]: () => httpError(409, '發票已存入手機載具，不列印證明聯') });
    renderAt('/report/invoice-proof/5');
    expect(await screen.findByText('發票已存入手機載具，不列印證明聯', { selector: '.mantine-Alert-message' })).toBeTruthy();
    expect((screen.getByRole('button', { name: '列印' }) as HTMLButtonElement).disabled).toBe(true);
  });
});
