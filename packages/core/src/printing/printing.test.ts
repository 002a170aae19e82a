import jsQRModule from 'jsqr';
import { describe, expect, it } from 'vitest';
import type { InvoiceProof } from '../contracts/einvoice.js';
import { barcodeContent, invoiceQrCodes } from '../invoice/index.js';
import { invoicePeriod } from '../validation/invoice-period.js';
import { encodeBig5, printableText, REPLACEMENT_CHARACTER, textWidth } from './big5.js';
import { LABEL_MEDIA, paperMedia, type PrintDocument } from '../contracts/print-document.js';
import { markReprint } from './reprint.js';
import { renderEscPos } from './escpos.js';
import { rasterToRgba, readEscPos } from './escpos-reader.js';
import { kitchenChanges, kitchenTicketDocument, sentLines, type KitchenLine } from './kitchen.js';
import { labelDocument } from './label.js';
import { layoutDocument, layoutText, wrapText } from './layout.js';
import { invoiceProofDocument } from './proof.js';
import { numberTicketDocument } from './number-ticket.js';
import { receiptDocument, type ReceiptInput } from './receipt.js';
import { cashDrawerDocument, testPageDocument, turnoverDocument } from './slips.js';

// jsqr is CommonJS whose types declare a default export: under NodeNext the default import is the function itself.
const jsQR = jsQRModule as unknown as typeof jsQRModule.default;

const receipt: ReceiptInput = {
  storeName: '阿明小吃店',
  orderNo: 'A0012',
  orderType: 'INSIDE',
  tableNumber: 'A5',
  time: '2026-11-26 12:34',
  lines: [
    {
      name: '滷肉飯',
      count: 2,
      amount: 9000,
      entertain: false,
      options: [{ name: '加滷蛋', count: 1, price: 1500 }],
      combos: [],
      remark: '不要香菜',
    },
    {
      name: '超級無敵豪華海陸雙拼大份量鐵板套餐附飲料與甜點',
      count: 1,
      amount: 32000,
      entertain: false,
      options: [],
      combos: [{ name: '升級套餐', items: [{ name: '珍珠奶茶', options: [{ name: '半糖', count: 1, price: 0 }] }] }],
      remark: '',
    },
    { name: '燙青菜 🥬', count: 1, amount: 4000, entertain: true, options: [], combos: [], remark: '' },
  ],
  subtotal: 45000,
  discounts: [{ name: '招待', amount: 4000 }],
  total: 41000,
  payments: [{ name: '現金', amount: 41000, tendered: 50000, change: 9000 }],
  remark: '',
  openDrawer: true,
};

function proofSample(): InvoiceProof {
  const items = [
    { name: '滷肉飯', quantity: 2, unitPrice: 4500 },
    { name: '鐵板牛排套餐', quantity: 1, unitPrice: 32000 },
    { name: '珍珠奶茶', quantity: 3, unitPrice: 6000 },
    { name: '燙青菜', quantity: 1, unitPrice: 4000 },
  ];
  const codes = invoiceQrCodes({
    invoiceNumber: 'AB12345678',
    issueDate: '2025-11-21',
    randomCode: '1234',
    salesAmount: 57100,
    totalAmount: 60000,
    buyerTaxId: null,
    sellerTaxId: '12345678',
    checkCode: 'ydXZt4LAN1UHN/j1juVcRA==',
    items,
  });
  return {
    invoiceId: 1,
    orderId: 1,
    storeName: '阿明小吃店',
    title: '電子發票證明聯',
    reprint: false,
    periodText: '114年11-12月',
    invoiceNumberText: 'AB-12345678',
    invoiceNumber: 'AB12345678',
    issuedAtText: '2025-11-21 12:34:56',
    issuedAt: '2025-11-21T04:34:56.000Z',
    randomCode: '1234',
    formatText: null,
    sellerTaxId: '12345678',
    sellerName: '阿明小吃店',
    sellerAddress: '台北市中正區重慶南路一段122號',
    buyerTaxId: null,
    salesAmount: 57100,
    taxAmount: 2900,
    totalAmount: 60000,
    barcode: barcodeContent(invoicePeriod(2025, 11), 'AB12345678', '1234'),
    qrLeft: codes.left,
    qrRight: codes.right,
    qrVersion: 7,
    qrErrorCorrection: 'M',
    items: items.map((item) => ({ ...item, amount: item.quantity * item.unitPrice })),
  };
}

