import {
  type AddOrderRequest,
  type InvoicedLine,
  checkoutInputOf,
  choiceCountMessage,
  choiceUnavailableMessage,
  computeOrderTotals,
  type CouponTerms,
  EINVOICE_MSG,
  expectedTotalsOf,
  itemSoldOutMessage,
  itemUnavailableMessage,
  linePrice,
  lineUnitPrice,
  ORDER_MSG,
  type OrderCombo,
  type OrderLine,
  type OrderOption,
  type OrderTotals,
  type OrderType,
  priceChangedMessage,
  toPricedLine,
  validateCheckout,
  businessDateOf,
  reservationWindowError,
  zonedInstant,
} from '@diancan/core';
import { AppError, badRequest, conflict, notFound } from '../../platform/errors/app-error.js';
import { invoiceDue } from '../einvoice/index.js';
import type { OrderComboSnapshot, OrderOptionSnapshot } from '../../platform/db/schema/index.js';
import type { CatalogueItem, CataloguePayMethod, CheckoutCatalogue } from './catalogue.repository.js';

/**
 * Prices an order request against the catalogue, the server's side of the checkout: every item, option and upgrade
 * must still be offered at the price the cashier saw, every amount is computed again with core's pricing, and the
 * totals must be those the client showed. Pure: it reads the catalogue it is given and throws AppErrors.
 */

export interface LineSnapshot {
  lineNo: number;
  itemId: number;
  itemName: string;
  categoryId: number;
  categoryName: string;
  count: number;
  unitPrice: number;
  unitTotal: number;
  amount: number;
  entertain: boolean;
  remark: string;
  options: OrderOptionSnapshot[];
  combos: OrderComboSnapshot[];
}

export interface StockNeed {
  itemId: number;
  name: string;
  /** Whole units taken from stock: a weighed 1.25 takes 2. */
  units: number;
}

export interface PricedOrder {
  totals: OrderTotals;
  lines: LineSnapshot[];
  /** Items with a stock row, in item id order (the order rows are locked in). */
  stockNeeds: StockNeed[];
  payMethod: CataloguePayMethod | null;
  businessDate: string;
  type: OrderType;
  reservedFor: Date | null;
  /** Both invoice switches on and something to pay: the checkout issues an e-invoice (docs/einvoice.md). */
  issueInvoice: boolean;
  timeZone: string;
}

/** The ids a request refers to: what the catalogue read needs. */
export function idsOf(request: {
  lines: readonly {
    itemId: number;
    options: readonly { optionId: number }[];
    combos: readonly { upgradeId: number; items: readonly { itemId: number; options: readonly { optionId: number }[] }[] }[];
  }[];
}) {
  const itemIds = new Set<number>();
  const optionIds = new Set<number>();
  const upgradeIds = new Set<number>();
  for (const line of request.lines) {
    itemIds.add(line.itemId);
    for (const option of line.options) optionIds.add(option.optionId);
    for (const combo of line.combos) {
      upgradeIds.add(combo.upgradeId);
      for (const item of combo.items) {
        itemIds.add(item.itemId);
        for (const option of item.options) optionIds.add(option.optionId);
      }
    }
  }
  return { itemIds: [...itemIds], optionIds: [...optionIds], upgradeIds: [...upgradeIds] };
}

class LinePricer {
  readonly stock = new Map<number, StockNeed>();

  constructor(private readonly catalogue: CheckoutCatalogue) {}

  /** Checks one line against the catalogue and snapshots it. */
  line(line: OrderLine, lineNo: number): LineSnapshot {
    const item = this.sellableItem(line.itemId);
    if (line.unitPrice !== item.price) throw conflict(priceChangedMessage(item.name));
    const options = this.options(item, line.options);
    const combos = line.combos.map((combo) => this.combo(item, combo, line.count));
    this.take(item, line.count);
    const priced = toPricedLine(line);
    return {
      lineNo,
      itemId: item.id,
      itemName: item.name,
      categoryId: item.categoryId,
      categoryName: item.categoryName,
      count: line.count,
      unitPrice: line.unitPrice,
      unitTotal: lineUnitPrice(priced),
      amount: linePrice(priced),
      entertain: line.entertain,
      remark: line.remark,
      options,
      combos,
    };
  }

  private item(itemId: number): CatalogueItem {
    const item = this.catalogue.items.get(itemId);
    if (!item) throw notFound('餐點不存在');
    return item;
  }

