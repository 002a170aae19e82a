import {
  BRAND_SHARING_MSG,
  businessDateOf,
  maskPhone,
  type Member,
  type MemberAddRequest,
  type MemberList,
  type MemberListQuery,
  MEMBER_MSG,
  type MemberPoints,
  type MemberReportMonth,
  type MemberReportQuery,
  type MemberSettings,
  type MemberSettingsRequest,
  type MemberUpdateRequest,
  type PointsClaimInfo,
  type PointsClaimRequest,
  type PointsClaimResult,
} from '@diancan/core';
import type { Clock } from '../../platform/clock.js';
import type { Database, Transaction } from '../../platform/db/database.js';
import { badRequest, conflict, notFound } from '../../platform/errors/app-error.js';
import { isUniqueViolation } from '../../platform/records.js';
import { BrandSharingService } from './brand-sharing.service.js';
import { activeRule } from './member-points.js';
import { memberRepository, type MemberRow } from './members.repository.js';

const repo = memberRepository;

export function presentMember(row: MemberRow, masked: boolean): Member {
  const phone = row.phone ?? '';
  return {
    id: row.id,
    name: row.name,
    phone: masked ? maskPhone(phone) : phone,
    birthday: row.birthday,
    points: row.points,
    visits: row.visits,
    totalSpent: row.totalSpentCents,
    lastVisit: row.lastVisitAt?.toISOString() ?? null,
    createdAt: row.createdAt.toISOString(),
  };
}

/** The first of a month `delta` months from `month` (yyyy-MM). */
function monthStart(month: string, delta = 0): string {
  const [year, mon] = month.split('-').map(Number) as [number, number];
  const index = year * 12 + (mon - 1) + delta;
  return `${Math.floor(index / 12)}-${String((index % 12) + 1).padStart(2, '0')}-01`;
}

/** Members, their points, the points claim and the nightly expiry (docs/members.md). */
export class MemberService {
  /** A brand's shared member book and coupons (PUT /api/back/brand/settings, /api/back/brand/coupon). */
  readonly brandSharing: BrandSharingService;

  constructor(
    private readonly db: Database,
    private readonly clock: Clock,
  ) {
    this.brandSharing = new BrandSharingService(db, clock);
  }

  async settings(storeId: number): Promise<MemberSettings> {
    const row = await repo.settings(this.db, storeId);
    if (!row) return { enabled: false, earnAmount: 10_000, earnPoints: 1, redeemPoints: 10, redeemAmount: 1_000, expireMonths: null };
    return {
      enabled: row.enabled,
      earnAmount: row.earnAmountCents,
      earnPoints: row.earnPoints,
      redeemPoints: row.redeemPoints,
      redeemAmount: row.redeemAmountCents,
      expireMonths: row.expireMonths,
    };
  }

  async saveSettings(request: MemberSettingsRequest): Promise<MemberSettings> {
    // A brand that shares members has one rule, set by its HQ (PUT /api/back/brand/settings).
    if ((await repo.sharedBrandId(this.db, request.storeId)) !== null) throw conflict(BRAND_SHARING_MSG.RULE_BY_BRAND);
    await repo.saveSettings(
      this.db,
      {
        storeId: request.storeId,
        enabled: request.enabled,
        earnAmountCents: request.earnAmount,
        earnPoints: request.earnPoints,
        redeemPoints: request.redeemPoints,
        redeemAmountCents: request.redeemAmount,
        expireMonths: request.expireMonths,
      },
      this.clock(),
    );
    return this.settings(request.storeId);
  }

  async add(request: MemberAddRequest): Promise<{ id: number }> {
    try {
      const row = await repo.insert(this.db, request.storeId, { phone: request.phone, name: request.name, birthday: request.birthday }, this.clock());
      return { id: row.id };
    } catch (error) {
      if (isUniqueViolation(error)) throw conflict(MEMBER_MSG.PHONE_TAKEN);
      throw error;
    }
  }

  async find(storeId: number, phone: string): Promise<Member> {
    const row = await repo.byPhone(this.db, storeId, phone);
    if (!row) throw notFound(MEMBER_MSG.NOT_FOUND);
    return presentMember(row, false);
  }

  async list(query: MemberListQuery): Promise<MemberList> {
    // Digits typed with spaces or dashes still find the number.
    const search = /^[\d\s-]+$/.test(query.search) ? query.search.replace(/[\s-]/g, '') : query.search;
    const { total, rows } = await repo.list(this.db, query.storeId, search, query.page, query.pageSize);
    return { total, page: query.page, pageSize: query.pageSize, members: rows.map((row) => presentMember(row, true)) };
  }

  async update(request: MemberUpdateRequest): Promise<Member> {
    try {
      const row = await repo.update(this.db, request.storeId, request.id, { phone: request.phone, name: request.name, birthday: request.birthday }, this.clock());
      if (!row) throw notFound(MEMBER_MSG.NOT_FOUND);
      return presentMember(row, false);
    } catch (error) {
      if (isUniqueViolation(error)) throw conflict(MEMBER_MSG.PHONE_TAKEN);
      throw error;
    }
  }

  async remove(storeId: number, id: number): Promise<void> {
    await this.db.transaction(async (tx) => {
      // Locked first: a checkout of the member finishes before the person is erased, or waits and finds no member.
      if (!(await repo.lock(tx, storeId, id))) throw notFound(MEMBER_MSG.NOT_FOUND);
      await repo.erase(tx, storeId, id, this.clock());
    });
  }

