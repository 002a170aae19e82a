import { lineUnitPrice, mostSelectableLabel } from '@diancan/core';
import type { PosItem, PosOptionGroup, PosUpgrade, UpgradeGroup } from '@diancan/core/contracts/menu';
import { pricedLineOf, type CartCombo, type CartLine, type CartLineChoice, type CartOption } from '../cart/cart-line';
import { groupsOf, upgradesOf, type MenuIndex } from '../menu-index';

/**
 * What the item detail modal holds while the cashier chooses: taste options per group and, per chosen upgrade,
 * the items picked in each of its slots with their own options. Each group or slot takes between its
 * leastSelectable and mostSelectable (null: 不限) picks, the counter rules of the menu (store operations 5).
 */

/** Picked option ids per taste group id, in the order they were picked. */
export type OptionPicks = Readonly<Record<number, readonly number[]>>;

export interface ComboItemPick {
  itemId: number;
  options: OptionPicks;
}

/** Per chosen upgrade id: per slot (upgrade group) id, the items picked. */
export type UpgradePicks = Readonly<Record<number, Readonly<Record<number, readonly ComboItemPick[]>>>>;

export interface ItemSelection {
  options: OptionPicks;
  upgrades: UpgradePicks;
  remark: string;
}

export const emptySelection: ItemSelection = { options: {}, upgrades: {}, remark: '' };

interface Range {
  leastSelectable: number;
  mostSelectable: number | null;
}

/**
 * A tap on a choice: a picked one is unpicked; with at most 1 the tap replaces the pick (a radio); otherwise it
 * is added while the most allows.
 */
export function toggleId(picked: readonly number[], id: number, range: Range): number[] {
  if (picked.includes(id)) return picked.filter((value) => value !== id);
  if (range.mostSelectable === 1) return [id];
  if (range.mostSelectable !== null && picked.length >= range.mostSelectable) return [...picked];
  return [...picked, id];
}

/** Ours: the spec gives the counter's rule, not these words. */
export function rangeError(range: Range, count: number): string | null {
  if (count < range.leastSelectable) return `至少選擇${range.leastSelectable}項`;
  if (range.mostSelectable !== null && count > range.mostSelectable) return `最多選擇${range.mostSelectable}項`;
  return null;
}

/** '必選1項', '可選0～2項', '至少1項' for a group heading. */
export function rangeHint(range: Range): string {
  const { leastSelectable: least, mostSelectable: most } = range;
  if (most !== null && least === most) return `必選${least}項`;
  if (most === null) return least > 0 ? `至少${least}項` : `可選${mostSelectableLabel(most)}`;
  return `可選${least}～${most}項`;
}

export function toggleOption(selection: OptionPicks, group: PosOptionGroup, optionId: number): OptionPicks {
  return { ...selection, [group.id]: toggleId(selection[group.id] ?? [], optionId, group) };
}

export function toggleUpgrade(picks: UpgradePicks, upgradeId: number): UpgradePicks {
  if (picks[upgradeId]) {
    const { [upgradeId]: _removed, ...rest } = picks;
    return rest;
  }
  return { ...picks, [upgradeId]: {} };
}

export function toggleComboItem(picks: UpgradePicks, upgradeId: number, slot: UpgradeGroup, itemId: number): UpgradePicks {
  const slots = picks[upgradeId] ?? {};
  const current = slots[slot.id] ?? [];
  const ids = toggleId(
    current.map((pick) => pick.itemId),
    itemId,
    slot,
  );
  const next = ids.map((id) => current.find((pick) => pick.itemId === id) ?? { itemId: id, options: {} });
  return { ...picks, [upgradeId]: { ...slots, [slot.id]: next } };
}

export function toggleComboItemOption(
  picks: UpgradePicks,
  upgradeId: number,
  slotId: number,
  itemId: number,
  group: PosOptionGroup,
  optionId: number,
): UpgradePicks {
  const slots = picks[upgradeId] ?? {};
  const next = (slots[slotId] ?? []).map((pick) => (pick.itemId === itemId ? { ...pick, options: toggleOption(pick.options, group, optionId) } : pick));
  return { ...picks, [upgradeId]: { ...slots, [slotId]: next } };
}

