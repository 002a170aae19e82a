import {
  barcodeContent,
  invoiceQrCodes,
  parsePeriodKey,
  qrSalesAmount,
  type InvoiceProof,
  type InvoiceTrack,
  type StoreInvoiceSetting,
  type UploadStatus,
} from '@diancan/core';

/** A track of 115年11-12月 (2026), 'AB00000000' .. 'AB00000049' by default, 40 numbers used. */
export function track(overrides: Partial<InvoiceTrack> = {}): InvoiceTrack {
  return {
    id: 1,
    year: 2026,
    startMonth: 11,
    periodKey: '11512',
    periodText: '115年11-12月',
    letters: 'AB',
    start: 0,
    end: 49,
    firstNumber: 'AB00000000',
    lastNumber: 'AB00000049',
    nextNumber: 40,
    size: 50,
    used: 40,
    remaining: 10,
    state: 'CURRENT',
    removable: false,
    createdAt: '2026-11-01T09:00:00+08:00',
    ...overrides,
  };
}

/** A setting of 115年11-12月 with 10 of 50 numbers left, running out at the recent rate unless `lowOnNumbers: false`. */
export function invoiceSetting(overrides: Partial<StoreInvoiceSetting> = {}): StoreInvoiceSetting {
  const currentRemaining = overrides.currentRemaining ?? 10;
  const runningOut = overrides.lowOnNumbers ?? true;
  return {
    storeId: 1,
    adminInvoiceSwitch: true,
    storeInvoiceSwitch: true,
    enabled: true,
    sellerTaxId: '12345678',
    sellerName: '點餐小吃店',
    sellerAddress: '台北市中正區重慶南路一段1號',
    aesKeySet: true,
    currentPeriodKey: '11512',
    currentPeriodText: '115年11-12月',
    currentRemaining,
    lowOnNumbers: runningOut,
    supply: { currentRemaining, currentSize: 50, dailyRate: 12, runningOut, message: runningOut ? `本期發票號碼僅剩 ${currentRemaining} 張，請盡快至發票設定新增字軌` : null },
    tracks: [track()],
    ...overrides,
  };
}

/** The QR codes core builds for the proof below (the check code is EINVOICE.md's test vector's). */
const QR = invoiceQrCodes({
  invoiceNumber: 'AB00000040',
  issueDate: '2026-11-21',
  randomCode: '1234',
  salesAmount: qrSalesAmount(138_000),
  totalAmount: 138_000,
  buyerTaxId: '04595257',
  sellerTaxId: '12345678',
  checkCode: 'CamotDNRUN8bVyY5S1BhFQ==',
  items: [{ name: '滷肉飯', quantity: 1, unitPrice: 138_000 }],
});

/** A proof for the buyer 04595257 (格式 25): NT$1,380 = 1,314 + 66. */
export function proof(overrides: Partial<InvoiceProof> = {}): InvoiceProof {
  return {
    invoiceId: 9,
    orderId: 5,
    storeName: '點餐小吃店',
    title: '電子發票證明聯',
    reprint: false,
    periodText: '115年11-12月',
    invoiceNumberText: 'AB-00000040',
    invoiceNumber: 'AB00000040',
    issuedAtText: '2026-11-21 12:34:56',
    issuedAt: '2026-11-21T12:34:56+08:00',
    randomCode: '1234',
    formatText: '格式 25',
    sellerTaxId: '12345678',
    sellerName: '點餐小吃店',
    sellerAddress: null,
    buyerTaxId: '04595257',
    salesAmount: 131_400,
    taxAmount: 6_600,
    totalAmount: 138_000,
    barcode: barcodeContent(parsePeriodKey('11512'), 'AB00000040', '1234'),
    qrLeft: QR.left,
    qrRight: QR.right,
    qrVersion: 7,
    qrErrorCorrection: 'M',
    items: [{ name: '滷肉飯', quantity: 1, unitPrice: 138_000, amount: 138_000 }],
    ...overrides,
  };
}

/** The Turnkey queue: one invoice failed (with Turnkey's reason), one waiting near its 48-hour limit; two blank ranges. */
export function uploadStatus(overrides: Partial<UploadStatus> = {}): UploadStatus {
  const row = { attempt: 1, createdAt: '2026-11-21T04:00:00.000Z', writtenAt: '2026-11-21T04:05:00.000Z', resultAt: null };
  return {
    turnkeyConfigured: true,
    counts: { pending: 1, uploaded: 12, failed: 1, nearDeadline: 1 },
    rows: [
      { ...row, id: 7, message: 'F0401', documentKey: '11512-AB00000041', status: 'FAILED', fileName: 'F0401_12345678_11512-AB00000041_1.xml', reason: '發票號碼重複', dueAt: '2026-11-23T04:00:00.000Z', nearDeadline: false, resultAt: '2026-11-21T05:00:00.000Z' },
      { ...row, id: 8, message: 'F0401', documentKey: '11512-AB00000042', status: 'WRITTEN', fileName: 'F0401_12345678_11512-AB00000042_1.xml', reason: null, dueAt: '2026-11-21T16:00:00.000Z', nearDeadline: true },
    ],
    blanks: {
      periodKey: '11510',
      dueDate: '2026-11-10',
      reported: true,
      ranges: [
        { periodKey: '11510', letters: 'AB', start: '00000120', end: '00000149' },
        { periodKey: '11510', letters: 'CD', start: '00000000', end: '00000049' },
      ],
    },
    supply: { currentRemaining: 10, currentSize: 50, dailyRate: 12, runningOut: true, message: '本期發票號碼僅剩 10 張，請盡快至發票設定新增字軌' },
    ...overrides,
  };
}
