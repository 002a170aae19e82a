import type { PrintBlock, PrintDocument } from '../contracts/print-document.js';
import { money, orderTypeText, quantity } from './format.js';

/** An option as printed under its line ('+ 加蛋', with its price when it costs something). */
export interface PrintedOption {
  readonly name: string;
  readonly count: number;
  /** Cents per unit of the line; may be negative or 0. */
  readonly price: number;
}

export interface PrintedCombo {
  readonly name: string;
  readonly items: readonly { readonly name: string; readonly options: readonly PrintedOption[] }[];
}

export interface PrintedLine {
  readonly name: string;
  readonly count: number;
  /** Cents: the line's amount (options and combos included). */
  readonly amount: number;
  readonly entertain: boolean;
  readonly options: readonly PrintedOption[];
  readonly combos: readonly PrintedCombo[];
  readonly remark: string;
}

export interface ReceiptInput {
  readonly storeName: string;
  readonly orderNo: string;
  /** ORDER_TYPES: INSIDE, TAKEOUT, PICKUP, DELIVERY. */
  readonly orderType: string;
  readonly tableNumber: string | null;
  /** Already in the store's time: '2026-11-26 12:34'. */
  readonly time: string;
  readonly lines: readonly PrintedLine[];
  /** Cents before discounts. */
  readonly subtotal: number;
  /** Named discounts, positive cents taken off ('招待', '自動折扣 滿千折百', '折扣'). */
  readonly discounts: readonly { readonly name: string; readonly amount: number }[];
  /** 服務費 of a table check (docs/tables.md), cents; printed as its own line after the discounts when above 0. */
  readonly serviceCharge?: number;
  readonly total: number;
  readonly payments: readonly { readonly name: string; readonly amount: number; readonly tendered: number; readonly change: number }[];
  readonly remark: string;
  /** Open the drawer (a cash payment at checkout). */
  readonly openDrawer: boolean;
  /** The member's points after the order (docs/members.md). */
  readonly member?: { readonly phone: string; readonly earned: number; readonly redeemed: number; readonly balance: number } | null;
  /**
   * A paid order without a member: the points the customer may still collect, by the claim page's link (printed as a
   * QR code) or, without a link, the claim code.
   */
  readonly pointsClaim?: { readonly token: string; readonly points: number; readonly url?: string | null } | null;
}

/**
 * The receipt's named discounts, those above 0: 招待, the automatic discount (by its name), the coupon (by its name)
 * and the manual 折扣. One list for the server's receipts and the POS's offline ones.
 */
export function receiptDiscounts(
  amounts: {
    readonly entertainAmount: number;
    readonly automaticDiscount: number;
    readonly couponDiscount: number;
    readonly pointsDiscount?: number;
    readonly manualDiscount: number;
  },
  names: { readonly automatic: string | null; readonly coupon: string | null },
): { name: string; amount: number }[] {
  return [
    { name: '招待', amount: amounts.entertainAmount },
    { name: names.automatic ?? '自動折扣', amount: amounts.automaticDiscount },
    { name: names.coupon ? `優惠券 ${names.coupon}` : '優惠券', amount: amounts.couponDiscount },
    { name: '點數折抵', amount: amounts.pointsDiscount ?? 0 },
    { name: '折扣', amount: amounts.manualDiscount },
  ].filter((discount) => discount.amount > 0);
}

function optionText(option: PrintedOption): string {
  const count = option.count > 1 ? ` x${option.count}` : '';
  return `+ ${option.name}${count}`;
}

/** The line, its options, combo items and remark: shared by the receipt and the kitchen ticket. */
export function lineDetailBlocks(line: Pick<PrintedLine, 'options' | 'combos' | 'remark'>): PrintBlock[] {
  const blocks: PrintBlock[] = [];
  for (const option of line.options) blocks.push({ type: 'text', text: `  ${optionText(option)}` });
  for (const combo of line.combos) {
    blocks.push({ type: 'text', text: `  [${combo.name}]` });
    for (const item of combo.items) {
      blocks.push({ type: 'text', text: `   - ${item.name}` });
      for (const option of item.options) blocks.push({ type: 'text', text: `     ${optionText(option)}` });
    }
  }
  if (line.remark.trim()) blocks.push({ type: 'text', text: `  備註: ${line.remark.trim()}` });
  return blocks;
}

