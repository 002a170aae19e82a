import type {
  BusinessHours,
  StoredDeviceSettings,
  InvoiceSettings,
  MobileOrderSetting,
  SwitchSettings,
  SystemModules,
  UiSettings,
} from '@diancan/core';
import { boolean, index, integer, jsonb, pgTable, primaryKey, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { createdAt, instant, updatedAt } from './columns.js';
import { users } from './users.js';

/** A restaurant. Stores are deactivated, never erased: orders and invoices keep pointing at them. */
export const stores = pgTable('stores', {
  id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
  name: text('name').notNull(),
  phone: text('phone'),
  address: text('address'),
  /** IANA zone; business days and report ranges are computed in it. */
  timeZone: text('time_zone').notNull().default('Asia/Taipei'),
  deactivatedAt: instant('deactivated_at'),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
});

export const STORE_RELATIONS = ['OWNER'] as const;
export type StoreRelation = (typeof STORE_RELATIONS)[number];

/** Which store users belong to which stores (the store principal is the OWNER). */
export const userStores = pgTable(
  'user_stores',
  {
    storeId: integer('store_id')
      .notNull()
      .references(() => stores.id),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id),
    relation: text('relation').$type<StoreRelation>().notNull().default('OWNER'),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.storeId, t.userId] }), index('user_stores_user_idx').on(t.userId)],
);

/** One row per store; each section is the object of the same name in the store config contract. */
export const storeConfigs = pgTable('store_configs', {
  storeId: integer('store_id')
    .primaryKey()
    .references(() => stores.id),
  switchSettings: jsonb('switch_settings').$type<SwitchSettings>().notNull(),
  deviceSettings: jsonb('device_settings').$type<StoredDeviceSettings>().notNull(),
  uiSettings: jsonb('ui_settings').$type<UiSettings>().notNull(),
  invoiceSettings: jsonb('invoice_settings').$type<InvoiceSettings>().notNull(),
  systemModules: jsonb('system_modules').$type<SystemModules>().notNull(),
  /** 營業時間 / 休息時間 / 公休日; null until the store sets them (then: open around the clock). */
  businessHours: jsonb('business_hours').$type<BusinessHours>(),
  /** 手機點餐設定; null until the store sets it (then the defaults of the contract). */
  mobileOrderSetting: jsonb('mobile_order_setting').$type<MobileOrderSetting>(),
  /** 服務費 in whole percent (0-20) on dine-in table orders (docs/tables.md); 0 = none. */
  serviceChargePercent: integer('service_charge_percent').notNull().default(0),
  /** 用餐時間: minutes after which the floor view colours a table as overstaying. */
  diningMinutes: integer('dining_minutes').notNull().default(90),
  updatedAt: updatedAt(),
});

/** The ways a store takes money (現金, LINE Pay, 信用卡, ...); statisticKey groups them in reports. */
export const payMethods = pgTable(
  'pay_methods',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    storeId: integer('store_id')
      .notNull()
      .references(() => stores.id),
    name: text('name').notNull(),
    statisticKey: text('statistic_key').notNull(),
    enabled: boolean('enabled').notNull().default(true),
    sort: integer('sort').notNull().default(0),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('pay_methods_store_sort_idx').on(t.storeId, t.sort),
    uniqueIndex('pay_methods_store_key_key').on(t.storeId, t.statisticKey),
  ],
);

/** The store's 6-digit manager code (識別碼) that opens the reports, kept as an argon2id hash. */
export const storeManagerCodes = pgTable('store_manager_codes', {
  storeId: integer('store_id')
    .primaryKey()
    .references(() => stores.id),
  codeHash: text('code_hash').notNull(),
  updatedAt: updatedAt(),
});
