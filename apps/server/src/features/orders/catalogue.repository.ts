import type { AutomaticDiscountTier, InvoiceSettings } from '@diancan/core';
import { sql } from 'drizzle-orm';
import type { Executor } from '../../platform/db/database.js';
import { intArray } from '../menu/sql.js';
import { queryPreparedRows } from './raw-rows.js';

/**
 * What pricing an order needs from the database, read in ONE statement: the ordered items with their category,
 * stock, taste groups and upgrades; the chosen options; the upgrades with their slots; the pay method; the
 * store's active automatic discounts, time zone, invoice switches and whether its e-invoice seller is set. PostgreSQL builds it as one JSON text
 * (tuples, not objects), parsed once: a checkout is the hottest write path and every round trip counts.
 */

export interface CatalogueItem {
  id: number;
  name: string;
  price: number;
  /** Not removed, switched on, in a live category that is switched on. */
  sellable: boolean;
  /** Removed (deleted from the menu). */
  removed: boolean;
  categoryId: number;
  categoryName: string;
  /** null: unlimited. */
  availableQuantity: number | null;
  availableForSale: boolean;
  /** The item has a stock row: it is locked and updated by the order. */
  stockTracked: boolean;
  groupIds: number[];
  upgradeIds: number[];
  /** Offered to customers (the item's mobile status): front-stage orders may order it. */
  mobileEnabled: boolean;
}

export interface CatalogueGroup {
  id: number;
  name: string;
  leastSelectable: number;
  mostSelectable: number | null;
}

export interface CatalogueOption {
  id: number;
  groupId: number;
  name: string;
  price: number;
}

export interface CatalogueSlot extends CatalogueGroup {
  /** itemId -> comboItemPrice. */
  items: Map<number, number>;
}

export interface CatalogueUpgrade {
  id: number;
  name: string;
  comboPrice: number;
  enabled: boolean;
  slots: CatalogueSlot[];
}

export interface CataloguePayMethod {
  id: number;
  name: string;
  statisticKey: string;
  enabled: boolean;
}

export interface CheckoutCatalogue {
  storeFound: boolean;
  timeZone: string;
  invoiceSettings: Partial<InvoiceSettings>;
  /** The e-invoice seller (統編 and name) is set: invoices can be issued (docs/einvoice.md). */
  invoiceSellerSet: boolean;
  items: Map<number, CatalogueItem>;
  groups: Map<number, CatalogueGroup>;
  options: Map<number, CatalogueOption>;
  upgrades: Map<number, CatalogueUpgrade>;
  payMethod: CataloguePayMethod | null;
  /** Enabled tiers in sort order. */
  automaticDiscounts: AutomaticDiscountTier[];
}

export interface CatalogueRequest {
  storeId: number;
  itemIds: readonly number[];
  optionIds: readonly number[];
  upgradeIds: readonly number[];
  payMethodId: number | null;
}

type ItemTuple = [number, string, number, boolean, boolean, number, string, number | null, boolean, boolean, number[], number[], boolean];
type GroupTuple = [number, string, number, number | null];
type OptionTuple = [number, number, string, number];
type UpgradeTuple = [number, string, number, boolean];
type SlotTuple = [number, number, string, number, number | null, [number, number][]];
type PayMethodTuple = [number, string, string, boolean];
type DiscountTuple = [number, string, number, 'AMOUNT' | 'PERCENTAGE', number | null, number | null];

interface CatalogueJson {
  store: [string, Partial<InvoiceSettings> | null, boolean] | null;
  items: ItemTuple[];
  groups: GroupTuple[];
  options: OptionTuple[];
  upgrades: UpgradeTuple[];
  slots: SlotTuple[];
  payMethod: PayMethodTuple | null;
  discounts: DiscountTuple[];
}

/**
 * The idempotency key to claim in the same statement. Claimed means this transaction inserted it; a concurrent
 * transaction holding the same key makes the statement wait until it ends: then not claimed if it committed (its
 * key and order stand), claimed if it rolled back.
 */
export interface KeyClaim {
  key: string;
  requestHash: string;
  now: Date;
}

/**
 * Reads the catalogue; with `claim`, first inserts the idempotency key in the same statement and says whether this
 * transaction got it (a concurrent holder of the key makes the statement wait for it to end).
 */
