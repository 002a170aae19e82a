import type { PrintDocument } from '../contracts/print-document.js';
import { money } from './format.js';
import type { PrintedOption } from './receipt.js';

export interface LabelInput {
  readonly storeName: string;
  readonly orderNo: string;
  /** '1/3': this cup of the order's labelled items. */
  readonly sequence: string;
  readonly name: string;
  readonly options: readonly PrintedOption[];
  readonly remark: string;
  /** Cents for one unit. */
  readonly unitPrice: number;
  /** 'HH:mm'. */
  readonly time: string;
}

/**
 * A 40 x 30 mm item label (貼紙), one per unit: what the drink maker sticks on the cup. Laid out for LABEL_MEDIA
 * (26 columns) and printed by an ESC/POS label printer; it ends with a cut, which a label printer takes as
 * "feed to the next label".
 */
export function labelDocument(input: LabelInput): PrintDocument {
  const options = input.options.map((option) => option.name).join('/');
  return {
    kind: 'LABEL',
    title: `標籤 ${input.orderNo} ${input.sequence}`,
    blocks: [
      { type: 'row', left: `#${input.orderNo}`, right: input.sequence, bold: true },
      { type: 'text', text: input.name, size: 'tall', bold: true },
      ...(options ? [{ type: 'text' as const, text: options }] : []),
      ...(input.remark.trim() ? [{ type: 'text' as const, text: input.remark.trim() }] : []),
      { type: 'row', left: input.storeName, right: `${money(input.unitPrice)} ${input.time}` },
      { type: 'cut' },
    ],
  };
}

/** A labelled line of an order: its item, options, remark and one unit's price (cents). */
export type LabelLine = Pick<LabelInput, 'name' | 'options' | 'remark' | 'unitPrice'> & { readonly count: number };

/**
 * The labels of an order's labelled lines: one per unit, a weighed line (count 0.5) one, numbered 1/N across the
 * order. The server's checkout and 補印 and the POS's offline print share it.
 */
export function labelDocuments(lines: readonly LabelLine[], order: Pick<LabelInput, 'storeName' | 'orderNo' | 'time'>): PrintDocument[] {
  const units = lines.flatMap((line) => Array.from({ length: Math.max(1, Math.ceil(line.count)) }, () => line));
  return units.map((line, index) =>
    labelDocument({ ...order, sequence: `${index + 1}/${units.length}`, name: line.name, options: line.options, remark: line.remark, unitPrice: line.unitPrice }),
  );
}