/** Printer dots per QR module on the receipt: a version 6 code (41 modules) is 164 dots, 20.5 mm on 58 mm paper. */
const CLAIM_QR_MODULE_DOTS = 4;

/** The smallest QR version from 4 up that holds the data at error correction M (a claim link: version 5 or 6). */
export function claimQrVersion(data: string): number {
  const bytes = new TextEncoder().encode(data).length;
  // Byte-mode capacities at M, versions 4..10 (ISO/IEC 18004 table 7).
  const capacities = [62, 84, 106, 122, 152, 180, 213];
  const index = capacities.findIndex((capacity) => bytes <= capacity);
  if (index < 0) throw new Error('the claim link is too long for the receipt QR');
  return index + 4;
}

/** The points claim: a QR of the claim page's link to scan (the code beside it), or the code alone. */
function claimBlocks(claim: NonNullable<ReceiptInput['pointsClaim']>): PrintBlock[] {
  const blocks: PrintBlock[] = [{ type: 'rule' }, { type: 'text', text: `掃碼集點 ${claim.points} 點（7天內有效）`, align: 'center', bold: true }];
  if (claim.url) {
    blocks.push({ type: 'qr', codes: [claim.url], version: claimQrVersion(claim.url), errorCorrection: 'M', moduleDots: CLAIM_QR_MODULE_DOTS });
  }
  blocks.push({ type: 'text', text: `集點碼 ${claim.token}`, align: 'center' });
  return blocks;
}

/** The customer's receipt (收據). */
export function receiptDocument(input: ReceiptInput): PrintDocument {
  const blocks: PrintBlock[] = [
    { type: 'text', text: input.storeName, align: 'center', size: 'wide', bold: true },
    { type: 'text', text: '收據', align: 'center' },
    { type: 'row', left: `單號 ${input.orderNo}`, right: orderTypeText(input.orderType, input.tableNumber), bold: true },
    { type: 'text', text: input.time },
    { type: 'rule' },
  ];
  for (const line of input.lines) {
    const amount = line.entertain ? '招待' : money(line.amount);
    blocks.push({ type: 'row', left: `${line.name} x${quantity(line.count)}`, right: amount, indent: 2 });
    blocks.push(...lineDetailBlocks(line));
  }
  blocks.push({ type: 'rule' }, { type: 'row', left: '小計', right: money(input.subtotal) });
  for (const discount of input.discounts) blocks.push({ type: 'row', left: discount.name, right: money(-discount.amount) });
  if ((input.serviceCharge ?? 0) > 0) blocks.push({ type: 'row', left: '服務費', right: money(input.serviceCharge ?? 0) });
  blocks.push({ type: 'row', left: '總計', right: money(input.total), size: 'wide', bold: true }, { type: 'rule' });
  for (const payment of input.payments) {
    blocks.push({ type: 'row', left: payment.name, right: money(payment.amount) });
    if (payment.tendered > 0) blocks.push({ type: 'row', left: '  實收', right: money(payment.tendered) });
    if (payment.change > 0) blocks.push({ type: 'row', left: '  找零', right: money(payment.change) });
  }
  // Said both ways: a receipt of a paid order (a wallet charged, cash taken) reads 付款狀態 已付款.
  blocks.push({ type: 'row', left: '付款狀態', right: input.payments.length === 0 ? '未付款' : '已付款' });
  if (input.remark.trim()) blocks.push({ type: 'text', text: `備註: ${input.remark.trim()}` });
  if (input.member) {
    blocks.push({ type: 'rule' }, { type: 'row', left: '會員', right: input.member.phone });
    if (input.member.redeemed > 0) blocks.push({ type: 'row', left: '本次折抵點數', right: `-${input.member.redeemed}` });
    blocks.push({ type: 'row', left: '本次累積點數', right: `+${input.member.earned}` }, { type: 'row', left: '點數餘額', right: String(input.member.balance) });
  } else if (input.pointsClaim) {
    blocks.push(...claimBlocks(input.pointsClaim));
  }
  blocks.push({ type: 'blank' }, { type: 'text', text: '謝謝光臨', align: 'center' }, { type: 'cut' });
  if (input.openDrawer) blocks.push({ type: 'drawer' });
  return { kind: 'RECEIPT', title: `收據 ${input.orderNo}`, blocks };
}
