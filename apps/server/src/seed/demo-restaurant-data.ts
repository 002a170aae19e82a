import type { BusinessHours } from '@diancan/core';

/**
 * What makes the demo stores look like a Taiwanese eatery on `npm start` (issue 18): the rest of the menu around the
 * base items the tests name (demo-data.ts), taste options, a set-meal upgrade, remarks, stock on a few items, an
 * automatic discount and a coupon. Prices in integer cents (NT$1 = 100). New item names never contain a base item's
 * name, so a journey looking for 紅茶 or 滷肉飯 finds only that item.
 */

export interface DemoTasteGroup {
  name: string;
  leastSelectable: number;
  /** null: 不限. */
  mostSelectable: number | null;
  options: readonly { name: string; priceCents: number }[];
}

export const DEMO_TASTES = {
  sweetness: { name: '甜度', leastSelectable: 1, mostSelectable: 1, options: ['正常糖', '少糖', '半糖', '微糖', '無糖'].map((name) => ({ name, priceCents: 0 })) },
  ice: { name: '冰塊', leastSelectable: 1, mostSelectable: 1, options: ['正常冰', '少冰', '微冰', '去冰', '熱'].map((name) => ({ name, priceCents: 0 })) },
  spice: { name: '辣度', leastSelectable: 1, mostSelectable: 1, options: ['不辣', '小辣', '中辣', '大辣'].map((name) => ({ name, priceCents: 0 })) },
  extras: {
    name: '加料',
    leastSelectable: 0,
    mostSelectable: null,
    options: [
      { name: '加蛋', priceCents: 1_000 },
      { name: '加麵', priceCents: 1_500 },
      { name: '加青菜', priceCents: 1_000 },
    ],
  },
} as const satisfies Record<string, DemoTasteGroup>;

export type DemoTaste = keyof typeof DEMO_TASTES;

export interface DemoRestaurantItem {
  name: string;
  priceCents: number;
  description?: string;
  tastes?: readonly DemoTaste[];
  /** Offers the 套餐 upgrade. */
  setMeal?: boolean;
  /** Portions left today (stock); the rest are unlimited. */
  stock?: number;
}

export interface DemoRestaurantSection {
  category: string;
  /** Kitchen area of a new category (an existing category keeps its own). */
  kitchenArea?: '熱食' | '飲料';
  printTag?: boolean;
  items: readonly DemoRestaurantItem[];
}

/** Added after the base items: existing categories (主食, 小菜, 飲料) grow, new ones follow them. */
export const DEMO_RESTAURANT_MENU: readonly DemoRestaurantSection[] = [
  {
    category: '主食',
    items: [
      { name: '排骨便當', priceCents: 11_000, description: '炸排骨、三樣配菜、白飯', tastes: ['extras'], setMeal: true },
      { name: '鯖魚便當', priceCents: 11_000, description: '烤鯖魚、三樣配菜、白飯', setMeal: true },
      { name: '豬腳飯', priceCents: 12_000, description: '滷豬腳、酸菜、半顆蛋', tastes: ['extras'], setMeal: true, stock: 12 },
      { name: '控肉飯', priceCents: 5_500, tastes: ['extras'] },
      { name: '雞肉飯', priceCents: 4_500 },
    ],
  },
  {
    category: '小菜',
    items: [
      { name: '皮蛋豆腐', priceCents: 4_000 },
      { name: '涼拌小黃瓜', priceCents: 3_500, tastes: ['spice'] },
      { name: '海帶絲', priceCents: 3_000 },
      { name: '滷大腸', priceCents: 6_000 },
    ],
  },
  {
    category: '飲料',
    items: [
      { name: '綠茶', priceCents: 3_000, tastes: ['sweetness', 'ice'] },
      { name: '烏龍茶', priceCents: 3_500, tastes: ['sweetness', 'ice'] },
      { name: '鮮奶茶', priceCents: 5_500, tastes: ['sweetness', 'ice'] },
      { name: '檸檬愛玉', priceCents: 4_500, tastes: ['sweetness', 'ice'] },
      { name: '古早味豆漿', priceCents: 2_500, tastes: ['sweetness', 'ice'] },
    ],
  },
  {
    category: '麵食',
    kitchenArea: '熱食',
    items: [
      { name: '擔仔麵', priceCents: 6_000, tastes: ['spice', 'extras'] },
      { name: '麻醬麵', priceCents: 5_500, tastes: ['spice', 'extras'] },
      { name: '炸醬麵', priceCents: 6_000, tastes: ['spice', 'extras'] },
      { name: '餛飩麵', priceCents: 6_500, tastes: ['spice', 'extras'] },
      { name: '鍋燒意麵', priceCents: 8_000, tastes: ['spice', 'extras'] },
      { name: '酸辣湯餃', priceCents: 7_000, tastes: ['spice'] },
    ],
  },
  {
    category: '湯品',
    kitchenArea: '熱食',
    items: [
      { name: '貢丸湯', priceCents: 3_000 },
      { name: '味噌湯', priceCents: 2_500 },
      { name: '蛤蜊湯', priceCents: 4_500 },
      { name: '餛飩湯', priceCents: 4_500 },
      { name: '四神湯', priceCents: 5_000 },
    ],
  },
  {
    category: '炸物',
    kitchenArea: '熱食',
    items: [
      { name: '鹽酥雞', priceCents: 7_000, tastes: ['spice'] },
      { name: '甜不辣', priceCents: 4_500, tastes: ['spice'] },
      { name: '蚵仔煎', priceCents: 7_500, stock: 8 },
      { name: '臭豆腐', priceCents: 6_000, tastes: ['spice'] },
    ],
  },
  {
    category: '甜點',
    kitchenArea: '飲料',
    items: [
      { name: '豆花', priceCents: 4_000, tastes: ['ice'] },
      { name: '仙草凍', priceCents: 4_000, tastes: ['ice'] },
      { name: '芋圓', priceCents: 5_000, tastes: ['ice'], stock: 20 },
      { name: '紅豆湯圓', priceCents: 4_500 },
    ],
  },
];

