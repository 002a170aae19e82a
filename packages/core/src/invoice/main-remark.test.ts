import { describe, expect, it } from 'vitest';
import { invoiceMainRemark, MAIN_REMARK_MAX_LENGTH, pointsRedemptionRemark } from './main-remark.js';
import { invoiceProofContent } from '../printing/proof-content.js';
import { invoiceProofDocument } from '../printing/proof.js';

describe('invoice main remark', () => {
  it('says a points redemption in whole NT$, nothing without one', () => {
    expect(pointsRedemptionRemark(1000)).toBe('點數折抵 10元');
    expect(pointsRedemptionRemark(25_000)).toBe('點數折抵 250元');
    expect(pointsRedemptionRemark(0)).toBeNull();
    expect(pointsRedemptionRemark(-100)).toBeNull();
    expect(pointsRedemptionRemark(Number.NaN)).toBeNull();
  });

  it('joins the parts it carries and keeps within MIG 4.1 length', () => {
    expect(invoiceMainRemark([pointsRedemptionRemark(1000)])).toBe('點數折抵 10元');
    expect(invoiceMainRemark(['  ', null, undefined])).toBeNull();
    expect(invoiceMainRemark(['外帶', pointsRedemptionRemark(2000)])).toBe('外帶；點數折抵 20元');
    const long = invoiceMainRemark(['備'.repeat(300), pointsRedemptionRemark(1000)]);
    expect(Array.from(long ?? '')).toHaveLength(MAIN_REMARK_MAX_LENGTH);
    // A character outside the BMP is never cut in two.
    const astral = invoiceMainRemark(['𠮷'.repeat(250)]) ?? '';
    expect(Array.from(astral)).toHaveLength(MAIN_REMARK_MAX_LENGTH);
    expect(/[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/.test(astral)).toBe(false);
  });

  it('prints the remark in the proof’s 交易明細, after the items', () => {
    const invoice = {
      invoiceNumber: 'AB12345678',
      periodKey: '11512',
      issueDate: '2026-11-29',
      issuedAt: new Date('2026-11-29T04:00:00Z'),
      randomCode: '1234',
      buyerTaxId: null,
      sellerTaxId: '12345675',
      sellerName: '示範餐廳',
      sellerAddress: null,
      salesCents: 9000,
      taxCents: 0,
      totalCents: 9000,
      items: [{ name: '牛肉麵', quantity: 1, unitPrice: 9000, amount: 9000 }],
      mainRemark: '點數折抵 10元',
    };
    const content = invoiceProofContent(invoice, { storeName: '示範餐廳', timeZone: 'Asia/Taipei', checkCode: 'CamotDNRUN8bVyY5S1BhFQ==', printCount: 1 });
    expect(content.remark).toBe('點數折抵 10元');
    const texts = invoiceProofDocument(content).blocks.flatMap((block) => ('text' in block ? [block.text] : 'left' in block ? [block.left] : []));
    expect(texts).toContain('備註 點數折抵 10元');
    expect(texts.indexOf('備註 點數折抵 10元')).toBeGreaterThan(texts.indexOf('牛肉麵'));
    const plain = invoiceProofContent({ ...invoice, mainRemark: null }, { storeName: '示範餐廳', timeZone: 'Asia/Taipei', checkCode: 'CamotDNRUN8bVyY5S1BhFQ==', printCount: 1 });
    expect(plain.remark).toBeNull();
    expect(JSON.stringify(invoiceProofDocument(plain))).not.toContain('備註');
  });
});
