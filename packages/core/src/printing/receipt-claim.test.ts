import jsQRModule from 'jsqr';
import { describe, expect, it } from 'vitest';
import { paperMedia } from '../contracts/print-document.js';
import { claimQrVersion, rasterToRgba, readEscPos, receiptDocument, renderEscPos, type ReceiptInput } from './index.js';

// jsqr's CommonJS default export, as the proof's test reads it.
const jsQR = jsQRModule as unknown as typeof jsQRModule.default;

const receipt: ReceiptInput = {
  storeName: '阿明小吃店',
  orderNo: 'A0013',
  orderType: 'TAKEOUT',
  tableNumber: null,
  time: '2026-11-29 12:00',
  lines: [{ name: '滷肉飯', count: 2, amount: 8000, entertain: false, options: [], combos: [], remark: '' }],
  subtotal: 8000,
  discounts: [],
  total: 8000,
  payments: [{ name: '現金', amount: 8000, tendered: 10000, change: 2000 }],
  remark: '',
  openDrawer: false,
};
const TOKEN = 'Ab3dEf6hIj9kLm2nOp5qRs8t';
const URL_OF_CLAIM = `https://pos.example.com.tw/order/points/${TOKEN}`;

describe('the receipt’s points claim (docs/members.md)', () => {
  it.each([58, 80] as const)('prints the claim link as a QR code that reads back on %i mm paper, with the code below', (width) => {
    const printed = readEscPos(renderEscPos(receiptDocument({ ...receipt, pointsClaim: { token: TOKEN, points: 3, url: URL_OF_CLAIM } }), paperMedia(width)));
    expect(printed.lines.map((line) => line.trim())).toContain('掃碼集點 3 點（7天內有效）');
    expect(printed.lines.map((line) => line.trim())).toContain(`集點碼 ${TOKEN}`);
    const [raster] = printed.rasters;
    expect(raster).toBeDefined();
    if (!raster) return;
    const { pixels, width: w, height } = rasterToRgba(raster, 0, raster.widthBytes * 8, 24);
    const code = jsQR(pixels, w, height);
    expect(code?.data).toBe(URL_OF_CLAIM);
    expect(code?.version).toBe(claimQrVersion(URL_OF_CLAIM));
  });

  it('prints the code alone without a link, and nothing of a claim for a member’s order', () => {
    const codeOnly = readEscPos(renderEscPos(receiptDocument({ ...receipt, pointsClaim: { token: TOKEN, points: 3, url: null } }), paperMedia(58)));
    expect(codeOnly.rasters).toEqual([]);
    expect(codeOnly.lines.map((line) => line.trim())).toContain(`集點碼 ${TOKEN}`);
    const member = readEscPos(
      renderEscPos(
        receiptDocument({ ...receipt, member: { phone: '0912***678', earned: 0, redeemed: 10, balance: 25 }, pointsClaim: null }),
        paperMedia(58),
      ),
    );
    expect(member.rasters).toEqual([]);
    expect(member.lines.join('\n')).toMatch(/點數餘額 +25/);
    expect(member.lines.join('\n')).toMatch(/本次折抵點數 +-10/);
  });

  it('picks the smallest QR version from 4 that holds the link', () => {
    expect(claimQrVersion('x'.repeat(62))).toBe(4);
    expect(claimQrVersion(URL_OF_CLAIM)).toBe(5);
    expect(claimQrVersion('x'.repeat(100))).toBe(6);
    expect(() => claimQrVersion('x'.repeat(300))).toThrow();
  });
});
