/**
 * A small checker of the MIG 4.1 files we write: parses the element tree (our files have no attributes but the
 * root's xmlns, no mixed content, no comments) and checks each element's children against the message's sequence,
 * in order, with every required element present and nothing unknown (EINVOICE.md, "MIG 4.1 messages").
 */

export interface XmlElement {
  name: string;
  attributes: Record<string, string>;
  children: XmlElement[];
  text: string;
}

const TOKEN = /<\?[^>]*\?>|<(\/?)([A-Za-z0-9]+)((?:\s+[A-Za-z:]+="[^"]*")*)\s*(\/?)>|([^<]+)/g;

function unescape(text: string): string {
  return text.replace(/&(amp|lt|gt|quot|apos);/g, (_, name: string) => ({ amp: '&', lt: '<', gt: '>', quot: '"', apos: "'" })[name] ?? '');
}

export function parseXml(xml: string): XmlElement {
  const stack: XmlElement[] = [];
  let root: XmlElement | null = null;
  for (const match of xml.matchAll(TOKEN)) {
    const [, closing, name, attributeText, selfClosing, text] = match;
    if (text !== undefined) {
      const current = stack.at(-1);
      if (current) current.text += unescape(text.trim());
      else if (text.trim() !== '') throw new Error(`text outside the root: ${text}`);
      continue;
    }
    if (!name) continue; // the declaration
    if (closing) {
      const open = stack.pop();
      if (open?.name !== name) throw new Error(`</${name}> closes <${open?.name}>`);
      continue;
    }
    const attributes: Record<string, string> = {};
    for (const [, key, value] of (attributeText ?? '').matchAll(/([A-Za-z:]+)="([^"]*)"/g)) attributes[key ?? ''] = value ?? '';
    const element: XmlElement = { name, attributes, children: [], text: '' };
    const parent = stack.at(-1);
    if (parent) parent.children.push(element);
    else if (root) throw new Error('two roots');
    else root = element;
    if (!selfClosing) stack.push(element);
  }
  if (!root || stack.length > 0) throw new Error('unbalanced document');
  return root;
}

/** [element, required, repeats] in the schema's order. */
type Sequence = readonly (readonly [string, boolean, boolean?])[];

const PARTY: Sequence = [
  ['Identifier', true],
  ['Name', true],
  ['Address', false],
  ['PersonInCharge', false],
  ['TelephoneNumber', false],
  ['FacsimileNumber', false],
  ['EmailAddress', false],
  ['CustomerNumber', false],
  ['RoleRemark', false],
];

export const SEQUENCES: Readonly<Record<string, Sequence>> = {
  Invoice: [
    ['Main', true],
    ['Details', true],
    ['Amount', true],
  ],
  'Invoice/Main': [
    ['InvoiceNumber', true],
    ['InvoiceDate', true],
    ['InvoiceTime', true],
    ['Seller', true],
    ['Buyer', true],
    ['BuyerRemark', false],
    ['MainRemark', false],
    ['CustomsClearanceMark', false],
    ['Category', false],
    ['RelateNumber', false],
    ['InvoiceType', true],
    ['GroupMark', false],
    ['DonateMark', true],
    ['CarrierType', false],
    ['CarrierId1', false],
    ['CarrierId2', false],
    ['PrintMark', true],
    ['NPOBAN', false],
    ['RandomNumber', true],
    ['BondedAreaConfirm', false],
    ['ZeroTaxRateReason', false],
    ['Reserved1', false],
    ['Reserved2', false],
  ],
  'Invoice/Main/Seller': PARTY,
  'Invoice/Main/Buyer': PARTY,
  'Invoice/Details': [['ProductItem', true, true]],
  'Invoice/Details/ProductItem': [
    ['Description', true],
    ['Quantity', true],
    ['Unit', false],
    ['UnitPrice', true],
    ['TaxType', true],
    ['Amount', true],
    ['SequenceNumber', true],
    ['Remark', false],
    ['RelateNumber', false],
  ],
  'Invoice/Amount': [
    ['SalesAmount', true],
    ['FreeTaxSalesAmount', true],
    ['ZeroTaxSalesAmount', true],
    ['TaxType', true],
    ['TaxRate', true],
    ['TaxAmount', true],
    ['TotalAmount', true],
    ['DiscountAmount', false],
    ['OriginalCurrencyAmount', false],
    ['ExchangeRate', false],
    ['Currency', false],
  ],
  CancelInvoice: [
    ['CancelInvoiceNumber', true],
    ['InvoiceDate', true],
    ['BuyerId', true],
    ['SellerId', true],
    ['CancelDate', true],
    ['CancelTime', true],
    ['CancelReason', true],
    ['ReturnTaxDocumentNumber', false],
    ['Remark', false],
  ],
  Allowance: [
    ['Main', true],
    ['Details', true],
    ['Amount', true],
  ],
  'Allowance/Main': [
    ['AllowanceNumber', true],
    ['AllowanceDate', true],
    ['Seller', true],
    ['Buyer', true],
    ['AllowanceType', true],
    ['Attachment', false],
  ],
  'Allowance/Main/Seller': PARTY,
  'Allowance/Main/Buyer': PARTY,
  'Allowance/Details': [['ProductItem', true, true]],
  'Allowance/Details/ProductItem': [
    ['OriginalInvoiceDate', true],
    ['OriginalInvoiceNumber', true],
    ['OriginalSequenceNumber', false],
    ['OriginalDescription', true],
    ['Quantity', true],
    ['Unit', false],
    ['UnitPrice', true],
    ['Amount', true],
    ['Tax', true],
    ['AllowanceSequenceNumber', true],
    ['TaxType', true],
  ],
  'Allowance/Amount': [
    ['TaxAmount', true],
    ['TotalAmount', true],
  ],
  CancelAllowance: [
    ['CancelAllowanceNumber', true],
    ['AllowanceDate', true],
    ['BuyerId', true],
    ['SellerId', true],
    ['CancelDate', true],
    ['CancelTime', true],
    ['CancelReason', true],
    ['Remark', false],
  ],
  BranchTrackBlank: [
    ['Main', true],
    ['Details', true],
  ],
  'BranchTrackBlank/Main': [
    ['HeadBan', true],
    ['BranchBan', true],
    ['InvoiceType', true],
    ['YearMonth', true],
    ['InvoiceTrack', true],
  ],
  'BranchTrackBlank/Details': [['BranchTrackBlankItem', true, true]],
  'BranchTrackBlank/Details/BranchTrackBlankItem': [
    ['InvoiceBeginNo', true],
    ['InvoiceEndNo', true],
  ],
};

/** Every problem of the document against SEQUENCES (empty when it conforms). */
export function migProblems(root: XmlElement, namespace: string): string[] {
  const problems: string[] = [];
  if (root.attributes.xmlns !== namespace) problems.push(`namespace ${root.attributes.xmlns} is not ${namespace}`);
  const visit = (element: XmlElement, path: string) => {
    const sequence = SEQUENCES[path];
    if (!sequence) {
      if (element.children.length > 0) problems.push(`${path} should be a leaf`);
      else if (element.text === '') problems.push(`${path} is empty`);
      return;
    }
    let position = 0;
    const seen = new Set<string>();
    for (const child of element.children) {
      const index = sequence.findIndex(([name]) => name === child.name);
      if (index < 0) problems.push(`${path}/${child.name} is not in the schema`);
      else if (index < position) problems.push(`${path}/${child.name} is out of order`);
      else if (index === position && seen.has(child.name) && !sequence[index]?.[2]) problems.push(`${path}/${child.name} repeats`);
      else position = index;
      seen.add(child.name);
      visit(child, `${path}/${child.name}`);
    }
    for (const [name, required] of sequence) if (required && !seen.has(name)) problems.push(`${path}/${name} is missing`);
  };
  visit(root, root.name);
  return [...problems, ...numberProblems(root)];
}

/** Non-negative decimals (MIG 4.1: Decimal(20,7) items), whole non-negative NT$ in the Amount block. */
const DECIMAL = /^\d{1,13}(\.\d{1,7})?$/;
const WHOLE = /^\d{1,12}$/;
const AMOUNT_WHOLE = ['SalesAmount', 'FreeTaxSalesAmount', 'ZeroTaxSalesAmount', 'TaxAmount', 'TotalAmount'];

/**
 * The public number rules: item Quantity, UnitPrice and Amount are non-negative decimals with UnitPrice x Quantity =
 * Amount; the Amount block's totals are whole, non-negative NT$, and the items add up to TotalAmount (SalesAmount for a
 * split B2B invoice + its TaxAmount).
 */
function numberProblems(root: XmlElement): string[] {
  const problems: string[] = [];
  const items = root.children.find((child) => child.name === 'Details')?.children ?? [];
  let itemsTotal = 0;
  for (const [index, item] of items.entries()) {
    const value = (name: string) => item.children.find((child) => child.name === name)?.text;
    const [quantity, unitPrice, amount] = [value('Quantity'), value('UnitPrice'), value('Amount')];
    for (const [name, text] of [['Quantity', quantity], ['UnitPrice', unitPrice], ['Amount', amount]] as const) {
      if (text !== undefined && !DECIMAL.test(text)) problems.push(`Details/ProductItem[${index + 1}]/${name} ${text} is not a non-negative decimal`);
    }
    if (quantity !== undefined && unitPrice !== undefined && amount !== undefined) {
      if (Math.abs(Number(quantity) * Number(unitPrice) - Number(amount)) > 1e-6) problems.push(`Details/ProductItem[${index + 1}]: ${quantity} x ${unitPrice} is not ${amount}`);
      itemsTotal += Number(amount);
    }
  }
  const amountBlock = root.children.find((child) => child.name === 'Amount');
  for (const child of amountBlock?.children ?? []) {
    if (AMOUNT_WHOLE.includes(child.name) && !WHOLE.test(child.text)) problems.push(`Amount/${child.name} ${child.text} is not whole, non-negative NT$`);
  }
  const total = amountBlock?.children.find((child) => child.name === 'TotalAmount')?.text;
  if (root.name === 'Invoice' && total !== undefined && Math.abs(itemsTotal - Number(total)) > 1e-6) problems.push(`the items add up to ${itemsTotal}, not TotalAmount ${total}`);
  return problems;
}

/** The text of the first element at a path below the root ('Main/InvoiceNumber'). */
export function textAt(root: XmlElement, path: string): string | undefined {
  let element: XmlElement | undefined = root;
  for (const name of path.split('/')) element = element?.children.find((child) => child.name === name);
  return element?.text;
}