  async export(storeId: number): Promise<Member[]> {
    return (await repo.all(this.db, storeId)).map((row) => presentMember(row, false));
  }

  async points(storeId: number, memberId: number): Promise<MemberPoints> {
    const member = await repo.byId(this.db, storeId, memberId);
    if (!member) throw notFound(MEMBER_MSG.NOT_FOUND);
    const entries = await repo.ledger(this.db, memberId);
    return { balance: member.points, entries: entries.map((entry) => ({ ...entry, at: entry.at.toISOString() })) };
  }

  async report(query: MemberReportQuery): Promise<MemberReportMonth[]> {
    const timeZone = await repo.timeZone(this.db, query.storeId);
    const thisMonth = businessDateOf(this.clock(), timeZone).slice(0, 7);
    const to = query.to ?? thisMonth;
    const from = query.from ?? monthStart(to, -11).slice(0, 7);
    if (from > to) throw badRequest('起始月份不可晚於結束月份');
    if (monthStart(from, 36) < monthStart(to)) throw badRequest('報表區間不可超過36個月');
    const rows = await repo.report(this.db, query.storeId, timeZone, monthStart(from), monthStart(to));
    return rows.map((row) => ({
      month: row.month,
      newMembers: Number(row.new_members),
      activeMembers: Number(row.active_members),
      pointsIssued: Number(row.points_issued),
      pointsRedeemed: Number(row.points_redeemed),
    }));
  }

  async claimInfo(token: string): Promise<PointsClaimInfo> {
    const claim = await repo.claim(this.db, token, false);
    if (!claim) throw notFound(MEMBER_MSG.CLAIM_INVALID);
    return { storeName: claim.storeName, points: claim.points, expiresAt: claim.expiresAt.toISOString(), claimed: claim.claimedAt !== null };
  }

  /**
   * A customer collects a receipt's points with their number: once (the claim row is locked, then marked), within 7
   * days, for a store that still has points on. A number that is not yet a member becomes one: typing it is the
   * customer's own request to collect.
   */
  claim(request: PointsClaimRequest): Promise<PointsClaimResult> {
    const now = this.clock();
    return this.db.transaction(async (tx) => {
      const claim = await repo.claim(tx, request.token, true);
      if (!claim) throw notFound(MEMBER_MSG.CLAIM_INVALID);
      if (claim.claimedAt !== null) throw conflict(MEMBER_MSG.CLAIM_USED);
      if (claim.expiresAt.getTime() <= now.getTime()) throw conflict(MEMBER_MSG.CLAIM_EXPIRED);
      if (!(await activeRule(tx, claim.storeId))) throw conflict(MEMBER_MSG.OFF);
      if ((await repo.orderMember(tx, claim.storeId, claim.orderId)) !== null) throw conflict(MEMBER_MSG.CLAIM_USED);
      const member = await this.memberFor(tx, claim.storeId, request.phone, now);
      await repo.addPoints(tx, { storeId: claim.storeId, memberId: member.id, points: claim.points, reason: 'CLAIM', orderId: claim.orderId, at: now });
      await repo.markClaimed(tx, claim.id, member.id, now);
      return { points: claim.points, balance: member.points + claim.points };
    });
  }

  /** The member of a number, locked; a new member when the number is none yet. */
  private async memberFor(tx: Transaction, storeId: number, phone: string, now: Date): Promise<MemberRow> {
    const found = await repo.byPhone(tx, storeId, phone);
    const member = found ? await repo.lock(tx, storeId, found.id) : await repo.insert(tx, storeId, { phone, name: null, birthday: null }, now);
    if (!member) throw notFound(MEMBER_MSG.NOT_FOUND);
    return member;
  }

  /** The nightly expiry: each member's points past the store's `expireMonths`, as EXPIRE rows. Answers how many. */
  async expirePoints(): Promise<number> {
    const now = this.clock();
    const due = await repo.expiring(this.db, now);
    let total = 0;
    for (const { storeId, memberId } of due) {
      // Each member in its own short transaction, counted again under the lock (a checkout may have run since).
      total += await this.db.transaction(async (tx) => {
        const member = await repo.lock(tx, storeId, memberId);
        if (!member) return 0;
        const points = (await repo.expiring(tx, now, memberId))[0]?.points ?? 0;
        if (points <= 0) return 0;
        await repo.addPoints(tx, { storeId, memberId, points: -points, reason: 'EXPIRE', orderId: null, at: now });
        return points;
      });
    }
    return total;
  }

  /** Self-ordering: the member of a number the customer typed (made a member when new), or null while points are off. */
  /** The store has points on (the self-ordering menu offers the number field). */
  async pointsOn(storeId: number): Promise<boolean> {
    return (await this.settings(storeId)).enabled;
  }

  memberIdForPhone(storeId: number, phone: string): Promise<number | null> {
    return this.db.transaction(async (tx) => {
      if (!(await activeRule(tx, storeId))) return null;
      try {
        return (await this.memberFor(tx, storeId, phone, this.clock())).id;
      } catch (error) {
        if (isUniqueViolation(error)) throw conflict(MEMBER_MSG.PHONE_TAKEN);
        throw error;
      }
    });
  }
}
