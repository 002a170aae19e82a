import { CONSUMER_BUYER_IDENTIFIER } from '@diancan/core';
import type { EinvoiceItemSnapshot } from '../../platform/db/schema/index.js';

/**
 * MIG 4.1 messages for the tax authority's Turnkey (EINVOICE.md, "MIG 4.1 messages"): F0401 (issue), F0501 (cancel,
 * 作廢), G0401 (allowance, 折讓), G0501 (allowance cancel) and E0402 (blank numbers of a closed period). Elements are written in the order the schemas define and only
 * the ones we fill; amounts are whole NT$ (the Amount block) or decimals (items). UTF-8, namespace per message.
 */

export type MigMessage = 'F0401' | 'F0501' | 'G0401' | 'G0501' | 'E0402';
export const MIG_NAMESPACE = (message: MigMessage) => `urn:GEINV:eInvoiceMessage:${message}:4.1`;
/** 一般稅額計算之電子發票. */
const INVOICE_TYPE = '07';
/** 應稅 (taxable), rate 5 %. */
const TAX_TYPE = '1';
const TAX_RATE = '0.05';
/** F0401 wants a buyer name; we do not collect a company's name, so a B2B buyer is named by its 統編 (docs/einvoice.md). */
const CONSUMER_NAME = '消費者';

type Node = { name: string; children: Node[] } | { name: string; text: string };

const element = (name: string, ...children: (Node | null)[]): Node => ({ name, children: children.filter((child) => child !== null) });
const text = (name: string, value: string): Node => ({ name, text: value });
const optional = (name: string, value: string | null | undefined): Node | null => (value ? text(name, value) : null);

