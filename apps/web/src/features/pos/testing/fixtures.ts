import type { AddOrderResult, PayMethod } from '@diancan/core';
import type { PosItem, PosMenu, PosUpgrade } from '@diancan/core/contracts/menu';
import { posItem, SWEETNESS, TOPPINGS } from '../../../test/pos-menu';
import type { CartLineChoice } from '../cart/cart-line';

export { posItem, SWEETNESS, TOPPINGS };

export const SET_MEAL: PosUpgrade = {
  id: 50,
  name: '超值套餐',
  comboPrice: 3900,
  sort: 1,
  groups: [
    {
      id: 501,
      name: '飲料',
      leastSelectable: 1,
      mostSelectable: 1,
      sort: 1,
      items: [
        { itemId: 3, name: '紅茶', comboItemPrice: 0, optionGroupIds: [30] },
        { itemId: 4, name: '奶茶', comboItemPrice: 1000, optionGroupIds: [30] },
      ],
    },
  ],
};

export const RICE = posItem({ id: 1, name: '滷肉飯', price: 4000 });
export const BENTO = posItem({ id: 2, name: '雞腿便當', price: 12000, upgradeIds: [50] });
export const BLACK_TEA = posItem({ id: 3, name: '紅茶', price: 3000, categoryId: 2, optionGroupIds: [30, 31], availableQuantity: 5 });
export const MILK_TEA = posItem({ id: 4, name: '奶茶', price: 5000, categoryId: 2, availableForSale: false });

export const MENU: PosMenu = {
  categories: [
    { id: 1, name: '主食', printTag: false, kitchenAreaId: null, printAreaIds: [], items: [RICE, BENTO] },
    { id: 2, name: '飲料', printTag: false, kitchenAreaId: null, printAreaIds: [], items: [BLACK_TEA, MILK_TEA] },
  ],
  optionGroups: [SWEETNESS, TOPPINGS],
  upgrades: [SET_MEAL],
  remarks: [
    { id: 1, content: '不要蔥', sort: 1 },
    { id: 2, content: '少飯', sort: 2 },
  ],
  kitchenAreas: [],
  printAreas: [],
};

/** addOrder's answer for one 滷肉飯 paid with NT$100 cash. */
export const ORDER: AddOrderResult = {
  orderId: 41,
  orderNo: '007',
  status: 'NEW',
  paymentStatus: 'PAID',
  type: 'TAKEOUT',
  businessDate: '2026-11-21',
  createdAt: '2026-11-21T10:00:00+08:00',
  totals: { subtotal: 4000, entertainAmount: 0, automaticDiscount: 0, couponDiscount: 0, pointsDiscount: 0, total: 4000, manualDiscount: 0, serviceCharge: 0, payable: 4000, paid: 10000, change: 6000 },
};

export const CASH: PayMethod = { id: 7, name: '現金', statisticKey: 'CASH', enabled: true, sort: 1 };
export const LINE_PAY: PayMethod = { id: 8, name: 'LINE Pay', statisticKey: 'LINE_PAY_OFFLINE', enabled: true, sort: 2 };

/** A plain cart line choice of an item (no options). */
export function plainChoice(item: PosItem): CartLineChoice {
  return { itemId: item.id, categoryId: item.categoryId, name: item.name, unitPrice: item.price, options: [], combos: [], remark: '', entertain: false };
}
