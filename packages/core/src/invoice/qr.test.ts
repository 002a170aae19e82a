import { describe, expect, it } from 'vitest';
import type { InvoiceQrInput } from './qr.js';
import { hexAmount, invoiceQrCodes, QR_BYTE_CAPACITY, qrBuyerId, qrHead, qrItemText, utf8Length } from './qr.js';
import { qrSalesAmount } from './amounts.js';

/** The specification's UTF-8 example (EINVOICE.md): a consumer invoice of NT$340 on 102-05-23. */
const specExample: InvoiceQrInput = {
  invoiceNumber: 'AB11223344',
  issueDate: '2013-05-23',
  randomCode: '9999',
  salesAmount: 32400, // NT$324 = 0x144
  totalAmount: 34000, // NT$340 = 0x154
  buyerTaxId: null,
  sellerTaxId: '01234567',
  checkCode: 'ydXZt4LAN1UHN/j1juVcRA==',
  items: [
    { name: '乾電池', quantity: 1, unitPrice: 10500 },
    { name: '口罩', quantity: 1, unitPrice: 21000 },
    { name: '牛奶', quantity: 1, unitPrice: 2500 },
  ],
};

describe('invoiceQrCodes: the specification example', () => {
  it('reproduces both codes exactly', () => {
    const codes = invoiceQrCodes(specExample);
    expect(codes.left).toBe('AB112233441020523999900000144000001540000000001234567ydXZt4LAN1UHN/j1juVcRA==:**********:3:3:1:乾電池:1:105:');
    expect(codes.right).toBe('**口罩:1:210:牛奶:1:25');
    expect(codes).toMatchObject({ itemsRecorded: 3, itemsOmitted: 0 });
  });

  it('has the 77-character head and the sales split of the total', () => {
    expect(qrHead(specExample)).toHaveLength(77);
    expect(qrSalesAmount(specExample.totalAmount)).toBe(specExample.salesAmount); // round(340 / 1.05) = 324
  });

  it('fits each code in the version 7-M capacity', () => {
    const codes = invoiceQrCodes(specExample);
    // head 77 + ':**********:3:3:1:' 18 + '乾電池:1:105:' 16 (UTF-8: 3 bytes per character)
    expect(utf8Length(codes.left)).toBe(111);
    expect(utf8Length(codes.right)).toBe(26);
  });
});

describe('invoiceQrCodes: placing items', () => {
  const base = { ...specExample, items: [] as InvoiceQrInput['items'] };
  const head = qrHead(specExample);

  it('keeps everything in the left code when it fits, without a trailing separator', () => {
    const codes = invoiceQrCodes({ ...base, items: [{ name: '紅茶', quantity: 2, unitPrice: 3000 }] });
    expect(codes.left).toBe(`${head}:**********:1:1:1:紅茶:2:30`);
    expect(codes.right).toBe('**');
  });

  it('replaces ":" in names and prints decimals without trailing zeros', () => {
    expect(qrItemText({ name: 'A:B餐', quantity: 1.5, unitPrice: 1250 })).toBe('A：B餐:1.5:12.5');
    expect(qrItemText({ name: '折扣', quantity: 1, unitPrice: -5000 })).toBe('折扣:1:-50');
  });

  it('continues in the right code, then leaves out what fits nowhere, counting it', () => {
    // 20 items of 'item-NN:1:100' (13 bytes each); the left head is sized with ':**********:20:20:1:', 77 + 20 = 97 bytes.
    const items = Array.from({ length: 20 }, (_, index) => ({ name: `item-${String(index).padStart(2, '0')}`, quantity: 1, unitPrice: 10000 }));
    const codes = invoiceQrCodes({ ...base, items });
    // left: each item costs 13 + 1 -> 97 + 14 = 111, a second would make 125; right: 2 + 13 + 7 x 14 = 113 -> 8 items
    expect(codes.itemsRecorded).toBe(9);
    expect(codes.itemsOmitted).toBe(11);
    expect(codes.left.endsWith(':9:20:1:item-00:1:100:')).toBe(true);
    expect(codes.right).toBe(`**${items.slice(1, 9).map(qrItemText).join(':')}`);
    expect(utf8Length(codes.left)).toBeLessThanOrEqual(QR_BYTE_CAPACITY);
    expect(utf8Length(codes.right)).toBeLessThanOrEqual(QR_BYTE_CAPACITY);
  });

  it('skips an item too long for either code and records the shorter ones after it', () => {
    const items = [
      { name: '飯'.repeat(60), quantity: 1, unitPrice: 10000 },
      { name: '湯', quantity: 1, unitPrice: 3000 },
    ];
    const codes = invoiceQrCodes({ ...base, items });
    expect(codes.left.endsWith(':1:2:1:湯:1:30')).toBe(true);
    expect(codes).toMatchObject({ right: '**', itemsRecorded: 1, itemsOmitted: 1 });
  });
});

describe('QR head fields', () => {
  it('writes amounts as 8 lowercase hex digits of whole dollars', () => {
    expect(hexAmount(34000, 'total')).toBe('00000154');
    expect(hexAmount(0, 'sales')).toBe('00000000');
    expect(hexAmount(100_000_000, 'total')).toBe('000f4240');
    expect(() => hexAmount(34050, 'total')).toThrow(RangeError);
  });

  it('writes 00000000 for a consumer and the 統編 for a company', () => {
    expect(qrBuyerId(null)).toBe('00000000');
    expect(qrBuyerId('0000000000')).toBe('00000000');
    expect(qrBuyerId('04595257')).toBe('04595257');
    expect(() => qrBuyerId('1234567')).toThrow(RangeError);
  });

  it('refuses malformed fields', () => {
    expect(() => qrHead({ ...specExample, invoiceNumber: 'ab11223344' })).toThrow(RangeError);
    expect(() => qrHead({ ...specExample, randomCode: '999' })).toThrow(RangeError);
    expect(() => qrHead({ ...specExample, checkCode: 'short' })).toThrow(RangeError);
    expect(() => qrHead({ ...specExample, issueDate: '2013-02-30' })).toThrow(RangeError);
  });
});

describe('utf8Length', () => {
  it('counts bytes per code point', () => {
    expect(utf8Length('a')).toBe(1);
    expect(utf8Length('é')).toBe(2);
    expect(utf8Length('飯')).toBe(3);
    expect(utf8Length('😀')).toBe(4);
  });
});