/** The 套餐 upgrade of the 便當: a soup and a drink for NT$50 more (鮮奶茶 NT$15 on top). */
export const DEMO_SET_MEAL = {
  name: '套餐',
  comboPriceCents: 5_000,
  slots: [
    { name: '湯品', items: [{ name: '貢丸湯', extraCents: 0 }, { name: '味噌湯', extraCents: 0 }, { name: '蛤蜊湯', extraCents: 1_000 }] },
    { name: '飲料', items: [{ name: '綠茶', extraCents: 0 }, { name: '烏龍茶', extraCents: 0 }, { name: '鮮奶茶', extraCents: 1_500 }] },
  ],
} as const;

export const DEMO_REMARKS = ['不要香菜', '不要蔥', '醬少', '飯少', '分開裝', '不用餐具'] as const;

/** A tier high enough that the everyday tickets of the journeys never reach it. */
export const DEMO_AUTOMATIC_DISCOUNT = { name: '滿千折百', minimumSpendingAmountCents: 100_000, discountAmountCents: 10_000 } as const;

/** A coupon from the day the demo starts, for 90 days. */
export const DEMO_COUPON = {
  code: 'WELCOME50',
  name: '新客折50',
  discountAmountCents: 5_000,
  minimumSpendCents: 30_000,
  days: 90,
  quantity: 200,
  perCustomerLimit: null,
} as const;

/**
 * The demo stores' hours, as a Taiwanese eatery keeps them: lunch and dinner with a break between (休息時間), and
 * 大安店 resting on Mondays (公休). Outside them the POS shows 休息中 and self-ordering refuses orders (the counter
 * still sells). Written in the README; journeys that need an open store set their own hours first.
 */
const eateryDay = (weekday: number, open: boolean, end: string, rest: { start: string; end: string }) => ({
  weekday,
  open,
  start: '11:00',
  end,
  rests: [rest],
});
export const DEMO_BUSINESS_HOURS: Readonly<Record<string, BusinessHours>> = {
  '示範餐廳 信義店': {
    businessSwitch: true,
    weekly: [1, 2, 3, 4, 5, 6, 7].map((weekday) => eateryDay(weekday, true, '21:00', { start: '14:30', end: '17:00' })),
    closedDays: [],
  },
  '示範餐廳 大安店': {
    businessSwitch: true,
    weekly: [1, 2, 3, 4, 5, 6, 7].map((weekday) => eateryDay(weekday, weekday !== 1, '20:30', { start: '14:00', end: '16:30' })),
    closedDays: [],
  },
};
