import { z } from 'zod';
import { queryId, requestObject, requiredId } from './fields.js';

/**
 * Members and points (docs/members.md): a store's customers known by their mobile number, points earned on what they
 * pay and redeemed as money off. The paths and fields here are fixed by issue 36 (an outside check uses them).
 */

export { MEMBER_PATHS } from './member-paths.js';
import { MEMBER_MSG, MEMBER_PHONE_PATTERN } from './member-paths.js';
export { MEMBER_MSG, MEMBER_PHONE_PATTERN, MEMBER_WEB_PATHS, maskPhone } from './member-paths.js';

export const MEMBER_POINT_REASONS = ['EARN', 'CLAIM', 'REDEEM', 'EARN_REVERSAL', 'REDEEM_RETURN', 'EXPIRE'] as const;
export type MemberPointReason = (typeof MEMBER_POINT_REASONS)[number];

/** zh-TW names of the reasons (the ledger's 說明). */
export const MEMBER_POINT_REASON_LABEL: Readonly<Record<MemberPointReason, string>> = {
  EARN: '消費累點',
  CLAIM: '掃碼集點',
  REDEEM: '點數折抵',
  EARN_REVERSAL: '退款扣回',
  REDEEM_RETURN: '退款退還折抵',
  EXPIRE: '點數到期',
};

export const MEMBER_NAME_MAX = 30;
export const MEMBER_LIST_PAGE_MAX = 100;
/** How long a receipt's points-claim QR may be used. */
export const POINTS_CLAIM_VALID_MS = 7 * 24 * 3600_000;
export const EXPIRE_MONTHS_MAX = 120;
/** At most NT$100,000 per step, 10,000 points per step: beyond that a rule is a typo. */
const AMOUNT_MAX = 10_000_000;
const POINTS_STEP_MAX = 10_000;
/** Most points one checkout redeems. */
export const REDEEM_POINTS_MAX = 10_000_000;


const storeId = requiredId('商店編號');
const queryStoreId = queryId('商店編號');

export const memberPhoneField = z
  .string({ error: MEMBER_MSG.PHONE })
  .trim()
  .transform((phone) => phone.replace(/[\s-]/g, ''))
  .pipe(z.string().regex(MEMBER_PHONE_PATTERN, MEMBER_MSG.PHONE));


const points = (label: string) =>
  z
    .number({ error: `${label}為必填` })
    .int(`${label}須為整數`)
    .min(1, `${label}須至少1點`)
    .max(POINTS_STEP_MAX, `${label}不可超過${POINTS_STEP_MAX}點`);
const amount = (label: string) =>
  z
    .number({ error: `${label}為必填` })
    .int(`${label}須為整數(以分為單位)`)
    .min(100, `${label}須至少1元`)
    .max(AMOUNT_MAX, `${label}不可超過${AMOUNT_MAX / 100}元`)
    .refine((cents) => cents % 100 === 0, `${label}須為整數元`);

export const memberSettingsRequestSchema = requestObject({
  storeId,
  enabled: z.boolean({ error: '啟用狀態為必填' }),
  /** `earnPoints` for every `earnAmount` cents of the payable (1 point per NT$100: 10000 / 1). */
  earnAmount: amount('累點金額'),
  earnPoints: points('累點點數'),
  /** `redeemPoints` points take `redeemAmount` cents off (10 points = NT$10: 10 / 1000). */
  redeemPoints: points('折抵點數'),
  redeemAmount: amount('折抵金額'),
  expireMonths: z
    .number({ error: '點數效期須為月數' })
    .int('點數效期須為整數月')
    .min(1, '點數效期須至少1個月')
    .max(EXPIRE_MONTHS_MAX, `點數效期不可超過${EXPIRE_MONTHS_MAX}個月`)
    .nullish()
    .transform((value) => value ?? null),
});
export type MemberSettingsRequest = z.infer<typeof memberSettingsRequestSchema>;

export const memberSettingsSchema = z.object({
  enabled: z.boolean(),
  earnAmount: z.number().int(),
  earnPoints: z.number().int(),
  redeemPoints: z.number().int(),
  redeemAmount: z.number().int(),
  expireMonths: z.number().int().nullable(),
});
export type MemberSettings = z.infer<typeof memberSettingsSchema>;

const nameField = z
  .string({ error: '姓名須為文字' })
  .trim()
  .max(MEMBER_NAME_MAX, `姓名不可超過${MEMBER_NAME_MAX}字`)
  .nullish()
  .transform((value) => (value ? value : null));
const birthdayField = z
  .string({ error: MEMBER_MSG.BIRTHDAY })
  .pipe(z.iso.date({ error: MEMBER_MSG.BIRTHDAY }))
  .nullish()
  .transform((value) => value ?? null);

export const memberAddRequestSchema = requestObject({ storeId, phone: memberPhoneField, name: nameField, birthday: birthdayField });
export type MemberAddRequest = z.infer<typeof memberAddRequestSchema>;
export const memberUpdateRequestSchema = requestObject({
  storeId,
  id: requiredId('會員編號'),
  phone: memberPhoneField,
  name: nameField,
  birthday: birthdayField,
});
export type MemberUpdateRequest = z.infer<typeof memberUpdateRequestSchema>;

export const memberFindQuerySchema = requestObject({ storeId: queryStoreId, phone: memberPhoneField });
export const memberRecordQuerySchema = requestObject({ storeId: queryStoreId, id: queryId('會員編號') });
export const memberPointsQuerySchema = requestObject({ storeId: queryStoreId, memberId: queryId('會員編號') });
export const memberStoreQuerySchema = requestObject({ storeId: queryStoreId });

