import { describe, expect, it } from 'vitest';
import { choiceSignature, choiceSummary, pricedLineOf } from '../cart/cart-line';
import { indexMenu } from '../menu-index';
import { BENTO, BLACK_TEA, MENU, SET_MEAL, SWEETNESS, TOPPINGS } from '../testing/fixtures';
import {
  choiceOf,
  choiceUnitPrice,
  emptySelection,
  rangeHint,
  selectionErrors,
  selectionOfLine,
  toggleComboItem,
  toggleComboItemOption,
  toggleId,
  toggleOption,
  toggleUpgrade,
} from './selection';

const index = indexMenu(MENU);
const slot = SET_MEAL.groups[0]!;

describe('toggleId', () => {
  it('works as a radio when at most one may be picked', () => {
    expect(toggleId([1], 2, { leastSelectable: 1, mostSelectable: 1 })).toEqual([2]);
    expect(toggleId([1], 1, { leastSelectable: 1, mostSelectable: 1 })).toEqual([]);
  });
  it('adds while the most allows and never past it', () => {
    const range = { leastSelectable: 0, mostSelectable: 2 };
    expect(toggleId([1], 2, range)).toEqual([1, 2]);
    expect(toggleId([1, 2], 3, range)).toEqual([1, 2]);
    expect(toggleId([1, 2, 3], 4, { leastSelectable: 0, mostSelectable: null })).toEqual([1, 2, 3, 4]);
  });
  it('describes the range', () => {
    expect(rangeHint(SWEETNESS)).toBe('必選1項');
    expect(rangeHint(TOPPINGS)).toBe('可選0～2項');
    expect(rangeHint({ leastSelectable: 0, mostSelectable: null })).toBe('可選不限');
    expect(rangeHint({ leastSelectable: 2, mostSelectable: null })).toBe('至少2項');
  });
});

describe('taste groups', () => {
  it('needs the least of each group before the item can go in the cart', () => {
    expect([...selectionErrors(BLACK_TEA, emptySelection, index).values()]).toEqual(['至少選擇1項']);
    const options = toggleOption(toggleOption({}, SWEETNESS, 302), TOPPINGS, 311);
    expect(selectionErrors(BLACK_TEA, { ...emptySelection, options }, index).size).toBe(0);
  });

  it('prices the options per unit and lists them by name', () => {
    const options = toggleOption(toggleOption(toggleOption({}, SWEETNESS, 302), TOPPINGS, 311), TOPPINGS, 312);
    const choice = choiceOf(BLACK_TEA, { ...emptySelection, options, remark: ' 去冰 ' }, index);
    expect(choice.remark).toBe('去冰');
    expect(choiceUnitPrice(choice)).toBe(3000 + 1000 + 500);
    expect(choiceSummary(choice)).toBe('半糖、珍珠、椰果');
  });
});

describe('upgrades', () => {
  it('asks for the slot picks of a chosen upgrade and of the picked item', () => {
    let upgrades = toggleUpgrade({}, SET_MEAL.id);
    expect([...selectionErrors(BENTO, { ...emptySelection, upgrades }, index).keys()]).toEqual(['upgrade:50:slot:501']);
    upgrades = toggleComboItem(upgrades, SET_MEAL.id, slot, 4);
    expect([...selectionErrors(BENTO, { ...emptySelection, upgrades }, index).keys()]).toEqual(['upgrade:50:slot:501:item:4:group:30']);
    upgrades = toggleComboItemOption(upgrades, SET_MEAL.id, slot.id, 4, SWEETNESS, 301);
    expect(selectionErrors(BENTO, { ...emptySelection, upgrades }, index).size).toBe(0);
  });

  it('adds the combo price, the item surcharge and its options once per unit', () => {
    let upgrades = toggleComboItem(toggleUpgrade({}, SET_MEAL.id), SET_MEAL.id, slot, 4);
    upgrades = toggleComboItemOption(upgrades, SET_MEAL.id, slot.id, 4, SWEETNESS, 302);
    const choice = choiceOf(BENTO, { ...emptySelection, upgrades }, index);
    expect(choice.combos).toEqual([
      {
        upgradeId: 50,
        name: '超值套餐',
        comboPrice: 3900,
        items: [{ groupId: 501, itemId: 4, name: '奶茶', comboItemPrice: 1000, options: [{ groupId: 30, optionId: 302, name: '半糖', price: 0, count: 1 }] }],
      },
    ]);
    expect(choiceUnitPrice(choice)).toBe(12000 + 3900 + 1000);
    expect(choiceSummary(choice)).toBe('超值套餐：奶茶(半糖)');
    expect(pricedLineOf({ ...choice, count: 2 }).count).toBe(2);
  });

  it('unpicking an upgrade drops its picks', () => {
    const upgrades = toggleUpgrade(toggleComboItem(toggleUpgrade({}, SET_MEAL.id), SET_MEAL.id, slot, 3), SET_MEAL.id);
    expect(choiceOf(BENTO, { ...emptySelection, upgrades }, index).combos).toEqual([]);
  });
});

describe('editing a line', () => {
  it('rebuilds the selection a line was made from', () => {
    let upgrades = toggleComboItem(toggleUpgrade({}, SET_MEAL.id), SET_MEAL.id, slot, 3);
    upgrades = toggleComboItemOption(upgrades, SET_MEAL.id, slot.id, 3, SWEETNESS, 301);
    const choice = choiceOf(BENTO, { options: {}, upgrades, remark: '少飯' }, index);
    const again = choiceOf(BENTO, selectionOfLine(choice), index);
    expect(choiceSignature(again)).toBe(choiceSignature(choice));
  });
});
