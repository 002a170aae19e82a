import { DEFAULT_STORE_CONFIG, type StoreConfig } from '@diancan/core';

/** The demo accounts, stores and menu `npm start` loads into an empty database. */

export const DEMO_PASSWORD = 'Demo1234';
export const DEMO_MANAGER_CODE = '123456';

export interface DemoUser {
  account: string;
  name: string;
  email: string;
  phone: string;
  permissions: string[];
  /** Names of the demo stores this user owns. */
  owns: string[];
  /** Names of the demo stores assigned to this sales person (the only stores a sales person sees). */
  sells: string[];
  description: string;
}

export const DEMO_STORES = ['示範餐廳 信義店', '示範餐廳 大安店'] as const;

/** The demo brand over both demo stores and its HQ (總部) login (docs/chains.md); 信義店 keeps the brand menu. */
export const DEMO_BRAND = {
  name: '示範餐廳',
  hq: { account: 'hq', name: '示範餐廳總部', email: 'hq@demo.diancan.tw', phone: '0900000009' },
} as const;

export const DEMO_USERS: readonly DemoUser[] = [
  {
    account: 'super',
    name: '系統管理員',
    email: 'super@demo.diancan.tw',
    phone: '0900000001',
    permissions: ['USER_SUPER_MANAGER'],
    owns: [],
    sells: [],
    description: 'super manager',
  },
  {
    account: 'manager',
    name: '平台經理',
    email: 'manager@demo.diancan.tw',
    phone: '0900000002',
    permissions: ['USER_MANAGER'],
    owns: [],
    sells: [],
    description: 'manager',
  },
  {
    account: 'sales',
    name: '業務專員',
    email: 'sales@demo.diancan.tw',
    phone: '0900000003',
    permissions: ['USER_SALES_PERSON'],
    owns: [],
    sells: [...DEMO_STORES],
    description: 'sales person looking after both demo stores',
  },
  {
    account: 'store',
    name: '王小明',
    email: 'store@demo.diancan.tw',
    phone: '0912345678',
    permissions: ['USER_STORE'],
    owns: [...DEMO_STORES],
    sells: [],
    description: `store owner of ${DEMO_STORES.join(' and ')}`,
  },
];

/**
 * Every module on, invoices on, the report gate on (so the manager code is part of the demo). Printing on through a
 * printer box (docs/printing.md): receipts and the proof on `counter`, kitchen tickets split by area on `kitchen`,
 * drink labels on `label`, so `npm run printer-box -- ... --printer counter=tcp://...` prints at once.
 */
export const DEMO_CONFIG: Omit<StoreConfig, 'payMethods' | 'deliveryPlatforms'> = {
  switchSettings: {
    mobileOrderSwitch: true,
    printSwitch: true,
    tagSwitch: true,
    kitchenAreaSwitch: true,
    adminLinePaySwitch: true,
    idleOrderReminderSwitch: true,
    idleOrderReminderMinutes: 30,
    whatsEatSwitch: false,
    reportManagerCodeVerificationSwitch: true,
  },
  deviceSettings: {
    ...DEFAULT_STORE_CONFIG.deviceSettings,
    printerboxPrinterName: 'counter',
    printerboxPrinterNameSecond: 'kitchen',
    printerboxTagPrinterName: 'label',
    documentPrinters: { receipt: 'POS', kitchen: 'SECOND_POS', proof: 'POS', report: 'POS' },
  },
  uiSettings: {
    backPosCheckoutMode: 'GENERAL',
    backPosTagMode: 'GENERAL',
    fontSizeSetting: 1,
    printClient: 'PRINTER_BOX',
    quantityKeyboardType: 'GENERAL',
  },
  invoiceSettings: { adminInvoiceSwitch: true, storeInvoiceSwitch: true, deliveryPlatformSwitch: true },
  systemModules: { POS_ORDER: true, FRONT_ORDER: true, MOBILE_ORDER: true },
};

export const DEMO_PAY_METHODS = [
  { name: '現金', statisticKey: 'CASH' },
  { name: 'LINE Pay', statisticKey: 'LINE_PAY_OFFLINE' },
  { name: '信用卡', statisticKey: 'CREDIT_CARD' },
] as const;

export const DEMO_KITCHEN_AREAS = ['熱食', '飲料'] as const;

/** Prices in integer cents (NT$1 = 100). */
export const DEMO_MENU: readonly {
  category: string;
  /** The kitchen area (廚房區域) its tickets print for; drinks also print a label per cup. */
  kitchenArea: (typeof DEMO_KITCHEN_AREAS)[number];
  printTag?: boolean;
  items: readonly { name: string; priceCents: number }[];
}[] = [
  {
    category: '主食',
    kitchenArea: '熱食',
    items: [
      { name: '滷肉飯', priceCents: 4_000 },
      { name: '雞腿便當', priceCents: 12_000 },
      { name: '牛肉麵', priceCents: 18_000 },
      { name: '炒飯', priceCents: 9_000 },
    ],
  },
  {
    category: '小菜',
    kitchenArea: '熱食',
    items: [
      { name: '燙青菜', priceCents: 4_000 },
      { name: '滷蛋', priceCents: 1_500 },
      { name: '豆干', priceCents: 2_500 },
    ],
  },
  {
    category: '飲料',
    kitchenArea: '飲料',
    printTag: true,
    items: [
      { name: '珍珠奶茶', priceCents: 6_000 },
      { name: '紅茶', priceCents: 3_000 },
      { name: '冬瓜檸檬', priceCents: 4_500 },
    ],
  },
];

/**
 * The demo stores' e-invoice seller (both invoice switches are on in DEMO_CONFIG) and the number ranges the seed
 * gives them for the current and the next period, so the demo POS issues invoices (docs/einvoice.md). The AES key
 * is the tax authority specification's test key: a real store enters its own.
 */
export const DEMO_EINVOICE: Readonly<Record<(typeof DEMO_STORES)[number], { sellerTaxId: string; letters: string }>> = {
  '示範餐廳 信義店': { sellerTaxId: '24536806', letters: 'DA' },
  '示範餐廳 大安店': { sellerTaxId: '12345675', letters: 'DB' },
};
export const DEMO_EINVOICE_AES_KEY = 'FE05F029154F6AA67A78B338ED2F6601';
/** 40 books of 50 per store and period. */
export const DEMO_EINVOICE_RANGE = { start: 0, end: 1_999 } as const;