  private sellableItem(itemId: number): CatalogueItem {
    const item = this.item(itemId);
    if (!item.sellable) throw conflict(itemUnavailableMessage(item.name));
    if (!item.availableForSale) throw conflict(itemSoldOutMessage(item.name));
    return item;
  }

  /** Options of the item's own taste groups at their prices, each group between its least and most. */
  private options(item: CatalogueItem, chosen: readonly OrderOption[]): OrderOptionSnapshot[] {
    const snapshots: OrderOptionSnapshot[] = [];
    const perGroup = new Map<number, number>();
    for (const choice of chosen) {
      const option = this.catalogue.options.get(choice.optionId);
      const group = option ? this.catalogue.groups.get(option.groupId) : undefined;
      if (!option || !group || !item.groupIds.includes(group.id)) throw conflict(choiceUnavailableMessage(item.name));
      if (choice.price !== option.price) throw conflict(priceChangedMessage(`${item.name}(${option.name})`));
      if (snapshots.some((snapshot) => snapshot.optionId === option.id)) throw badRequest(`${item.name}的選項不可重複`);
      perGroup.set(group.id, (perGroup.get(group.id) ?? 0) + 1);
      snapshots.push({ optionId: option.id, groupId: group.id, groupName: group.name, name: option.name, count: choice.count, price: option.price });
    }
    for (const groupId of item.groupIds) {
      const group = this.catalogue.groups.get(groupId);
      if (group) requireCount(perGroup.get(groupId) ?? 0, group, item.name);
    }
    return snapshots;
  }

  /** An upgrade the item offers, switched on, at its price, with the slots filled by their own items. */
  private combo(item: CatalogueItem, combo: OrderCombo, count: number): OrderComboSnapshot {
    const upgrade = this.catalogue.upgrades.get(combo.upgradeId);
    if (!upgrade || !upgrade.enabled || !item.upgradeIds.includes(upgrade.id)) throw conflict(choiceUnavailableMessage(item.name));
    if (combo.comboPrice !== upgrade.comboPrice) throw conflict(priceChangedMessage(upgrade.name));
    const perSlot = new Map<number, number>();
    const items = combo.items.map((picked) => {
      const slot = upgrade.slots.find((candidate) => candidate.id === picked.groupId);
      const comboItemPrice = slot?.items.get(picked.itemId);
      if (!slot || comboItemPrice === undefined) throw conflict(choiceUnavailableMessage(upgrade.name));
      const pickedItem = this.item(picked.itemId);
      if (pickedItem.removed) throw conflict(itemUnavailableMessage(pickedItem.name));
      if (!pickedItem.availableForSale) throw conflict(itemSoldOutMessage(pickedItem.name));
      if (picked.comboItemPrice !== comboItemPrice) throw conflict(priceChangedMessage(`${upgrade.name}(${pickedItem.name})`));
      perSlot.set(slot.id, (perSlot.get(slot.id) ?? 0) + 1);
      this.take(pickedItem, count);
      return {
        groupId: slot.id,
        groupName: slot.name,
        itemId: pickedItem.id,
        name: pickedItem.name,
        comboItemPrice,
        options: this.options(pickedItem, picked.options),
      };
    });
    for (const slot of upgrade.slots) requireCount(perSlot.get(slot.id) ?? 0, slot, item.name);
    return { upgradeId: upgrade.id, name: upgrade.name, comboPrice: upgrade.comboPrice, items };
  }

  /** Adds the units a line takes from a stock-tracked item. */
  private take(item: CatalogueItem, count: number): void {
    if (!item.stockTracked) return;
    const need = this.stock.get(item.id) ?? { itemId: item.id, name: item.name, units: 0 };
    need.units += Math.ceil(count - 1e-9);
    this.stock.set(item.id, need);
  }
}

function requireCount(picked: number, group: { name: string; leastSelectable: number; mostSelectable: number | null }, itemName: string) {
  if (picked < group.leastSelectable || (group.mostSelectable !== null && picked > group.mostSelectable)) {
    throw badRequest(choiceCountMessage(itemName, group.name));
  }
}

function orderTypeOf(request: AddOrderRequest): OrderType {
  if (request.reservation) return request.reservation.type;
  // A check on a dining table is 內用 whatever the toggle said.
  if (request.tableId !== null) return 'INSIDE';
  return request.isInside ? 'INSIDE' : 'TAKEOUT';
}

