import type { Allowance } from '../contracts/einvoice-operations.js';
import type { PrintBlock, PrintDocument } from '../contracts/print-document.js';
import { money, quantity } from './format.js';

/**
 * The allowance proof (營業人銷貨退回、進貨退出或折讓證明單, the seller's notice of issue 21) for 5.7 cm paper:
 * allowance number and date, the original invoice, seller and buyer, each item without tax and its tax, the totals,
 * and a line for the buyer's signature (a consumer signs the store's copy; a 統編 buyer stamps it).
 */
export function allowanceDocument(allowance: Allowance): PrintDocument {
  const blocks: PrintBlock[] = [
    { type: 'text', text: '折讓證明單', align: 'center', size: 'wide', bold: true },
    { type: 'text', text: `折讓單號 ${allowance.allowanceNumber}` },
    { type: 'text', text: `折讓日期 ${allowance.allowanceDate}` },
    { type: 'text', text: `原發票 ${allowance.invoiceNumber} ${allowance.invoiceDate}` },
    { type: 'text', text: `賣方 ${allowance.sellerName} ${allowance.sellerTaxId}` },
    { type: 'text', text: `買方 ${allowance.buyerTaxId ?? '一般消費者'}` },
    { type: 'rule' },
  ];
  for (const item of allowance.items) {
    blocks.push({ type: 'row', left: `${item.name} x${quantity(item.quantity)}`, right: money(item.amount), indent: 2 });
    blocks.push({ type: 'text', text: `  稅額 ${money(item.tax)}` });
  }
  blocks.push(
    { type: 'rule' },
    { type: 'row', left: '未稅金額', right: money(allowance.salesAmount) },
    { type: 'row', left: '稅額', right: money(allowance.taxAmount) },
    { type: 'row', left: '折讓合計', right: money(allowance.totalAmount), bold: true },
    { type: 'text', text: `原因 ${allowance.reason}` },
  );
  if (allowance.status === 'CANCELLED') blocks.push({ type: 'text', text: '** 已作廢 **', align: 'center', bold: true });
  blocks.push({ type: 'blank' }, { type: 'text', text: '買受人簽章：' }, { type: 'blank' }, { type: 'cut' });
  return { kind: 'ALLOWANCE', title: `折讓證明單 ${allowance.allowanceNumber}`, blocks };
}