export async function readCheckoutCatalogue(
  db: Executor,
  request: CatalogueRequest,
  claim?: KeyClaim,
): Promise<CheckoutCatalogue & { claimed: boolean }> {
  const store = request.storeId;
  const items = intArray(request.itemIds);
  // Parts an order does not need are left out of the statement: planning them costs as much as running them.
  const empty = sql`'[]'::json`;
  const options =
    request.optionIds.length === 0
      ? empty
      : sql`(select coalesce(json_agg(json_build_array(o.id, o.group_id, o.name, o.price_cents)), '[]')
             from menu_options o where o.store_id = ${store} and o.id = any(${intArray(request.optionIds)}))`;
  const upgrades = intArray(request.upgradeIds);
  const hasUpgrades = request.upgradeIds.length > 0;
  const claimed = claim
    ? sql`with claimed as (
            insert into order_idempotency_keys (store_id, key, request_hash, created_at)
            values (${store}, ${claim.key}, ${claim.requestHash}, ${claim.now.toISOString()}::timestamptz)
            on conflict do nothing returning key)`
    : sql``;
  const rows = await queryPreparedRows<{ catalogue: string }>(db, sql`
    ${claimed}
    select json_build_object(
      'claimed', ${claim ? sql`exists (select 1 from claimed)` : sql`false`},
      'store', (select json_build_array(s.time_zone, c.invoice_settings,
                  coalesce(e.seller_tax_id is not null and e.seller_name is not null, false))
                from stores s left join store_configs c on c.store_id = s.id
                left join einvoice_settings e on e.store_id = s.id where s.id = ${store}),
      'items', (select coalesce(json_agg(json_build_array(
                  i.id, i.name, i.price_cents,
                  i.removed_at is null and i.enabled and k.removed_at is null and k.enabled,
                  i.removed_at is not null, k.id, k.name,
                  st.available_quantity, coalesce(st.available_for_sale, true), st.item_id is not null,
                  coalesce((select json_agg(g.group_id order by g.sort, g.group_id) from menu_item_option_groups g
                            where g.store_id = i.store_id and g.item_id = i.id), '[]'),
                  ${hasUpgrades
                    ? sql`coalesce((select json_agg(u.upgrade_id order by u.sort, u.upgrade_id) from menu_item_upgrades u
                            where u.store_id = i.store_id and u.item_id = i.id), '[]')`
                    : empty}, i.mobile_enabled)), '[]')
                from menu_items i
                join menu_categories k on k.id = i.category_id
                left join menu_item_stocks st on st.store_id = i.store_id and st.item_id = i.id
                where i.store_id = ${store} and i.id = any(${items})),
      'groups', (select coalesce(json_agg(json_build_array(g.id, g.name, g.least_selectable, g.most_selectable)), '[]')
                 from menu_option_groups g
                 where g.store_id = ${store} and g.id in (select l.group_id from menu_item_option_groups l
                                                          where l.store_id = ${store} and l.item_id = any(${items}))),
      'options', ${options},
      'upgrades', ${hasUpgrades
        ? sql`(select coalesce(json_agg(json_build_array(u.id, u.name, u.combo_price_cents, u.enabled)), '[]')
               from menu_upgrades u where u.store_id = ${store} and u.id = any(${upgrades}))`
        : empty},
      'slots', ${hasUpgrades
        ? sql`(select coalesce(json_agg(json_build_array(g.id, g.upgrade_id, g.name, g.least_selectable, g.most_selectable,
                 coalesce((select json_agg(json_build_array(gi.item_id, gi.combo_item_price_cents)) from menu_upgrade_group_items gi
                           where gi.store_id = g.store_id and gi.group_id = g.id), '[]')) order by g.sort, g.id), '[]')
               from menu_upgrade_groups g where g.store_id = ${store} and g.upgrade_id = any(${upgrades}))`
        : empty},
      'payMethod', ${request.payMethodId === null
        ? sql`null::json`
        : sql`(select json_build_array(p.id, p.name, p.statistic_key, p.enabled)
               from pay_methods p where p.store_id = ${store} and p.id = ${request.payMethodId})`},
      'discounts', (select coalesce(json_agg(json_build_array(d.id, d.name, d.minimum_spending_amount_cents, d.discount_type,
                      d.discount_amount_cents, d.discount_percentage) order by d.sort, d.id), '[]')
                    from automatic_discounts d where d.store_id = ${store} and d.enabled)
    )::text as catalogue`);
  const text = rows[0]?.catalogue;
  if (text === undefined) throw new Error('checkout catalogue not read');
  const json = JSON.parse(text) as CatalogueJson & { claimed: boolean };
  return { ...parseCatalogue(json), claimed: json.claimed };
}

function parseCatalogue(json: CatalogueJson): CheckoutCatalogue {
  const items = new Map<number, CatalogueItem>();
  for (const [id, name, price, sellable, removed, categoryId, categoryName, availableQuantity, availableForSale, stockTracked, groupIds, upgradeIds, mobileEnabled] of json.items) {
    items.set(id, { id, name, price, sellable, removed, categoryId, categoryName, availableQuantity, availableForSale, stockTracked, groupIds, upgradeIds, mobileEnabled });
  }
  const groups = new Map(json.groups.map(([id, name, leastSelectable, mostSelectable]) => [id, { id, name, leastSelectable, mostSelectable }]));
  const options = new Map(json.options.map(([id, groupId, name, price]) => [id, { id, groupId, name, price }]));
  const upgrades = new Map<number, CatalogueUpgrade>(
    json.upgrades.map(([id, name, comboPrice, enabled]) => [id, { id, name, comboPrice, enabled, slots: [] }]),
  );
  for (const [id, upgradeId, name, leastSelectable, mostSelectable, slotItems] of json.slots) {
    upgrades.get(upgradeId)?.slots.push({ id, name, leastSelectable, mostSelectable, items: new Map(slotItems) });
  }
  const payMethod = json.payMethod === null ? null : (([id, name, statisticKey, enabled]) => ({ id, name, statisticKey, enabled }))(json.payMethod);
  return {
    storeFound: json.store !== null,
    timeZone: json.store?.[0] ?? 'Asia/Taipei',
    invoiceSettings: json.store?.[1] ?? {},
    invoiceSellerSet: json.store?.[2] ?? false,
    items,
    groups,
    options,
    upgrades,
    payMethod,
    automaticDiscounts: json.discounts.map(([id, name, minimumSpendingAmount, discountType, discountAmount, discountPercentage]) => ({
      id,
      name,
      minimumSpendingAmount,
      discountType,
      discountAmount,
      discountPercentage,
    })),
  };
}