const pageField = (label: string, max: number, fallback: number) =>
  z.preprocess(
    (value) => (typeof value === 'string' ? (value.trim() === '' ? undefined : Number(value)) : value),
    z.number({ error: `${label}不正確` }).int(`${label}不正確`).min(1, `${label}不正確`).max(max, `${label}不正確`).default(fallback),
  );
export const memberListQuerySchema = requestObject({
  storeId: queryStoreId,
  /** Part of the number or the name. */
  search: z
    .string({ error: '搜尋須為文字' })
    .trim()
    .max(30, '搜尋不可超過30字')
    .refine((text) => !text.includes('\u0000'), '搜尋不可包含控制字元')
    .optional()
    .default(''),
  page: pageField('頁數', 1_000_000, 1),
  pageSize: pageField('每頁筆數', MEMBER_LIST_PAGE_MAX, 20),
});
export type MemberListQuery = z.infer<typeof memberListQuerySchema>;

export const memberReportQuerySchema = requestObject({
  storeId: queryStoreId,
  /** yyyy-MM of the first and last month (the store's calendar); the last 12 months by default. */
  from: z.string().regex(/^\d{4}-(0[1-9]|1[0-2])$/, MEMBER_MSG.MONTH).optional(),
  to: z.string().regex(/^\d{4}-(0[1-9]|1[0-2])$/, MEMBER_MSG.MONTH).optional(),
});
export type MemberReportQuery = z.infer<typeof memberReportQuerySchema>;

export const memberIdSchema = z.object({ id: z.number().int() });

/** find's answer: amounts in cents, `lastVisit` an ISO instant or null. */
export const memberSchema = z.object({
  id: z.number().int(),
  name: z.string().nullable(),
  phone: z.string(),
  birthday: z.string().nullable(),
  points: z.number().int(),
  visits: z.number().int(),
  totalSpent: z.number().int(),
  lastVisit: z.string().nullable(),
  createdAt: z.string(),
});
export type Member = z.infer<typeof memberSchema>;

/** A list row: the number masked (0912***678). */
export const memberListSchema = z.object({
  total: z.number().int(),
  page: z.number().int(),
  pageSize: z.number().int(),
  members: z.array(memberSchema),
});
export type MemberList = z.infer<typeof memberListSchema>;
export const memberExportSchema = z.array(memberSchema);

export const memberPointEntrySchema = z.object({
  points: z.number().int(),
  reason: z.enum(MEMBER_POINT_REASONS),
  orderId: z.number().int().nullable(),
  at: z.string(),
});
export type MemberPointEntry = z.infer<typeof memberPointEntrySchema>;
export const memberPointsSchema = z.object({ balance: z.number().int(), entries: z.array(memberPointEntrySchema) });
export type MemberPoints = z.infer<typeof memberPointsSchema>;

export const memberReportMonthSchema = z.object({
  month: z.string(),
  newMembers: z.number().int(),
  activeMembers: z.number().int(),
  pointsIssued: z.number().int(),
  pointsRedeemed: z.number().int(),
});
export const memberReportSchema = z.array(memberReportMonthSchema);
export type MemberReportMonth = z.infer<typeof memberReportMonthSchema>;

const claimToken = z
  .string({ error: MEMBER_MSG.CLAIM_INVALID })
  .trim()
  .regex(/^[A-Za-z0-9_-]{16,64}$/, MEMBER_MSG.CLAIM_INVALID);
export const pointsClaimRequestSchema = requestObject({ token: claimToken, phone: memberPhoneField });
export type PointsClaimRequest = z.infer<typeof pointsClaimRequestSchema>;
export const pointsClaimQuerySchema = requestObject({ token: claimToken });
export const pointsClaimInfoSchema = z.object({
  storeName: z.string(),
  points: z.number().int(),
  expiresAt: z.string(),
  claimed: z.boolean(),
});
export type PointsClaimInfo = z.infer<typeof pointsClaimInfoSchema>;
export const pointsClaimResultSchema = z.object({ points: z.number().int(), balance: z.number().int() });
export type PointsClaimResult = z.infer<typeof pointsClaimResultSchema>;

/** The request fields addOrder / updateOrderPaid take (docs/members.md). */
export const memberCheckoutFields = {
  memberId: requiredId('會員編號')
    .nullish()
    .transform((value) => value ?? null),
  redeemPoints: z
    .number({ error: '折抵點數須為數字' })
    .int('折抵點數須為整數')
    .min(0, MEMBER_MSG.REDEEM_NEGATIVE)
    .max(REDEEM_POINTS_MAX, MEMBER_MSG.NOT_ENOUGH)
    .default(0),
};

/** What a paid order with a member answers: who, the points it earned and redeemed, and the balance after it. */
export const orderMemberSummarySchema = z.object({
  memberId: z.number().int(),
  /** 0912***678, for the screen and the receipt. */
  phone: z.string(),
  name: z.string().nullable(),
  pointsEarned: z.number().int(),
  pointsRedeemed: z.number().int(),
  balance: z.number().int(),
});
export type OrderMemberSummary = z.infer<typeof orderMemberSummarySchema>;

/** The receipt's points-claim QR (POST /api/front/points/claim with the token). */
export const orderPointsClaimSchema = z.object({ token: z.string(), points: z.number().int(), expiresAt: z.string() });
export type OrderPointsClaim = z.infer<typeof orderPointsClaimSchema>;
