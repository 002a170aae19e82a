/**
 * The members' paths, messages and the number's shape without zod (docs/members.md), so the customer's claim page
 * (apps/web/src/front) stays small; the schemas are in members.ts, which re-exports these.
 */

type Call<M extends 'GET' | 'POST' | 'PUT' | 'DELETE'> = { method: M; path: string };
const call = <M extends 'GET' | 'POST' | 'PUT' | 'DELETE'>(method: M, path: string): Call<M> => ({ method, path });

export const MEMBER_PATHS = {
  /** PUT the rule; GET (same path, `?storeId=`) reads it. */
  settings: call('PUT', '/api/back/member/settings'),
  getSettings: call('GET', '/api/back/member/settings'),
  add: call('POST', '/api/back/member/add'),
  find: call('GET', '/api/back/member/find'),
  list: call('GET', '/api/back/member/list'),
  update: call('PUT', '/api/back/member/update'),
  remove: call('DELETE', '/api/back/member/remove'),
  /** Every member with the full number, for the owner only. */
  export: call('GET', '/api/back/member/export'),
  points: call('GET', '/api/back/member/points'),
  report: call('GET', '/api/back/member/report'),
  /** The receipt's QR: the customer types the number to collect the order's points. */
  claim: call('POST', '/api/front/points/claim'),
  claimInfo: call('GET', '/api/front/points/claim'),
} as const;

export const MEMBER_PHONE_PATTERN = /^09\d{8}$/;

export const MEMBER_MSG = {
  PHONE: '手機號碼須為09開頭的10位數字',
  PHONE_TAKEN: '此手機號碼已是會員',
  NOT_FOUND: '會員不存在',
  OFF: '商店未開啟會員點數',
  NOT_ENOUGH: '會員點數不足',
  REDEEM_STEP: '折抵點數須為每次折抵點數的倍數',
  REDEEM_NEGATIVE: '折抵點數不可小於0',
  REDEEM_WITHOUT_MEMBER: '折抵點數須先選擇會員',
  REDEEM_OVER_TOTAL: '折抵金額不可超過訂單金額',
  ENTERTAIN: '招待訂單不可折抵點數',
  CLAIM_INVALID: '集點連結無效',
  CLAIM_USED: '此筆消費的點數已領取',
  CLAIM_EXPIRED: '集點連結已過期',
  ORDER_HAS_MEMBER: '此訂單已指定會員',
  OWNER_ONLY: '僅限店家帳號匯出',
  BIRTHDAY: '生日格式須為yyyy-MM-dd',
  MONTH: '月份格式須為yyyy-MM',
} as const;

/** 0912***678: what lists show of a number. */
export function maskPhone(phone: string): string {
  return phone.length === 10 ? `${phone.slice(0, 4)}***${phone.slice(7)}` : phone;
}

/** The customer's pages (apps/web/src/front): the receipt's points-claim QR opens this (docs/members.md). */
export const MEMBER_WEB_PATHS = {
  pointsClaim: (claimToken: string) => `/order/points/${claimToken}`,
} as const;
