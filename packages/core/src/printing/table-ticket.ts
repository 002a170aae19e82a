import type { PrintBlock, PrintDocument } from '../contracts/print-document.js';

/**
 * The kitchen's short ticket when a check changes tables (docs/tables.md): 移桌 (a check moved to another table) or
 * 併單 (checks merged into one), so the food goes to the right table. No lines: the kitchen already has them.
 */
export interface TableTicketInput {
  readonly kind: '移桌' | '併單';
  /** e.g. ['A1 #003', 'A2 #004'] -> the check they went to. */
  readonly from: readonly string[];
  readonly to: string;
  readonly time: string;
}

export function tableTicketDocument(input: TableTicketInput): PrintDocument {
  const blocks: PrintBlock[] = [
    { type: 'text', text: `【${input.kind}】`, align: 'center', size: 'large', bold: true },
    { type: 'row', left: input.kind, right: input.time.slice(-5) },
    { type: 'rule', style: 'double' },
    ...input.from.map((from): PrintBlock => ({ type: 'text', text: `由 ${from}`, size: 'tall', bold: true })),
    { type: 'text', text: `到 ${input.to}`, size: 'tall', bold: true },
    { type: 'cut' },
  ];
  return { kind: 'KITCHEN', title: `${input.kind} ${input.to}`, blocks };
}
