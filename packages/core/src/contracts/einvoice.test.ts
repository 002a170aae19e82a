import { describe, expect, it } from 'vitest';
import {
  addInvoiceTrackRequestSchema,
  EINVOICE_PATHS,
  reissueInvoiceRequestSchema,
  updateStoreInvoiceSettingRequestSchema,
  voidInvoiceRequestSchema,
} from './einvoice.js';
import { addOrderResultSchema } from './orders.js';

function firstMessage(result: { success: boolean; error?: { issues: { message: string }[] } }) {
  return result.success ? null : result.error?.issues[0]?.message;
}

const track = { storeId: 1, year: 2026, startMonth: 11, letters: 'ab', startNumber: '00000050', endNumber: '00000149' };

describe('e-invoice contract', () => {
  it('keeps the spec paths and puts ours under /api/back/einvoice', () => {
    expect(EINVOICE_PATHS.getStoreInvoiceSetting).toEqual({ method: 'GET', path: '/api/back/account/getStoreInvoiceSetting' });
    expect(EINVOICE_PATHS.updateStoreInvoiceSetting).toEqual({ method: 'PUT', path: '/api/back/account/updateStoreInvoiceSetting' });
    expect(EINVOICE_PATHS.printInvoice).toEqual({ method: 'POST', path: '/api/back/report/printInvoice' });
    expect(EINVOICE_PATHS.getOrderInvoices.path).toBe('/api/back/einvoice/getOrderInvoices');
    expect(EINVOICE_PATHS.removeTrack.method).toBe('DELETE');
  });

  it('reads a track in whole books, letters upper-cased', () => {
    expect(addInvoiceTrackRequestSchema.parse(track).letters).toBe('AB');
    expect(firstMessage(addInvoiceTrackRequestSchema.safeParse({ ...track, startNumber: '00000051' }))).toBe(
      '起始號碼須為每本第一號（50的倍數，尾數00或50）',
    );
    expect(firstMessage(addInvoiceTrackRequestSchema.safeParse({ ...track, endNumber: '00000150' }))).toBe('結束號碼須為每本最後一號（尾數49或99）');
    expect(firstMessage(addInvoiceTrackRequestSchema.safeParse({ ...track, startMonth: 12 }))).toBe('發票期別不正確');
    expect(firstMessage(addInvoiceTrackRequestSchema.safeParse({ ...track, letters: 'A1' }))).toBe('字軌須為2個大寫英文字母');
    expect(firstMessage(addInvoiceTrackRequestSchema.safeParse({ ...track, startNumber: '50' }))).toBe('發票號碼須為8位數字');
    expect(firstMessage(addInvoiceTrackRequestSchema.safeParse({ ...track, startNumber: '00000200' }))).toBe('起始號碼不可大於結束號碼');
  });

  it('wants the seller to switch invoices on, and a 32-hex AES key when one is sent', () => {
    const on = { storeId: 1, storeInvoiceSwitch: true, sellerTaxId: '12345678', sellerName: '點餐小館' };
    expect(updateStoreInvoiceSettingRequestSchema.parse(on).aesKey).toBeNull();
    expect(updateStoreInvoiceSettingRequestSchema.parse({ ...on, aesKey: 'fe05f029154f6aa67a78b338ed2f6601' }).aesKey).toBe(
      'FE05F029154F6AA67A78B338ED2F6601',
    );
    expect(firstMessage(updateStoreInvoiceSettingRequestSchema.safeParse({ ...on, aesKey: 'XYZ' }))).toBe('AES金鑰須為32位十六進位字元');
    expect(firstMessage(updateStoreInvoiceSettingRequestSchema.safeParse({ ...on, sellerTaxId: '' }))).toBe('開啟發票須填寫賣方統編');
    expect(firstMessage(updateStoreInvoiceSettingRequestSchema.safeParse({ ...on, sellerTaxId: '12345679' }))).toBe('統編不正確');
    expect(updateStoreInvoiceSettingRequestSchema.safeParse({ storeId: 1, storeInvoiceSwitch: false }).success).toBe(true);
  });

  it('needs a void reason of at most 20 characters', () => {
    expect(firstMessage(voidInvoiceRequestSchema.safeParse({ storeId: 1, orderId: 2, reason: ' ' }))).toBe('作廢原因為必填');
    expect(firstMessage(voidInvoiceRequestSchema.safeParse({ storeId: 1, orderId: 2, reason: '退'.repeat(21) }))).toBe('作廢原因不可超過20字');
    const reissue = reissueInvoiceRequestSchema.parse({ storeId: 1, orderId: 2, reason: '補統編', invoice: { type: 'uniformNumber', number: '12345678' } });
    expect(reissue.invoice).toEqual({ type: 'uniformNumber', number: '12345678' });
    expect(reissue.clearBuyer).toBe(false);
  });

  it('lets addOrder answer its invoice', () => {
    const result = {
      orderId: 1,
      orderNo: '001',
      status: 'NEW',
      paymentStatus: 'PAID',
      type: 'TAKEOUT',
      businessDate: '2026-11-21',
      createdAt: '2026-11-21T04:00:00.000Z',
      totals: { subtotal: 100, entertainAmount: 0, automaticDiscount: 0, total: 100, manualDiscount: 0, payable: 100, paid: 100, change: 0 },
      invoice: { invoiceId: 3, invoiceNumber: 'AB00000050', periodText: '115年11-12月', randomCode: '1234', buyerTaxId: null, printable: true, totalAmount: 100 },
    };
    expect(addOrderResultSchema.parse(result).invoice?.invoiceNumber).toBe('AB00000050');
  });
});
