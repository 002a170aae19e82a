import { linePrice, receiptDiscounts, receiptDocument, zonedDateTime, type OrderTotals, type PrintDocument } from '@diancan/core';
import { pricedLineOf, type CartLine, type CartOption } from '../cart/cart-line';

/**
 * The receipt of an order taken offline (docs/offline.md), built in the browser from what the cashier sold: the
 * server, which builds every other receipt (docs/printing.md), cannot be asked. The same layout as the server's
 * (core's receiptDocument); the number is the outbox's 離N, the server's order number does not exist yet.
 */
export interface OfflineSale {
  /** The outbox place: printed as 離N, the number the done dialog shows. */
  seq: number;
  lines: readonly CartLine[];
  remark: string;
  isInside: boolean;
  tableNumber: string | null;
  totals: Pick<OrderTotals, 'subtotal' | 'entertainAmount' | 'automaticDiscount' | 'automaticDiscountTier' | 'couponDiscount' | 'coupon' | 'manualDiscount' | 'payable' | 'paid' | 'change'>;
  payMethodName: string | null;
  isCash: boolean;
  /** ISO 8601: when it was taken. */
  takenAt: string;
}

const printedOptions = (options: readonly CartOption[]) => options.map(({ name, count, price }) => ({ name, count, price }));

/** A cart line as the paper prints it (receipt, kitchen ticket, label): name, count, options, combos, remark. */
export function printedLine(line: CartLine) {
  return {
    name: line.name,
    count: line.count,
    options: printedOptions(line.options),
    combos: line.combos.map((combo) => ({
      name: combo.name,
      items: combo.items.map((item) => ({ name: item.name, options: printedOptions(item.options) })),
    })),
    remark: line.remark,
  };
}

export function offlineReceipt(sale: OfflineSale, storeName: string): PrintDocument {
  const { totals } = sale;
  const discounts = receiptDiscounts(totals, { automatic: totals.automaticDiscountTier?.name ?? null, coupon: totals.coupon?.name ?? null });
  const { date, time } = zonedDateTime(new Date(sale.takenAt));
  return receiptDocument({
    storeName,
    orderNo: `離${sale.seq}`,
    orderType: sale.isInside ? 'INSIDE' : 'TAKEOUT',
    tableNumber: sale.tableNumber,
    time: `${date} ${time.slice(0, 5)}`,
    lines: sale.lines.map((line) => ({ ...printedLine(line), amount: linePrice(pricedLineOf(line)), entertain: line.entertain })),
    subtotal: totals.subtotal,
    discounts,
    total: totals.payable,
    payments:
      sale.payMethodName === null || totals.payable === 0
        ? []
        : [{ name: sale.payMethodName, amount: totals.payable, tendered: sale.isCash ? totals.paid : 0, change: totals.change }],
    remark: sale.remark,
    openDrawer: sale.isCash,
  });
}
