import type { InvoiceInfoType, OrderComboSnapshotView, OrderOptionSnapshotView } from '@diancan/core';
import { formatMoney } from '../format';

/** A ratio discount as people say it: 0.9 -> 9折, 0.85 -> 85折, 0.4 -> 4折. */
export function ratioLabel(ratio: number): string {
  const percent = Math.round(ratio * 100);
  return percent % 10 === 0 ? `${percent / 10}折` : `${percent}折`;
}

/** A price added to a unit: +$10, -$5; nothing for zero. */
export function surcharge(cents: number): string {
  if (cents === 0) return '';
  return cents > 0 ? `+${formatMoney(cents)}` : formatMoney(cents);
}

/** 甜度：半糖, 加料：珍珠 x2 +$10 (per unit of the line). */
export function optionText(option: OrderOptionSnapshotView): string {
  const count = option.count > 1 ? ` x${option.count}` : '';
  const price = surcharge(option.price * option.count);
  return `${option.groupName}：${option.name}${count}${price ? ` ${price}` : ''}`;
}

/** One combo as lines of text: its name and price, then each picked item with its surcharge and options. */
export function comboTexts(combo: OrderComboSnapshotView): string[] {
  const price = surcharge(combo.comboPrice);
  return [
    `${combo.name}${price ? ` ${price}` : ''}`,
    ...combo.items.map((item) => {
      const itemPrice = surcharge(item.comboItemPrice);
      const options = item.options.map(optionText).join('、');
      return `${item.groupName}：${item.name}${itemPrice ? ` ${itemPrice}` : ''}${options ? `（${options}）` : ''}`;
    }),
  ];
}

export const INVOICE_INFO_LABELS: Readonly<Record<InvoiceInfoType, string>> = {
  uniformNumber: '統編',
  phoneCarrier: '手機載具',
  donationNumber: '捐贈碼',
};
