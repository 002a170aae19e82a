import { z } from 'zod';
import { queryId, requestObject, requiredId, requiredText } from './fields.js';
import { PAY_METHOD_KEYS } from '../constants.js';
import { payMethodSchema } from './store-config.js';

/**
 * Pay methods (store operations sections 3, 7 and 9): the ways a store takes money. The checkout lists the
 * enabled ones in `sort` order (6 per page, the first is the default); `statisticKey` groups them in reports and
 * CASH is the one with an amount tendered and change. The rows are the store config's `payMethods`.
 */

type Call<M extends 'GET' | 'POST' | 'PUT' | 'DELETE'> = { method: M; path: string };
const call = <M extends 'GET' | 'POST' | 'PUT' | 'DELETE'>(method: M, path: string): Call<M> => ({ method, path });

/** GET and DELETE take `?storeId=` (and `&id=`); the others a JSON body. */
export const PAY_METHOD_PATHS = {
  add: call('POST', '/api/back/payMethod/add'),
  update: call('PUT', '/api/back/payMethod/update'),
  updateStatus: call('PUT', '/api/back/payMethod/updateStatus'),
  updateSort: call('PUT', '/api/back/payMethod/updateSort'),
  remove: call('DELETE', '/api/back/payMethod/remove'),
  getList: call('GET', '/api/back/payMethod/getList'),
} as const;

export const PAY_METHOD_NAME_MAX_LENGTH = 20;
export const PAY_METHODS_MAX = 50;

/** Statistic keys the settings screen offers; a store may type another (upper-case letters, digits, _). */
export const PAY_METHOD_STATISTIC_KEYS = [
  PAY_METHOD_KEYS.CASH,
  PAY_METHOD_KEYS.LINE_PAY_OFFLINE,
  'CREDIT_CARD',
  'JKO_PAY',
  'EASY_CARD',
  'OTHER',
] as const;

/** Labels of the keys above (ours). */
export const PAY_METHOD_STATISTIC_LABELS: Readonly<Record<string, string>> = {
  CASH: '現金',
  LINE_PAY_OFFLINE: 'LINE Pay(線下)',
  CREDIT_CARD: '信用卡',
  JKO_PAY: '街口支付',
  EASY_CARD: '悠遊卡',
  OTHER: '其他',
};

/** Server messages of this area (ours). */
export const PAY_METHOD_MSG = {
  KEY_TAKEN: '統計代碼已被其他付款方式使用',
  SORT_MISMATCH: '排序項目與現有資料不一致，請重新整理後再試',
  TOO_MANY: `付款方式不可超過${PAY_METHODS_MAX}個`,
} as const;

const storeId = requiredId('商店編號');

const name = requiredText('付款方式名稱').max(
  PAY_METHOD_NAME_MAX_LENGTH,
  `付款方式名稱不可超過${PAY_METHOD_NAME_MAX_LENGTH}字`,
);

const statisticKey = requiredText('統計代碼')
  .max(40, '統計代碼不可超過40字')
  .regex(/^[A-Z][A-Z0-9_]*$/, '統計代碼須為大寫英文字母、數字或底線');

export const payMethodListQuerySchema = requestObject({ storeId: queryId('商店編號') });
export type PayMethodListQuery = z.infer<typeof payMethodListQuerySchema>;

export const payMethodRecordQuerySchema = requestObject({ storeId: queryId('商店編號'), id: queryId('付款方式編號') });
export type PayMethodRecordQuery = z.infer<typeof payMethodRecordQuerySchema>;

export const payMethodAddRequestSchema = requestObject({
  storeId,
  name,
  statisticKey,
  enabled: z.boolean({ error: '啟用狀態須為是或否' }).default(true),
});
export type PayMethodAddRequest = z.infer<typeof payMethodAddRequestSchema>;
export type PayMethodAddInput = z.input<typeof payMethodAddRequestSchema>;

export const payMethodUpdateRequestSchema = requestObject({
  storeId,
  id: requiredId('付款方式編號'),
  name,
  statisticKey,
});
export type PayMethodUpdateRequest = z.infer<typeof payMethodUpdateRequestSchema>;

export const payMethodStatusRequestSchema = requestObject({
  storeId,
  idList: z
    .array(requiredId('付款方式編號'), { error: '付款方式清單為必填' })
    .min(1, '請選擇付款方式')
    .max(PAY_METHODS_MAX, PAY_METHOD_MSG.TOO_MANY)
    .refine((ids) => new Set(ids).size === ids.length, '清單內不可有重複項目'),
  enabled: z.boolean({ error: '啟用狀態須為是或否' }),
});
export type PayMethodStatusRequest = z.infer<typeof payMethodStatusRequestSchema>;

/** The complete new order of the store's pay methods: every id exactly once (else 400 SORT_MISMATCH). */
export const payMethodSortRequestSchema = requestObject({
  storeId,
  sortedIdList: z
    .array(requiredId('付款方式編號'), { error: '排序項目清單為必填' })
    .max(PAY_METHODS_MAX, PAY_METHOD_MSG.TOO_MANY)
    .refine((ids) => new Set(ids).size === ids.length, '清單內不可有重複項目'),
});
export type PayMethodSortRequest = z.infer<typeof payMethodSortRequestSchema>;

export const payMethodListSchema = z.array(payMethodSchema);
