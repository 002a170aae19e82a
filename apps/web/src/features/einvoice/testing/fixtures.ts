import { barcodeContent, invoiceQrCodes, parsePeriodKey, qrSalesAmount, type InvoiceProof, type InvoiceTrack, type StoreInvoiceSetting } from '@diancan/core';

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

export function invoiceSetting(overrides: Partial<StoreInvoiceSetting> = {}): StoreInvoiceSetting {
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
    currentRemaining: 10,
    lowOnNumbers: true,
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