/** A reservation is for later today or a day up to the end of next month, in the store's time zone. */
function reservationInstant(request: AddOrderRequest, now: Date, timeZone: string): Date | null {
  const reservation = request.reservation;
  if (!reservation) return null;
  const instant = zonedInstant(reservation.date, reservation.time, timeZone);
  assertReservationWindow(reservation.date, instant, now, timeZone);
  return instant;
}

/** 400 for a reservation past the end of next month or for a time gone by (core's reservation window). */
export function assertReservationWindow(date: string, instant: Date, now: Date, timeZone: string): void {
  const error = reservationWindowError(date, instant, now, businessDateOf(now, timeZone));
  if (error === 'TOO_FAR') throw badRequest(ORDER_MSG.RESERVATION_TOO_FAR);
  if (error === 'PAST') throw badRequest(ORDER_MSG.RESERVATION_PAST);
}

/** Checks the lines against the catalogue (offered, for sale, at the prices sent) and snapshots them. */
export function checkLines(lines: readonly OrderLine[], catalogue: CheckoutCatalogue): { lines: LineSnapshot[]; stockNeeds: StockNeed[] } {
  if (!catalogue.storeFound) throw notFound('商店不存在');
  const pricer = new LinePricer(catalogue);
  const snapshots = lines.map((line, index) => pricer.line(line, index + 1));
  return { lines: snapshots, stockNeeds: [...pricer.stock.values()].sort((a, b) => a.itemId - b.itemId) };
}

/**
 * `unpaid`: a front-stage order, paid later at the counter (updateOrderPaid): no pay method now, and its e-invoice is
 * issued when it is paid; it is refused now if none could be (no number left), not after the food was made.
 */
export function priceOrder(
  request: AddOrderRequest,
  catalogue: CheckoutCatalogue,
  now: Date,
  options: { unpaid?: boolean; coupon?: CouponTerms | null; serviceChargePercent?: number; pointsDiscount?: number } = {},
): PricedOrder {
  const { lines, stockNeeds } = checkLines(request.lines, catalogue);

  let payMethod: CataloguePayMethod | null = null;
  if (!request.entertain && !options.unpaid) {
    payMethod = catalogue.payMethod;
    if (payMethod === null || !payMethod.enabled) throw conflict(ORDER_MSG.PAY_METHOD_CLOSED);
  }
  if (request.invoice !== null) {
    const { adminInvoiceSwitch, storeInvoiceSwitch } = catalogue.invoiceSettings;
    if (adminInvoiceSwitch !== true || storeInvoiceSwitch !== true) throw badRequest(ORDER_MSG.INVOICE_OFF);
  }
  const reservedFor = reservationInstant(request, now, catalogue.timeZone);

  const input = checkoutInputOf(request, catalogue.automaticDiscounts, payMethod, options.coupon ?? null, options.serviceChargePercent ?? 0, options.pointsDiscount ?? 0);
  const totals = computeOrderTotals(input);
  const [issue] = validateCheckout(input, totals);
  if (issue) throw badRequest(issue.message);
  const computed = expectedTotalsOf(totals);
  const expected = request.expectedTotals;
  const same = (Object.keys(computed) as (keyof typeof computed)[]).every((key) => computed[key] === expected[key]);
  if (!same) throw new AppError(409, ORDER_MSG.TOTALS_CHANGED, { totals: computed });
  // An order sold offline without an invoice (the cashier was asked, docs/offline.md) is not given one on upload.
  const invoiceDueNow = invoiceDue(catalogue.invoiceSettings, totals.payable) && !request.withoutInvoice;
  // Refused before anything is written: an order never goes without the invoice it is due.
  if (invoiceDueNow && !catalogue.invoiceSellerSet) throw conflict(EINVOICE_MSG.SELLER_MISSING);
  const issueInvoice = invoiceDueNow && !options.unpaid;

  return {
    totals,
    lines,
    stockNeeds,
    payMethod,
    businessDate: businessDateOf(now, catalogue.timeZone),
    type: orderTypeOf(request),
    reservedFor,
    issueInvoice,
    timeZone: catalogue.timeZone,
  };
}

/** The 服務費 as an invoice line (its own line on the e-invoice and the proof); none when there is no charge. */
export function serviceChargeLines(serviceChargeCents: number): InvoicedLine[] {
  return serviceChargeCents > 0 ? [{ name: '服務費', count: 1, unitTotal: serviceChargeCents, amount: serviceChargeCents, entertain: false }] : [];
}
