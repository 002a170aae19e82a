import { z } from 'zod';
import { ACCOUNT_PATHS, updateStorePrincipalPasswordRequestSchema } from '../contracts/auth.js';
import { AUDIT_PATHS, auditPageRequestSchema, auditPageSchema } from '../contracts/audit.js';
import { copyMenuRequestSchema, copyMenuResultSchema, MENU_PATHS } from '../contracts/menu.js';
import {
  SALES_PATHS,
  salesAddRequestSchema,
  salesDetailSchema,
  salesOptionSchema,
  salesPageRequestSchema,
  salesPageSchema,
  salesUpdateRequestSchema,
} from '../contracts/sales.js';
import {
  SCHEME_PATHS,
  schemeAddRequestSchema,
  schemeFileSchema,
  schemeOptionSchema,
  schemePageRequestSchema,
  schemePageSchema,
  schemeSchema,
  schemeUpdateRequestSchema,
} from '../contracts/schemes.js';
import { storeIdQuerySchema } from '../contracts/store-config.js';
import {
  CONTRACT_PATHS,
  contractAddRequestSchema,
  contractIdQuerySchema,
  contractPageRequestSchema,
  contractPageSchema,
  contractSchema,
  contractUpdateRequestSchema,
  expirePageRequestSchema,
  expirePageSchema,
} from '../contracts/store-contracts.js';
import {
  idQuerySchema,
  STORE_PATHS,
  storeDetailSchema,
  storeIdOnlyRequestSchema,
  storeListRequestSchema,
  storeModuleRequestSchema,
  storeOptionSchema,
  storeOwnerUpdateRequestSchema,
  storePageRequestSchema,
  storePageSchema,
  storeQrHashSchema,
  storeSwitchRequestSchema,
} from '../contracts/stores.js';
import { callsOf, multipartForm, noData, noRequest } from './call.js';

/*
 * The platform back office: stores, their contracts and schemes, sales people and the audit log. A change to a
 * store, a contract or a sales person changes the store rows (contract state, assigned sales person) and writes the
 * audit log, which is read under ['stores'], so those changes refresh ['stores'] as a whole.
 */

const stores = callsOf('stores');
const audit = callsOf('stores', 'audit');
const menu = callsOf('menu');
const contracts = callsOf('contracts');
const schemes = callsOf('schemes');
const sales = callsOf('sales');

export const STORE_API = {
  getPage: stores.body(STORE_PATHS.getPage, storePageRequestSchema, storePageSchema, { read: true }),
  /** The store pickers (announcements, sales assignment, copy menu) share this one list. */
  getList: stores.body(STORE_PATHS.getList, storeListRequestSchema, z.array(storeOptionSchema), { read: true }),
  getDetail: stores.query(STORE_PATHS.getDetail, idQuerySchema, storeDetailSchema),
  randomBindCode: stores.query(STORE_PATHS.randomBindCode, noRequest, z.string()),
  /** Multipart: the JSON `data` part and an optional `logo` file (STORE_FORM_FIELDS). */
  add: stores.body(STORE_PATHS.add, multipartForm, storeDetailSchema),
  update: stores.body(STORE_PATHS.update, multipartForm, storeDetailSchema),
  remove: stores.query(STORE_PATHS.remove, idQuerySchema, noData),
  restore: stores.body(STORE_PATHS.restore, storeIdOnlyRequestSchema, storeDetailSchema),
  getQRHash: stores.query(STORE_PATHS.getQRHash, storeIdQuerySchema, storeQrHashSchema),
  updateModule: stores.body(STORE_PATHS.updateModule, storeModuleRequestSchema, noData),
  updateAdminInvoiceSwitch: stores.body(STORE_PATHS.updateAdminInvoiceSwitch, storeSwitchRequestSchema, noData),
  updateOwner: stores.body(STORE_PATHS.updateOwner, storeOwnerUpdateRequestSchema, noData),
  /** The owner's sessions end; nothing cached changes. */
  setOwnerPassword: stores.body(ACCOUNT_PATHS.updateStorePrincipalPassword, updateStorePrincipalPasswordRequestSchema, noData),
  /** Copies one store's whole menu into another (the menu area: the target's menu screens read it again). */
  copyMenu: menu.body(MENU_PATHS.store.copyMenu, copyMenuRequestSchema, copyMenuResultSchema),
  /** Stores whose latest contract ends soon (read with the store rows: a store or contract change moves it). */
  getExpire: stores.body(CONTRACT_PATHS.getExpire, expirePageRequestSchema, expirePageSchema, { read: true }),
} as const;

export const AUDIT_API = {
  getPage: audit.body(AUDIT_PATHS.getPage, auditPageRequestSchema, auditPageSchema, { read: true }),
} as const;

export const CONTRACT_API = {
  /** A store's contracts (the store's contracts tab) and a scheme's contracts (contract-classification): one list. */
  getPage: contracts.body(CONTRACT_PATHS.getPage, contractPageRequestSchema, contractPageSchema, { read: true }),
  add: contracts.body(CONTRACT_PATHS.add, contractAddRequestSchema, contractSchema, { affects: [['stores']] }),
  update: contracts.body(CONTRACT_PATHS.update, contractUpdateRequestSchema, contractSchema, { affects: [['stores']] }),
  remove: contracts.query(CONTRACT_PATHS.remove, contractIdQuerySchema, noData, { affects: [['stores']] }),
} as const;

/** Contract schemes; their names show in the contract lists, so a scheme change refreshes those too. */
export const SCHEME_API = {
  getPage: schemes.body(CONTRACT_PATHS.getSchemePage, schemePageRequestSchema, schemePageSchema, { read: true }),
  getDetail: schemes.query(CONTRACT_PATHS.getSchemeDetail, idQuerySchema, schemeSchema),
  /** The schemes a contract can be made under (select options). */
  getPlanList: schemes.query(CONTRACT_PATHS.getPlanList, noRequest, z.array(schemeOptionSchema)),
  add: schemes.body(SCHEME_PATHS.add, schemeAddRequestSchema, schemeSchema, { affects: [['contracts']] }),
  update: schemes.body(SCHEME_PATHS.update, schemeUpdateRequestSchema, schemeSchema, { affects: [['contracts']] }),
  remove: schemes.query(SCHEME_PATHS.remove, idQuerySchema, noData, { affects: [['contracts']] }),
  /** Multipart: one to three PDFs in parts named SCHEME_UPLOAD_FIELD; answered with their ids (nothing cached yet). */
  upload: schemes.body(SCHEME_PATHS.upload, multipartForm, z.array(schemeFileSchema), { read: true }),
} as const;

/** Sales people; a change moves store assignments, so the store rows are read again too. */
export const SALES_API = {
  getSimpleList: sales.query(SALES_PATHS.getSimpleList, noRequest, z.array(salesOptionSchema)),
  getPage: sales.body(SALES_PATHS.getPage, salesPageRequestSchema, salesPageSchema, { read: true }),
  getDetail: sales.query(SALES_PATHS.getDetail, idQuerySchema, salesDetailSchema),
  add: sales.body(SALES_PATHS.add, salesAddRequestSchema, salesDetailSchema, { affects: [['stores']] }),
  update: sales.body(SALES_PATHS.update, salesUpdateRequestSchema, salesDetailSchema, { affects: [['stores']] }),
  remove: sales.query(SALES_PATHS.remove, idQuerySchema, noData, { affects: [['stores']] }),
} as const;
