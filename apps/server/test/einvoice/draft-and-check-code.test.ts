import { describe, expect, it } from 'vitest';
import { qrCheckCode } from '../../src/features/einvoice/check-code.js';
import { invoiceItems } from '@diancan/core';
import { draftInvoice } from '../../src/features/einvoice/invoice-draft.js';
import { f0401InputOf } from '../../src/features/einvoice/export.service.js';
import type { ExportInvoice } from '../../src/features/einvoice/export.repository.js';
import { f0401Xml, MIG_NAMESPACE } from '../../src/features/einvoice/mig-xml.js';
import { migProblems, parseXml, textAt } from './mig-check.js';

describe('qrCheckCode', () => {
  it('reproduces the specification test vector', () => {
    expect(qrCheckCode('FE05F029154F6AA67A78B338ED2F6601', 'XF00001234', '9876')).toBe('CamotDNRUN8bVyY5S1BhFQ==');
    expect(qrCheckCode('fe05f029154f6aa67a78b338ed2f6601', 'XF00001234', '9876')).toBe('CamotDNRUN8bVyY5S1BhFQ==');
  });

  it('refuses a key that is not 32 hex characters', () => {
    expect(() => qrCheckCode('FE05', 'XF00001234', '9876')).toThrow(RangeError);
  });
});

describe('invoice draft', () => {
  const line = { name: '牛肉麵', count: 2, unitTotal: 18_000, amount: 36_000, entertain: false };

  it('lists the lines at the prices charged less their share of the discounts, adding up to the total (no 折扣 line)', () => {
    expect(invoiceItems([line, { ...line, name: '滷蛋', count: 1, unitTotal: 1_500, amount: 1_500, entertain: true }], 32_400)).toEqual([
      { name: '牛肉麵', quantity: 2, unitPrice: 16_200, amount: 32_400 },
      { name: '滷蛋', quantity: 1, unitPrice: 0, amount: 0 },
    ]);
    expect(invoiceItems([line], 36_000)).toEqual([{ name: '牛肉麵', quantity: 2, unitPrice: 18_000, amount: 36_000 }]);
    expect(invoiceItems([line], 36_100).at(-1)).toEqual({ name: '進位調整', quantity: 1, unitPrice: 100, amount: 100 });
  });

  it('takes the period and date in the store time zone and the buyer from the checkout choice', () => {
    const draft = draftInvoice(
      { now: new Date('2026-12-31T16:30:00Z'), timeZone: 'Asia/Taipei', payable: 36_000, buyer: { type: 'uniformNumber', number: '12345678' }, lines: [line] },
      '0042',
    );
    expect(draft).toMatchObject({
      periodKey: '11602',
      periodText: '116年01-02月',
      issueDate: '2027-01-01',
      randomCode: '0042',
      buyerTaxId: '12345678',
      printMark: true,
      salesCents: 34_300,
      taxCents: 1_700,
      totalCents: 36_000,
    });
    const carrier = draftInvoice({ now: new Date(), timeZone: 'Asia/Taipei', payable: 100, buyer: { type: 'phoneCarrier', number: '/ABC1234' }, lines: [] });
    expect(carrier).toMatchObject({ carrierType: '3J0002', carrierId: '/ABC1234', printMark: false, buyerTaxId: null });
    expect(carrier.randomCode).toMatch(/^\d{4}$/);
  });
});

describe('F0401 of a discounted order (MIG 4.1: no negative item)', () => {
  it('nets a 折扣 line kept by an invoice issued before issue 39: non-negative items adding up to the total, UnitPrice x Quantity = Amount', () => {
    const items = [
      { name: '牛肉麵', quantity: 3, unitPrice: 18_000, amount: 54_000 },
      { name: '燙青菜', quantity: 1, unitPrice: 4_000, amount: 4_000 },
      { name: '折扣', quantity: 1, unitPrice: -6_000, amount: -6_000 },
    ];
    const invoice = {
      invoiceNumber: 'AB00000001',
      issueDate: '2026-11-21',
      issuedAt: new Date('2026-11-21T04:00:00Z'),
      timeZone: 'Asia/Taipei',
      sellerTaxId: '24536806',
      sellerName: '示範餐廳',
      sellerAddress: null,
      buyerTaxId: null,
      carrierType: null,
      carrierId: null,
      donationCode: null,
      printMark: true,
      randomCode: '1234',
      items,
      salesCents: 52_000,
      taxCents: 0,
      totalCents: 52_000,
    } as unknown as ExportInvoice;
    const xml = parseXml(f0401Xml(f0401InputOf(invoice)));
    expect(migProblems(xml, MIG_NAMESPACE('F0401'))).toEqual([]);
    const details = xml.children.find((child) => child.name === 'Details')?.children ?? [];
    expect(details.map((item) => [textAt(item, 'Description'), textAt(item, 'Quantity'), textAt(item, 'UnitPrice'), textAt(item, 'Amount')])).toEqual([
      ['牛肉麵 x3', '1', '484', '484'],
      ['燙青菜', '1', '36', '36'],
    ]);
  });
});