/** Problems that keep the choice out of the cart, keyed so the modal can show each where it belongs. */
export function selectionErrors(item: PosItem, selection: ItemSelection, index: MenuIndex): Map<string, string> {
  const errors = new Map<string, string>();
  const checkGroups = (prefix: string, groupIds: readonly number[], picks: OptionPicks) => {
    for (const group of groupsOf(index, groupIds)) {
      const error = rangeError(group, (picks[group.id] ?? []).length);
      if (error) errors.set(`${prefix}group:${group.id}`, error);
    }
  };
  checkGroups('', item.optionGroupIds, selection.options);
  for (const upgrade of upgradesOf(index, item.upgradeIds)) {
    const slots = selection.upgrades[upgrade.id];
    if (!slots) continue;
    for (const slot of upgrade.groups) {
      const picked = slots[slot.id] ?? [];
      const error = rangeError(slot, picked.length);
      if (error) errors.set(`upgrade:${upgrade.id}:slot:${slot.id}`, error);
      for (const pick of picked) {
        const offered = slot.items.find((candidate) => candidate.itemId === pick.itemId);
        if (offered) checkGroups(`upgrade:${upgrade.id}:slot:${slot.id}:item:${pick.itemId}:`, offered.optionGroupIds, pick.options);
      }
    }
  }
  return errors;
}

function optionsOf(groupIds: readonly number[], picks: OptionPicks, index: MenuIndex): CartOption[] {
  return groupsOf(index, groupIds).flatMap((group) =>
    (picks[group.id] ?? []).flatMap((optionId) => {
      const option = group.options.find((candidate) => candidate.id === optionId);
      return option ? [{ groupId: group.id, optionId, name: option.name, price: option.price, count: 1 }] : [];
    }),
  );
}

function combosOf(item: PosItem, picks: UpgradePicks, index: MenuIndex): CartCombo[] {
  return upgradesOf(index, item.upgradeIds).flatMap((upgrade: PosUpgrade) => {
    const slots = picks[upgrade.id];
    if (!slots) return [];
    const items = upgrade.groups.flatMap((slot) =>
      (slots[slot.id] ?? []).flatMap((pick) => {
        const offered = slot.items.find((candidate) => candidate.itemId === pick.itemId);
        if (!offered) return [];
        return [
          {
            groupId: slot.id,
            itemId: offered.itemId,
            name: offered.name,
            comboItemPrice: offered.comboItemPrice,
            options: optionsOf(offered.optionGroupIds, pick.options, index),
          },
        ];
      }),
    );
    return [{ upgradeId: upgrade.id, name: upgrade.name, comboPrice: upgrade.comboPrice, items }];
  });
}

/** The cart line the selection stands for (names and prices as the menu shows them now). */
export function choiceOf(item: PosItem, selection: ItemSelection, index: MenuIndex): CartLineChoice {
  return {
    itemId: item.id,
    categoryId: item.categoryId,
    name: item.name,
    unitPrice: item.price,
    options: optionsOf(item.optionGroupIds, selection.options, index),
    combos: combosOf(item, selection.upgrades, index),
    remark: selection.remark.trim(),
    entertain: false,
  };
}

/** The price of one unit with everything chosen (cents). */
export function choiceUnitPrice(choice: CartLineChoice): number {
  return lineUnitPrice(pricedLineOf({ ...choice, count: 1 }));
}

function picksOf(options: readonly CartOption[]): OptionPicks {
  const picks: Record<number, number[]> = {};
  for (const option of options) (picks[option.groupId] ??= []).push(option.optionId);
  return picks;
}

/** The selection a cart line was made from, to edit it in the modal. */
export function selectionOfLine(line: Pick<CartLine, 'options' | 'combos' | 'remark'>): ItemSelection {
  const upgrades: Record<number, Record<number, ComboItemPick[]>> = {};
  for (const combo of line.combos) {
    const slots: Record<number, ComboItemPick[]> = {};
    for (const item of combo.items) (slots[item.groupId] ??= []).push({ itemId: item.itemId, options: picksOf(item.options) });
    upgrades[combo.upgradeId] = slots;
  }
  return { options: picksOf(line.options), upgrades, remark: line.remark };
}
