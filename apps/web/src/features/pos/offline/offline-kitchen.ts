import {
  kitchenChanges,
  kitchenTicketDocument,
  labelDocuments,
  lineUnitPrice,
  linesByKitchenArea,
  zonedDateTime,
  type PosMenu,
  type PrintDocument,
} from '@diancan/core';
import { pricedLineOf } from '../cart/cart-line';
import { printedLine, type OfflineSale } from './offline-receipt';

/**
 * The kitchen tickets and labels of an order taken offline (docs/offline.md), built in the browser by the server's
 * rules (printing.service.ts): one ticket for the whole order, or one per kitchen area when 廚房分區出單 is on (the
 * areas of the lines' categories, from the saved menu), as a first send (core's kitchenChanges from nothing); one label
 * per unit of the lines whose category prints labels. Numbered 離N like the receipt.
 */
export type TicketSale = Pick<OfflineSale, 'seq' | 'lines' | 'remark' | 'isInside' | 'tableNumber' | 'takenAt'>;
export type TicketMenu = Pick<PosMenu, 'categories' | 'kitchenAreas'>;

const time = (sale: TicketSale) => {
  const { date, time: clock } = zonedDateTime(new Date(sale.takenAt));
  return { date, clock: clock.slice(0, 5) };
};

export function offlineKitchenTickets(sale: TicketSale, menu: TicketMenu | undefined, areasOn: boolean): PrintDocument[] {
  const categories = new Map(menu?.categories.map((category) => [category.id, category]));
  const areaNames = new Map(menu?.kitchenAreas.map((area) => [area.id, area.name]));
  const lines = sale.lines.map((line, index) => ({
    ...printedLine(line),
    lineId: index + 1,
    kitchenAreaId: categories.get(line.categoryId)?.kitchenAreaId ?? null,
  }));
  const { date, clock } = time(sale);
  return [...linesByKitchenArea(lines, areasOn)].map(([areaId, areaLines]) =>
    kitchenTicketDocument({
      orderNo: `離${sale.seq}`,
      orderType: sale.isInside ? 'INSIDE' : 'TAKEOUT',
      tableNumber: sale.tableNumber,
      time: `${date} ${clock}`,
      areaName: areaId === null ? null : (areaNames.get(areaId) ?? null),
      change: false,
      changes: kitchenChanges([], areaLines),
      orderRemark: sale.remark,
    }),
  );
}

export function offlineLabels(sale: TicketSale, menu: TicketMenu | undefined, storeName: string): PrintDocument[] {
  const labelled = new Set(menu?.categories.filter((category) => category.printTag).map((category) => category.id));
  const lines = sale.lines
    .filter((line) => labelled.has(line.categoryId))
    .map((line) => ({ ...printedLine(line), unitPrice: lineUnitPrice(pricedLineOf(line)) }));
  return labelDocuments(lines, { storeName, orderNo: `離${sale.seq}`, time: time(sale).clock });
}
