import {
  BRAND_MSG,
  BRAND_SHARING_MSG,
  type BrandCouponRequest,
  type BrandSettings,
  type BrandSettingsRequest,
  type MemberSettings,
} from '@diancan/core';
import type { Clock } from '../../platform/clock.js';
import type { Database, Transaction } from '../../platform/db/database.js';
import { badRequest, notFound } from '../../platform/errors/app-error.js';
import { brandBookRepository, type BrandRuleRow } from './brand-book.repository.js';

const repo = brandBookRepository;

function presentRule(row: BrandRuleRow): MemberSettings {
  return {
    enabled: row.enabled,
    earnAmount: row.earnAmountCents,
    earnPoints: row.earnPoints,
    redeemPoints: row.redeemPoints,
    redeemAmount: row.redeemAmountCents,
    expireMonths: row.expireMonths,
  };
}

/**
 * A brand's sharing (issue 37 item 5, docs/chains.md "Members and coupons"): one member book and points rule for its
 * stores, and brand-wide coupons. Turning members on merges the stores' books (one member per number); turning it off
 * gives every member back to the store it joined at.
 */
export class BrandSharingService {
  constructor(
    private readonly db: Database,
    private readonly clock: Clock,
  ) {}

  async settings(brandId: number): Promise<BrandSettings> {
    if (!(await repo.brandExists(this.db, brandId))) throw notFound(BRAND_MSG.NOT_FOUND);
    return this.read(this.db, brandId);
  }

  async save(request: BrandSettingsRequest): Promise<BrandSettings> {
    const now = this.clock();
    return this.db.transaction(async (tx) => {
      if (!(await repo.lockBrand(tx, request.brandId))) throw notFound(BRAND_MSG.NOT_FOUND);
      const before = await repo.settings(tx, request.brandId);
      if (request.memberRule) {
        const rule = request.memberRule;
        await repo.saveRule(
          tx,
          {
            brandId: request.brandId,
            enabled: rule.enabled,
            earnAmountCents: rule.earnAmount,
            earnPoints: rule.earnPoints,
            redeemPoints: rule.redeemPoints,
            redeemAmountCents: rule.redeemAmount,
            expireMonths: rule.expireMonths,
          },
          now,
        );
      }
      const wasSharing = before?.sharedMembers ?? false;
      if (request.sharedMembers && !wasSharing) {
        // The stores' points go on under one rule: the one given, else the first store's with points on.
        await repo.copyFirstStoreRule(tx, request.brandId, now);
      }
      await repo.saveSettings(tx, { brandId: request.brandId, sharedMembers: request.sharedMembers, sharedCoupons: request.sharedCoupons }, now);
      if (request.sharedMembers && !wasSharing) await repo.mergeIntoBrand(tx, request.brandId, now);
      if (!request.sharedMembers && wasSharing) await repo.splitFromBrand(tx, request.brandId, now);
      return this.read(tx, request.brandId);
    });
  }

  async coupon(request: BrandCouponRequest): Promise<{ couponId: number; brandWide: boolean }> {
    return this.db.transaction(async (tx) => {
      if (!(await repo.brandExists(tx, request.brandId))) throw notFound(BRAND_MSG.NOT_FOUND);
      if (!(await repo.storeInBrand(tx, request.brandId, request.storeId))) throw badRequest(BRAND_SHARING_MSG.STORE_NOT_IN_BRAND);
      if (!(await repo.markCoupon(tx, request.storeId, request.couponId, request.brandWide, this.clock()))) {
        throw notFound(BRAND_SHARING_MSG.COUPON_NOT_FOUND);
      }
      return { couponId: request.couponId, brandWide: request.brandWide };
    });
  }

  private async read(db: Database | Transaction, brandId: number): Promise<BrandSettings> {
    const settings = await repo.settings(db, brandId);
    const rule = await repo.rule(db, brandId);
    return {
      brandId,
      sharedMembers: settings?.sharedMembers ?? false,
      sharedCoupons: settings?.sharedCoupons ?? false,
      memberRule: rule ? presentRule(rule) : null,
    };
  }
}

/**
 * A store joins or leaves a brand (the chains area calls these inside its transaction): while the brand shares
 * members, a joining store's members go into the brand's book (merged by number), and a leaving store takes back the
 * members who joined at it.
 */
export async function storeJoinedBrand(tx: Transaction, brandId: number, now: Date): Promise<void> {
  if ((await repo.settings(tx, brandId))?.sharedMembers) await repo.mergeIntoBrand(tx, brandId, now);
}

export async function storeLeavingBrand(tx: Transaction, brandId: number, storeId: number, now: Date): Promise<void> {
  if ((await repo.settings(tx, brandId))?.sharedMembers) await repo.splitFromBrand(tx, brandId, now, storeId);
}