function textLinesOf(document: PrintDocument, columns: 32 | 48): string[] {
  return layoutText(layoutDocument(document, paperMedia(columns === 32 ? 58 : 80)));
}

describe('Big5', () => {
  it('writes cp950 bytes that an independent decoder reads back', () => {
    expect([...encodeBig5('滷肉飯')]).toEqual([0xba, 0xb1, 0xa6, 0xd7, 0xb6, 0xba]);
    const text = '珍珠奶茶 NT$1,234 臺灣 電子發票證明聯 （）【】，。';
    expect(new TextDecoder('big5').decode(encodeBig5(text))).toBe(text);
  });

  it('replaces a character outside Big5 visibly and keeps the rest', () => {
    expect(printableText('燙青菜 🥬 简体\u0000')).toBe(`燙青菜 ${REPLACEMENT_CHARACTER} ${REPLACEMENT_CHARACTER}体`);
    expect(new TextDecoder('big5').decode(encodeBig5('a\uD800b'))).toBe(`a${REPLACEMENT_CHARACTER}b`);
  });

  it('counts Chinese as two columns', () => {
    expect(textWidth('滷肉飯 x2')).toBe(9);
  });
});

describe('layout', () => {
  it('wraps long Chinese names and breaks English at spaces', () => {
    expect(wrapText('超級無敵豪華海陸雙拼大份量鐵板套餐', 10)).toEqual(['超級無敵豪', '華海陸雙拼', '大份量鐵板', '套餐']);
    expect(wrapText('Iced caramel macchiato grande', 12)).toEqual(['Iced caramel', 'macchiato', 'grande']);
  });

  it.each([32, 48] as const)('fits every receipt line in %i columns', (columns) => {
    const lines = textLinesOf(receiptDocument(receipt), columns);
    for (const line of lines) expect(textWidth(line)).toBeLessThanOrEqual(columns);
    expect(lines.find((line) => line.startsWith('總計'))).toMatch(/\$410$/);
    expect(lines.find((line) => line.startsWith('滷肉飯 x2'))).toMatch(/\$90$/);
    expect(lines).toContain('  + 加滷蛋');
    expect(lines).toContain('  備註: 不要香菜');
    expect(lines.some((line) => line.includes('找零'))).toBe(true);
  });

  it('says whether the order is paid: 已付款 under its payments, 未付款 without any', () => {
    const paid = textLinesOf(receiptDocument(receipt), 32);
    expect(paid.find((line) => line.startsWith('付款狀態'))).toMatch(/已付款$/);
    const unpaid = textLinesOf(receiptDocument({ ...receipt, payments: [] }), 32);
    expect(unpaid.find((line) => line.startsWith('付款狀態'))).toMatch(/未付款$/);
  });

  it('prints a table check\'s 服務費 as its own line after the discounts, and none without one', () => {
    const lines = textLinesOf(receiptDocument({ ...receipt, serviceCharge: 4100, total: 45100 }), 32);
    const at = lines.findIndex((line) => line.startsWith('服務費'));
    expect(lines[at]).toMatch(/\$41$/);
    expect(at).toBeGreaterThan(lines.findIndex((line) => line.startsWith('招待')));
    expect(at).toBeLessThan(lines.findIndex((line) => line.startsWith('總計')));
    expect(textLinesOf(receiptDocument(receipt), 32).some((line) => line.startsWith('服務費'))).toBe(false);
  });

  it('keeps large text to half the columns', () => {
    const layout = layoutDocument(
      kitchenTicketDocument({
        orderNo: 'A0012',
        orderType: 'INSIDE',
        tableNumber: '外場第十二桌靠窗位置',
        time: '2026-11-26 12:34',
        areaName: '熱食',
        change: false,
        changes: { added: [], cancelled: [] },
        orderRemark: '',
      }),
      paperMedia(58),
    );
    for (const line of layout.lines) {
      if (line.type === 'text' && line.size === 'large') expect(textWidth(line.text)).toBeLessThanOrEqual(16);
    }
  });

  it('lays a label out in 26 columns', () => {
    const label = labelDocument({
      storeName: '阿明飲料',
      orderNo: 'A0012',
      sequence: '1/3',
      name: '珍珠奶茶（大杯）加椰果加布丁',
      options: [
        { name: '半糖', count: 1, price: 0 },
        { name: '少冰', count: 1, price: 0 },
      ],
      remark: '',
      unitPrice: 6000,
      time: '12:34',
    });
    const lines = layoutText(layoutDocument(label, LABEL_MEDIA));
    for (const line of lines) expect(textWidth(line)).toBeLessThanOrEqual(26);
    expect(lines[0]).toMatch(/^#A0012 +1\/3$/);
    expect(lines).toContain('半糖/少冰');
  });
});

describe('ESC/POS', () => {
  it('prints the receipt in Big5 with every item and the total, then cuts and opens the drawer', () => {
    const bytes = renderEscPos(receiptDocument(receipt), paperMedia(58));
    const printed = readEscPos(bytes);
    const text = printed.lines.join('\n');
    for (const name of ['滷肉飯', '超級無敵豪華', '珍珠奶茶', `燙青菜 ${REPLACEMENT_CHARACTER}`, '總計', '$410']) {
      expect(text).toContain(name);
    }
    expect(printed.lines).toEqual(textLinesOf(receiptDocument(receipt), 32).map((line) => line.trimEnd()));
    expect(printed).toMatchObject({ cuts: 1, drawerKicks: 1 });
    expect([...bytes.subarray(0, 4)]).toEqual([0x1b, 0x40, 0x1c, 0x26]);
  });

  it('kicks the drawer only for a cash payment', () => {
    const bytes = renderEscPos(receiptDocument({ ...receipt, openDrawer: false }), paperMedia(80));
    expect(readEscPos(bytes).drawerKicks).toBe(0);
  });

  it('prints the proof: Code 39 of 19 characters and two version-7 QR codes that read back as the proof data', () => {
    const proof = proofSample();
    const bytes = renderEscPos(invoiceProofDocument(proof), paperMedia(58));
    const printed = readEscPos(bytes);
    expect(printed.barcodes).toEqual(['11412AB123456781234']);
    expect(printed.lines.map((line) => line.trim())).toContain('交易明細');
    const [raster] = printed.rasters;
    expect(raster).toBeDefined();
    if (!raster) return;
    expect(raster.widthBytes).toBe(48);
    expect(raster.height).toBe(45 * 3); // version 7 = 45 modules, 3 dots each: 16.9 mm
    const half = (raster.widthBytes * 8) / 2;
    const read = [rasterToRgba(raster, 0, half, 24), rasterToRgba(raster, half, half * 2, 24)].map(({ pixels, width, height }) =>
      jsQR(pixels, width, height),
    );
    expect(read.map((code) => code?.data)).toEqual([proof.qrLeft, proof.qrRight]);
    expect(read.map((code) => code?.version)).toEqual([7, 7]);
    const preview = layoutDocument(invoiceProofDocument(proof), paperMedia(58)).lines.find((line) => line.type === 'qr');
    expect(preview?.type === 'qr' && preview.codes).toEqual([proof.qrLeft, proof.qrRight]);
    expect(preview?.type === 'qr' && preview.matrices.map((matrix) => matrix.length)).toEqual([45, 45]);
  });

  it('prints 格式 25 and 買方 for a business buyer', () => {
    const proof = { ...proofSample(), buyerTaxId: '87654321', formatText: '格式 25' };
    const lines = readEscPos(renderEscPos(invoiceProofDocument(proof), paperMedia(58))).lines;
    expect(lines).toContain('2025-11-21 12:34:56      格式 25');
    expect(lines).toContain('賣方 12345678      買方 87654321');
  });

  it("prints the kiosk's number ticket: the number large, the lines and what to pay at the counter", () => {
    const printed = readEscPos(renderEscPos(numberTicketDocument({ ...receipt, orderNo: '017' }), paperMedia(58)));
    expect(printed.lines.map((line) => line.trim())).toEqual(expect.arrayContaining(['取餐號碼', '017', '請持本單至櫃檯結帳']));
    expect(printed.lines.some((line) => line.startsWith('應付金額'))).toBe(true);
  });

  it('marks a reprint once', () => {
    const marked = markReprint(markReprint(receiptDocument(receipt)));
    expect(readEscPos(renderEscPos(marked, paperMedia(58))).lines.filter((line) => line.includes('補印'))).toHaveLength(1);
  });

  it('prints the slips', () => {
    const turnover = turnoverDocument(
      {
        storeName: '阿明小吃店',
        startDate: '2026-11-01',
        endDate: '2026-11-26',
        printedAt: '2026-11-26T12:00:00+08:00',
        revenue: {
          orderCount: 12,
          gross: 123400,
          entertain: 0,
          automaticDiscount: 0,
          couponDiscount: 0,
          manualDiscount: 1000,
          discounts: 1000,
          net: 122400,
          cancelledCount: 1,
          cancelledAmount: 5000,
          unpaidCount: 0,
          unpaidAmount: 0,
          refundCount: 1,
          refundAmount: 2000,
          bySource: [
            { source: 'POS', orderCount: 10, net: 100400 },
            { source: 'MOBILE', orderCount: 2, net: 22000 },
          ],
        },
        payMethods: [{ payMethodId: 1, name: '現金', statisticKey: 'CASH', orderCount: 12, amount: 122400 }],
      },
      '2026-11-26 12:00',
    );
    expect(readEscPos(renderEscPos(turnover, paperMedia(58))).lines).toContain('實收                      $1,224');
    expect(readEscPos(renderEscPos(turnover, paperMedia(58))).lines).toContain('退款 1 筆                    $20');
    const drawer = cashDrawerDocument(
      {
        id: 1,
        type: 'EXPENSE',
        amount: 30000,
        remark: '買冰塊',
        businessDate: '2026-11-26',
        createdAt: '',
        updatedAt: '',
        createdByName: '店長',
        shiftId: null,
      },
      '阿明小吃店',
      '2026-11-26 12:00',
    );
    expect(textLinesOf(drawer, 32)).toContain('支出                        $300');
    expect(textLinesOf(testPageDocument('出單機 1', 48, '2026-11-26 12:00'), 48).join('\n')).toContain('中文 滷肉飯 珍珠奶茶');
  });
});

describe('kitchen deltas', () => {
  const line = (lineId: number, name: string, count: number, remark = ''): KitchenLine => ({
    lineId,
    name,
    count,
    remark,
    options: [],
    combos: [],
    kitchenAreaId: 1,
  });

  it('sends the whole order first, then only what was added or cancelled', () => {
    const first = [line(1, '滷肉飯', 2), line(2, '排骨飯', 1)];
    expect(kitchenChanges([], first)).toEqual({ added: first, cancelled: [] });
    const edited = [line(1, '滷肉飯', 3), line(3, '貢丸湯', 1)];
    expect(kitchenChanges(sentLines(first), edited)).toEqual({
      added: [line(1, '滷肉飯', 1), line(3, '貢丸湯', 1)],
      cancelled: [line(2, '排骨飯', 1)],
    });
    expect(kitchenChanges(sentLines(edited), edited)).toEqual({ added: [], cancelled: [] });
  });

  it('cancels fewer and re-sends a line whose remark changed', () => {
    const sent = sentLines([line(1, '滷肉飯', 3), line(2, '排骨飯', 1)]);
    expect(kitchenChanges(sent, [line(1, '滷肉飯', 1), line(2, '排骨飯', 1, '不要辣')])).toEqual({
      added: [line(2, '排骨飯', 1, '不要辣')],
      cancelled: [line(1, '滷肉飯', 2), line(2, '排骨飯', 1)],
    });
  });

  it('prints 加點 and 取消 headings on a change ticket with the table large', () => {
    const ticket = kitchenTicketDocument({
      orderNo: 'A0012',
      orderType: 'INSIDE',
      tableNumber: 'A5',
      time: '2026-11-26 12:34',
      areaName: '熱食',
      change: true,
      changes: { added: [line(3, '貢丸湯', 1)], cancelled: [line(2, '排骨飯', 1)] },
      orderRemark: '',
    });
    const lines = readEscPos(renderEscPos(ticket, paperMedia(58))).lines;
    expect(lines).toEqual(expect.arrayContaining(['【加點】', '【取消】']));
    expect(lines.some((text) => text.includes('內用 A5'))).toBe(true);
    expect(lines.some((text) => text.startsWith('貢丸湯') && text.endsWith('x1'))).toBe(true);
  });
});
