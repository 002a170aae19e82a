import type { PrintBlock, PrintDocument } from '../contracts/print-document.js';
import { orderTypeText, quantity } from './format.js';
import { lineDetailBlocks, type PrintedLine } from './receipt.js';

/** An order line as the kitchen sees it. */
export interface KitchenLine extends Pick<PrintedLine, 'name' | 'count' | 'options' | 'combos' | 'remark'> {
  /** The order line's id: what the delta memory is keyed by. */
  readonly lineId: number;
  /** null: no area (the store's single ticket, or items of no area when areas are on). */
  readonly kitchenAreaId: number | null;
}

/** What a kitchen printer was last sent for one order line. */
export interface SentKitchenLine {
  readonly lineId: number;
  readonly signature: string;
  readonly count: number;
  readonly line: KitchenLine;
}

export interface KitchenChanges {
  /** Lines (with the count to make) the kitchen has not been sent yet: the whole order the first time, 加點 after. */
  readonly added: readonly KitchenLine[];
  /** Lines (with the count to stop) the kitchen was sent and no longer wanted: 取消. */
  readonly cancelled: readonly KitchenLine[];
}

/** What makes two sends of a line the same dish: name, options, combo picks and remark (not the count). */
export function kitchenSignature(line: KitchenLine): string {
  return JSON.stringify([line.name, line.options, line.combos, line.remark.trim()]);
}

export function sentLines(lines: readonly KitchenLine[]): SentKitchenLine[] {
  return lines.map((line) => ({ lineId: line.lineId, signature: kitchenSignature(line), count: line.count, line }));
}

/**
 * What changed for the kitchen between what it was last sent and the order now. A new line or more of one is
 * 加點; a removed line or fewer is 取消; a line whose options or remark changed is cancelled and added again.
 */
export function kitchenChanges(previous: readonly SentKitchenLine[], current: readonly KitchenLine[]): KitchenChanges {
  const before = new Map(previous.map((sent) => [sent.lineId, sent]));
  const added: KitchenLine[] = [];
  const cancelled: KitchenLine[] = [];
  for (const line of current) {
    const sent = before.get(line.lineId);
    before.delete(line.lineId);
    if (!sent || sent.signature !== kitchenSignature(line)) {
      if (sent) cancelled.push(sent.line);
      if (line.count > 0) added.push(line);
    } else if (line.count > sent.count) {
      added.push({ ...line, count: roundCount(line.count - sent.count) });
    } else if (line.count < sent.count) {
      cancelled.push({ ...sent.line, count: roundCount(sent.count - line.count) });
    }
  }
  for (const sent of before.values()) cancelled.push(sent.line);
  return { added, cancelled };
}

function roundCount(count: number): number {
  return Math.round(count * 100) / 100;
}

export interface KitchenTicketInput {
  readonly orderNo: string;
  readonly orderType: string;
  readonly tableNumber: string | null;
  readonly time: string;
  /** The kitchen area's name ('熱食'), or null for the store's one ticket. */
  readonly areaName: string | null;
  /** First ticket of the order, or a change (prints 加點 / 取消 headings). */
  readonly change: boolean;
  readonly changes: KitchenChanges;
  readonly orderRemark: string;
}

function lineBlocks(line: KitchenLine): PrintBlock[] {
  return [
    { type: 'row', left: line.name, right: `x${quantity(line.count)}`, size: 'tall', bold: true },
    ...lineDetailBlocks(line),
  ];
}

/** One kitchen ticket (廚房單) for one area: table number large, each line with its options and remark. */
export function kitchenTicketDocument(input: KitchenTicketInput): PrintDocument {
  const area = input.areaName ?? '廚房';
  const blocks: PrintBlock[] = [
    { type: 'text', text: `${area}${input.change ? ' 加點/取消' : ''}`, align: 'center', bold: true },
    { type: 'text', text: orderTypeText(input.orderType, input.tableNumber), align: 'center', size: 'large', bold: true },
    { type: 'row', left: `單號 ${input.orderNo}`, right: input.time.slice(-5) },
    { type: 'rule', style: 'double' },
  ];
  if (input.changes.added.length > 0) {
    if (input.change) blocks.push({ type: 'text', text: '【加點】', size: 'wide', bold: true });
    for (const line of input.changes.added) blocks.push(...lineBlocks(line));
  }
  if (input.changes.cancelled.length > 0) {
    blocks.push({ type: 'text', text: '【取消】', size: 'wide', bold: true });
    for (const line of input.changes.cancelled) blocks.push(...lineBlocks(line));
  }
  if (input.orderRemark.trim()) blocks.push({ type: 'rule' }, { type: 'text', text: `備註: ${input.orderRemark.trim()}`, bold: true });
  blocks.push({ type: 'cut' });
  return { kind: 'KITCHEN', title: `${area} ${input.orderNo}`, blocks };
}

/** Splits lines by kitchen area when the store's kitchenAreaSwitch is on; else one group (key null). */
export function linesByKitchenArea<T extends { readonly kitchenAreaId: number | null }>(
  lines: readonly T[],
  areasOn: boolean,
): Map<number | null, T[]> {
  const groups = new Map<number | null, T[]>();
  for (const line of lines) {
    const key = areasOn ? line.kitchenAreaId : null;
    groups.set(key, [...(groups.get(key) ?? []), line]);
  }
  return groups;
}
