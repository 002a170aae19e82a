import type { PrintBlock, PrintDocument } from '../contracts/print-document.js';
import { money, orderTypeText, quantity } from './format.js';
import { lineDetailBlocks, type ReceiptInput } from './receipt.js';

/** What the kiosk's number ticket says: the order as the receipt has it, before any payment. */
export type NumberTicketInput = Pick<ReceiptInput, 'storeName' | 'orderNo' | 'orderType' | 'tableNumber' | 'time' | 'lines' | 'total' | 'remark'>;

/**
 * The kiosk's number ticket (取餐號碼單, 出單點餐): the customer takes it to the counter to pay and waits for the
 * number to be called, so the number is printed as large as the printer prints.
 */
export function numberTicketDocument(input: NumberTicketInput): PrintDocument {
  const blocks: PrintBlock[] = [
    { type: 'text', text: input.storeName, align: 'center', bold: true },
    { type: 'text', text: '取餐號碼', align: 'center' },
    { type: 'text', text: input.orderNo, align: 'center', size: 'large', bold: true },
    { type: 'row', left: orderTypeText(input.orderType, input.tableNumber), right: input.time },
    { type: 'rule' },
  ];
  for (const line of input.lines) {
    blocks.push({ type: 'row', left: `${line.name} x${quantity(line.count)}`, right: money(line.amount), indent: 2 });
    blocks.push(...lineDetailBlocks(line));
  }
  blocks.push({ type: 'rule' }, { type: 'row', left: '應付金額', right: money(input.total), size: 'wide', bold: true });
  if (input.remark.trim()) blocks.push({ type: 'text', text: `備註: ${input.remark.trim()}` });
  blocks.push({ type: 'blank' }, { type: 'text', text: '請持本單至櫃檯結帳', align: 'center', bold: true }, { type: 'cut' });
  return { kind: 'NUMBER_TICKET', title: `取餐號碼 ${input.orderNo}`, blocks };
}
