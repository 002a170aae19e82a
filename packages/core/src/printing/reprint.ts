import type { PrintDocument, TextBlock } from '../contracts/print-document.js';

/** The mark on a document printed again (by hand, or because a crash cut its first print off). */
export const REPRINT_MARK = '補印';

/** The document with a 補印 line on top; once only. */
export function markReprint(document: PrintDocument): PrintDocument {
  const first = document.blocks[0];
  if (first?.type === 'text' && first.text === `** ${REPRINT_MARK} **`) return document;
  const mark: TextBlock = { type: 'text', text: `** ${REPRINT_MARK} **`, align: 'center', size: 'wide', bold: true };
  return { ...document, title: `${document.title} ${REPRINT_MARK}`, blocks: [mark, ...document.blocks] };
}
