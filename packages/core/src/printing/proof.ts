import type { PrintBlock, PrintDocument, QrErrorCorrection } from '../contracts/print-document.js';
import { money, quantity } from './format.js';
import type { InvoiceProofContent } from './proof-content.js';

/** Printer dots per QR module on the proof: version 7 (45 modules) = 135 dots = 16.9 mm, above the 1.5 cm minimum. */
export const PROOF_QR_MODULE_DOTS = 3;

function errorCorrection(level: string): QrErrorCorrection {
  return level === 'L' || level === 'Q' || level === 'H' ? level : 'M';
}

/**
 * The e-invoice proof (電子發票證明聯) in the MOF layout for 5.7 cm paper: store name, title, period, number,
 * date and time (格式 25 for a 統編 buyer), 隨機碼 and 總計, 賣方 (and 買方), the 19-character Code 39 barcode and
 * the two QR codes side by side; then 交易明細 with every item and the invoice's 備註 (MainRemark) when it has one. Always laid out on 58 mm paper (PAPER_COLUMNS 32).
 */
export function invoiceProofDocument(proof: InvoiceProofContent): PrintDocument {
  const header: PrintBlock[] = [
    { type: 'text', text: proof.storeName, align: 'center', bold: true },
    { type: 'text', text: proof.title, align: 'center', size: 'large', bold: true },
    { type: 'text', text: proof.periodText, align: 'center', size: 'large', bold: true },
    { type: 'text', text: proof.invoiceNumberText, align: 'center', size: 'large', bold: true },
    proof.formatText
      ? { type: 'row', left: proof.issuedAtText, right: proof.formatText }
      : { type: 'text', text: proof.issuedAtText },
    { type: 'row', left: `隨機碼 ${proof.randomCode}`, right: `總計 ${quantity(proof.totalAmount / 100)}` },
    proof.buyerTaxId
      ? { type: 'row', left: `賣方 ${proof.sellerTaxId}`, right: `買方 ${proof.buyerTaxId}` }
      : { type: 'text', text: `賣方 ${proof.sellerTaxId}` },
    { type: 'barcode', data: proof.barcode },
    {
      type: 'qr',
      codes: [proof.qrLeft, proof.qrRight],
      version: proof.qrVersion,
      errorCorrection: errorCorrection(proof.qrErrorCorrection),
      moduleDots: PROOF_QR_MODULE_DOTS,
    },
    { type: 'cut' },
  ];
  const details: PrintBlock[] = [
    { type: 'text', text: '交易明細', align: 'center', size: 'wide', bold: true },
    { type: 'text', text: `發票號碼 ${proof.invoiceNumberText}` },
    { type: 'text', text: proof.issuedAtText },
    { type: 'rule' },
  ];
  for (const item of proof.items) {
    details.push({ type: 'row', left: item.name, right: money(item.amount), indent: 2 });
    details.push({ type: 'text', text: `  ${quantity(item.quantity)} x ${money(item.unitPrice)}` });
  }
  details.push({ type: 'rule' });
  if (proof.buyerTaxId) {
    details.push({ type: 'row', left: '銷售額', right: money(proof.salesAmount) });
    details.push({ type: 'row', left: '稅額', right: money(proof.taxAmount) });
  }
  details.push({ type: 'row', left: '總計', right: money(proof.totalAmount), bold: true });
  // A discount netted into the items that the invoice still says (a points redemption: 點數折抵 N元).
  if (proof.remark) details.push({ type: 'text', text: `備註 ${proof.remark}` });
  details.push({ type: 'text', text: `賣方 ${proof.sellerName}` });
  if (proof.sellerAddress) details.push({ type: 'text', text: proof.sellerAddress });
  details.push({ type: 'cut' });
  return { kind: 'INVOICE_PROOF', title: `${proof.title} ${proof.invoiceNumberText}`, blocks: [...header, ...details] };
}