function escapeXml(value: string): string {
  return value.replace(/[&<>"']/g, (character) => `&${{ '&': 'amp', '<': 'lt', '>': 'gt', '"': 'quot', "'": 'apos' }[character]};`);
}

function render(node: Node, depth: number): string {
  const pad = '  '.repeat(depth);
  if ('text' in node) return `${pad}<${node.name}>${escapeXml(node.text)}</${node.name}>`;
  if (node.children.length === 0) return `${pad}<${node.name}/>`;
  return [`${pad}<${node.name}>`, ...node.children.map((child) => render(child, depth + 1)), `${pad}</${node.name}>`].join('\n');
}

function documentOf(root: string, namespace: string, children: Node[]): string {
  const body = children.map((child) => render(child, 1)).join('\n');
  return `<?xml version="1.0" encoding="UTF-8"?>\n<${root} xmlns="${namespace}">\n${body}\n</${root}>\n`;
}

/** Whole dollars of cents: '1380'. */
function dollars(cents: number): string {
  return String(Math.round(cents / 100));
}

/** Cents as a decimal of dollars without trailing zeros: 10550 -> '105.5', -5000 -> '-50'. */
function decimalDollars(cents: number): string {
  const sign = cents < 0 ? '-' : '';
  const absolute = Math.abs(Math.round(cents));
  const fraction = String(absolute % 100).padStart(2, '0').replace(/0+$/, '');
  return `${sign}${Math.trunc(absolute / 100)}${fraction ? `.${fraction}` : ''}`;
}

function quantityText(quantity: number): string {
  return String(Math.round(quantity * 100) / 100);
}

/** '2026-11-21' -> '20261121'. */
const compactDate = (date: string) => date.replaceAll('-', '');

export interface F0401Input {
  invoiceNumber: string;
  /** Local 'yyyy-MM-dd' and 'HH:mm:ss' of the issue. */
  issueDate: string;
  issueTime: string;
  seller: { taxId: string; name: string; address: string | null };
  buyerTaxId: string | null;
  carrierType: string | null;
  carrierId: string | null;
  donationCode: string | null;
  printMark: boolean;
  randomCode: string;
  items: readonly EinvoiceItemSnapshot[];
  /** MainRemark (at most 200 characters, core's invoiceMainRemark), e.g. 點數折抵 10元; null: none. */
  mainRemark: string | null;
  salesCents: number;
  taxCents: number;
  totalCents: number;
}

export function f0401Xml(input: F0401Input): string {
  const buyerId = input.buyerTaxId ?? CONSUMER_BUYER_IDENTIFIER;
  const main = element(
    'Main',
    text('InvoiceNumber', input.invoiceNumber),
    text('InvoiceDate', compactDate(input.issueDate)),
    text('InvoiceTime', input.issueTime),
    element('Seller', text('Identifier', input.seller.taxId), text('Name', input.seller.name), optional('Address', input.seller.address)),
    element('Buyer', text('Identifier', buyerId), text('Name', input.buyerTaxId ?? CONSUMER_NAME)),
    optional('MainRemark', input.mainRemark),
    text('InvoiceType', INVOICE_TYPE),
    text('DonateMark', input.donationCode ? '1' : '0'),
    optional('CarrierType', input.carrierType),
    optional('CarrierId1', input.carrierId),
    optional('CarrierId2', input.carrierId),
    text('PrintMark', input.printMark ? 'Y' : 'N'),
    optional('NPOBAN', input.donationCode),
    text('RandomNumber', input.randomCode),
  );
  const details = element(
    'Details',
    ...input.items.map((item, index) =>
      element(
        'ProductItem',
        text('Description', item.name.slice(0, 256)),
        text('Quantity', quantityText(item.quantity)),
        text('UnitPrice', decimalDollars(item.unitPrice)),
        text('TaxType', TAX_TYPE),
        text('Amount', decimalDollars(item.amount)),
        text('SequenceNumber', String(index + 1)),
      ),
    ),
  );
  const amount = element(
    'Amount',
    text('SalesAmount', dollars(input.salesCents)),
    text('FreeTaxSalesAmount', '0'),
    text('ZeroTaxSalesAmount', '0'),
    text('TaxType', TAX_TYPE),
    text('TaxRate', TAX_RATE),
    text('TaxAmount', dollars(input.taxCents)),
    text('TotalAmount', dollars(input.totalCents)),
  );
  return documentOf('Invoice', MIG_NAMESPACE('F0401'), [main, details, amount]);
}

export interface F0501Input {
  invoiceNumber: string;
  issueDate: string;
  buyerTaxId: string | null;
  sellerTaxId: string;
  /** Local 'yyyy-MM-dd' and 'HH:mm:ss' of the void. */
  cancelDate: string;
  cancelTime: string;
  reason: string;
}

export function f0501Xml(input: F0501Input): string {
  return documentOf('CancelInvoice', MIG_NAMESPACE('F0501'), [
    text('CancelInvoiceNumber', input.invoiceNumber),
    text('InvoiceDate', compactDate(input.issueDate)),
    text('BuyerId', input.buyerTaxId ?? CONSUMER_BUYER_IDENTIFIER),
    text('SellerId', input.sellerTaxId),
    text('CancelDate', compactDate(input.cancelDate)),
    text('CancelTime', input.cancelTime),
    text('CancelReason', input.reason.slice(0, 20)),
  ]);
}

export interface E0402Input {
  sellerTaxId: string;
  /** The period key, ROC year + even month: '11512'. */
  periodKey: string;
  letters: string;
  /** Unused ranges of the 8-digit numbers, both ends included. */
  blanks: readonly { start: number; end: number }[];
}

/** The blank (unused) numbers of one track letter pair of a closed period; the store is its own head office. */
export function e0402Xml(input: E0402Input): string {
  const number = (value: number) => String(value).padStart(8, '0');
  return documentOf('BranchTrackBlank', MIG_NAMESPACE('E0402'), [
    element(
      'Main',
      text('HeadBan', input.sellerTaxId),
      text('BranchBan', input.sellerTaxId),
      text('InvoiceType', INVOICE_TYPE),
      text('YearMonth', input.periodKey),
      text('InvoiceTrack', input.letters),
    ),
    element(
      'Details',
      ...input.blanks.map((blank) =>
        element('BranchTrackBlankItem', text('InvoiceBeginNo', number(blank.start)), text('InvoiceEndNo', number(blank.end))),
      ),
    ),
  ]);
}

/** G0401 AllowanceType 2: 賣方折讓證明通知單 (the seller issues the allowance; 1 is the buyer's own document). */
const SELLER_ISSUED_ALLOWANCE = '2';

export interface G0401Input {
  allowanceNumber: string;
  /** Local 'yyyy-MM-dd'. */
  allowanceDate: string;
  seller: { taxId: string; name: string; address: string | null };
  buyerTaxId: string | null;
  invoiceNumber: string;
  invoiceDate: string;
  items: readonly { name: string; quantity: number; unitPrice: number; amount: number; tax: number; originalSequence: number | null }[];
  /** Sum of the items' amounts without tax, and of their taxes, cents. */
  salesCents: number;
  taxCents: number;
}

/**
 * An allowance (折讓) against one invoice: every item names the original invoice (number, date and, for a refunded
 * line, its SequenceNumber), amounts without tax with the tax apart; Amount/TotalAmount is the total without tax.
 */
export function g0401Xml(input: G0401Input): string {
  const buyerId = input.buyerTaxId ?? CONSUMER_BUYER_IDENTIFIER;
  const main = element(
    'Main',
    text('AllowanceNumber', input.allowanceNumber),
    text('AllowanceDate', compactDate(input.allowanceDate)),
    element('Seller', text('Identifier', input.seller.taxId), text('Name', input.seller.name), optional('Address', input.seller.address)),
    element('Buyer', text('Identifier', buyerId), text('Name', input.buyerTaxId ?? CONSUMER_NAME)),
    text('AllowanceType', SELLER_ISSUED_ALLOWANCE),
  );
  const details = element(
    'Details',
    ...input.items.map((item, index) =>
      element(
        'ProductItem',
        text('OriginalInvoiceDate', compactDate(input.invoiceDate)),
        text('OriginalInvoiceNumber', input.invoiceNumber),
        optional('OriginalSequenceNumber', item.originalSequence === null ? null : String(item.originalSequence)),
        text('OriginalDescription', item.name.slice(0, 256)),
        text('Quantity', quantityText(item.quantity)),
        text('UnitPrice', decimalDollars(item.unitPrice)),
        text('Amount', decimalDollars(item.amount)),
        text('Tax', dollars(item.tax)),
        text('AllowanceSequenceNumber', String(index + 1)),
        text('TaxType', TAX_TYPE),
      ),
    ),
  );
  const amount = element('Amount', text('TaxAmount', dollars(input.taxCents)), text('TotalAmount', dollars(input.salesCents)));
  return documentOf('Allowance', MIG_NAMESPACE('G0401'), [main, details, amount]);
}

export interface G0501Input {
  allowanceNumber: string;
  allowanceDate: string;
  buyerTaxId: string | null;
  sellerTaxId: string;
  cancelDate: string;
  cancelTime: string;
  reason: string;
}

export function g0501Xml(input: G0501Input): string {
  return documentOf('CancelAllowance', MIG_NAMESPACE('G0501'), [
    text('CancelAllowanceNumber', input.allowanceNumber),
    text('AllowanceDate', compactDate(input.allowanceDate)),
    text('BuyerId', input.buyerTaxId ?? CONSUMER_BUYER_IDENTIFIER),
    text('SellerId', input.sellerTaxId),
    text('CancelDate', compactDate(input.cancelDate)),
    text('CancelTime', input.cancelTime),
    text('CancelReason', input.reason.slice(0, 20)),
  ]);
}
