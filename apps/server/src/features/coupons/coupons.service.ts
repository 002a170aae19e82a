import {
  BRAND_MSG,
  BRAND_SHARING_MSG,
  type BrandCouponAddRequest,
  type BrandCouponRecordQuery,
  type BrandCouponStatusRequest,
  type BrandCouponUpdateRequest,
  businessDateOf,
  COUPON_MSG,
  COUPONS_MAX,
  type Coupon,
  type CouponAddRequest,
  type CouponStatusRequest,
  type CouponTermsView,
  type CouponUpdateRequest,
} from '@diancan/core';
import type { Clock } from '../../platform/clock.js';
import type { Database, Transaction } from '../../platform/db/database.js';
import { badRequest, conflict, forbidden, notFound } from '../../platform/errors/app-error.js';
import { isUniqueViolation } from '../../platform/records.js';
import { couponRepository, type CouponRow, type CouponValues, type ListedCoupon } from './coupons.repository.js';

export function presentCouponTerms(row: CouponRow): CouponTermsView {
  return {
    id: row.id,
    code: row.code,
    name: row.name,
    discountType: row.discountType,
    discountAmount: row.discountAmountCents,
    discountPercentage: row.discountPercentage,
    minimumSpend: row.minimumSpendCents,
    perCustomerLimit: row.perCustomerLimit,
  };
}

function presentCoupon(row: CouponRow & Partial<Pick<ListedCoupon, 'discountTotal' | 'ownerStoreName'>>, storeName = ''): Coupon {
  return {
    ...presentCouponTerms(row),
    startDate: row.startDate,
    endDate: row.endDate,
    quantity: row.quantity,
    usedCount: row.usedCount,
    status: row.status,
    discountTotal: row.discountTotal ?? 0,
    createdAt: row.createdAt.toISOString(),
    brandWide: row.brandWide,
    ownerStoreId: row.storeId,
    ownerStoreName: row.ownerStoreName ?? storeName,
  };
}

function valuesOf(request: CouponAddRequest): CouponValues {
  return {
    code: request.code,
    name: request.name,
    discountType: request.discountType,
    // One discount per coupon: the field of the other type is not kept.
    discountAmountCents: request.discountType === 'AMOUNT' ? request.discountAmount : null,
    discountPercentage: request.discountType === 'PERCENTAGE' ? request.discountPercentage : null,
    minimumSpendCents: request.minimumSpend,
    startDate: request.startDate,
    endDate: request.endDate,
    quantity: request.quantity,
    perCustomerLimit: request.perCustomerLimit,
  };
}

/** Why a coupon cannot be redeemed on `today` (the store's calendar day), or null when it can. */
export function redeemRefusal(row: CouponRow | undefined, today: string): string | null {
  if (!row) return COUPON_MSG.INVALID;
  if (row.status !== 'ACTIVE') return COUPON_MSG.PAUSED;
  if (today < row.startDate) return COUPON_MSG.NOT_STARTED;
  if (today > row.endDate) return COUPON_MSG.EXPIRED;
  if (row.usedCount >= row.quantity) return COUPON_MSG.USED_UP;
  return null;
}

/**
 * Inside an order's transaction: locks the coupon of `code`, checks it may be redeemed today and by this customer,
 * and answers its terms for pricing. The caller records the redemption with `recordCouponRedemption` after the
 * order row is written, in the same transaction; the row lock makes concurrent checkouts of the last coupon wait
 * for each other, so exactly one of them finds it left.
 */
export async function claimCoupon(
  tx: Transaction,
  claim: { storeId: number; code: string; today: string; customerKey: string | null },
): Promise<CouponTermsView> {
  const row = await couponRepository.lockByCode(tx, claim.storeId, claim.code);
  const refusal = redeemRefusal(row, claim.today);
  if (refusal !== null || !row) throw refusal === COUPON_MSG.USED_UP ? conflict(refusal) : badRequest(refusal ?? COUPON_MSG.INVALID);
  if (row.perCustomerLimit !== null) {
    if (claim.customerKey === null) throw badRequest(COUPON_MSG.CUSTOMER_REQUIRED);
    if ((await couponRepository.customerRedemptions(tx, row.id, claim.customerKey)) >= row.perCustomerLimit) {
      throw conflict(COUPON_MSG.CUSTOMER_LIMIT);
    }
  }
  return presentCouponTerms(row);
}

export function recordCouponRedemption(
  tx: Transaction,
  redemption: { storeId: number; couponId: number; orderId: number; customerKey: string | null; discountCents: number; now: Date },
): Promise<void> {
  return couponRepository.redeem(tx, redemption);
}

/** The coupon panel (whats-eat-panel) and the checkout's look-up. */
export class CouponService {
  constructor(
    private readonly db: Database,
    private readonly clock: Clock,
  ) {}

  /** The store's coupons, and the brand-wide coupons of its brand it takes (read-only here: `ownerStoreId`). */
  async list(storeId: number): Promise<Coupon[]> {
    return (await couponRepository.list(this.db, storeId)).map((row) => presentCoupon(row));
  }

  add(request: CouponAddRequest): Promise<Coupon> {
    return this.change((tx, now) => this.insert(tx, request, now, false));
  }

  /** A coupon of a store of the brand, brand-wide from the start (HQ's 品牌優惠券). */
  addForBrand(request: BrandCouponAddRequest): Promise<Coupon> {
    return this.change(async (tx, now) => {
      await this.checkStoreOfBrand(tx, request.brandId, request.storeId);
      return this.insert(tx, request, now, true);
    });
  }

  /** HQ's edit of a brand-wide coupon of a store of the brand: the store's rules (`update`), the brand's coupon only. */
  updateForBrand(request: BrandCouponUpdateRequest): Promise<Coupon> {
    return this.forBrand(request, (tx, now) => this.updateIn(tx, request, now));
  }

  updateStatusForBrand(request: BrandCouponStatusRequest): Promise<void> {
    return this.forBrand(request, (tx, now) => this.updateStatusIn(tx, request, now));
  }

  removeForBrand(query: BrandCouponRecordQuery): Promise<void> {
    return this.forBrand(query, (tx, now) => this.removeIn(tx, query.storeId, query.id, now));
  }

  /** Every live brand-wide coupon of the brand's stores, with the store that owns it and its usage in all stores. */
  async listOfBrand(brandId: number): Promise<Coupon[]> {
    if (!(await couponRepository.brandExists(this.db, brandId))) throw notFound(BRAND_MSG.NOT_FOUND);
    return (await couponRepository.listOfBrand(this.db, brandId)).map((row) => presentCoupon(row));
  }

  update(request: CouponUpdateRequest): Promise<Coupon> {
    return this.change((tx, now) => this.updateIn(tx, request, now));
  }

  updateStatus(request: CouponStatusRequest): Promise<void> {
    return this.change((tx, now) => this.updateStatusIn(tx, request, now));
  }

  remove(storeId: number, id: number): Promise<void> {
    return this.change((tx, now) => this.removeIn(tx, storeId, id, now));
  }

  /** The terms of a code that may be redeemed today (400 / 409 with the reason otherwise). Reads only. */
  async check(storeId: number, code: string): Promise<CouponTermsView> {
    const timeZone = await couponRepository.timeZoneOf(this.db, storeId);
    if (timeZone === undefined) throw notFound('商店不存在');
    const row = await couponRepository.findByCode(this.db, storeId, code);
    const refusal = redeemRefusal(row, businessDateOf(this.clock(), timeZone));
    if (refusal !== null || !row) throw refusal === COUPON_MSG.USED_UP ? conflict(refusal) : badRequest(refusal ?? COUPON_MSG.INVALID);
    return presentCouponTerms(row);
  }

  private async updateIn(tx: Transaction, request: CouponUpdateRequest, now: Date): Promise<Coupon> {
    const current = await couponRepository.lock(tx, request.storeId, request.id);
    if (!current) throw await this.missing(tx, request.storeId, request.id);
    if (request.quantity < current.usedCount) throw badRequest(COUPON_MSG.QUANTITY_BELOW_USED);
    const row = await couponRepository.update(tx, request.storeId, request.id, valuesOf(request), now);
    if (!row) throw notFound(COUPON_MSG.NOT_FOUND);
    return presentCoupon(row, (await couponRepository.storeName(tx, request.storeId)) ?? '');
  }

  private async updateStatusIn(tx: Transaction, request: CouponStatusRequest, now: Date): Promise<void> {
    if (!(await couponRepository.update(tx, request.storeId, request.id, { status: request.status }, now))) {
      throw await this.missing(tx, request.storeId, request.id);
    }
  }

  private async removeIn(tx: Transaction, storeId: number, id: number, now: Date): Promise<void> {
    if (!(await couponRepository.remove(tx, storeId, id, now))) throw await this.missing(tx, storeId, id);
  }

  /** 404 for an unknown brand, 400 for a store outside it. */
  private async checkStoreOfBrand(tx: Transaction, brandId: number, storeId: number): Promise<void> {
    if (!(await couponRepository.brandExists(tx, brandId))) throw notFound(BRAND_MSG.NOT_FOUND);
    if ((await couponRepository.brandOf(tx, storeId)) !== brandId) throw badRequest(BRAND_SHARING_MSG.STORE_NOT_IN_BRAND);
  }

  /**
   * A change HQ makes to a brand-wide coupon of a store of the brand, in the store's own terms (`work`). The coupon's
   * row is locked as brand-wide first, so a concurrent unmark (which leaves it the store's own) cannot slip between
   * the check and the change. A store's own coupon is the store's, not the brand's: 404 as if it did not exist.
   */
  private forBrand<T>(ref: { brandId: number; storeId: number; id: number }, work: (tx: Transaction, now: Date) => Promise<T>): Promise<T> {
    return this.change(async (tx, now) => {
      await this.checkStoreOfBrand(tx, ref.brandId, ref.storeId);
      if (!(await couponRepository.lockBrandWide(tx, ref.storeId, ref.id))) throw notFound(COUPON_MSG.NOT_FOUND);
      return work(tx, now);
    });
  }

  private async insert(tx: Transaction, request: CouponAddRequest, now: Date, brandWide: boolean): Promise<Coupon> {
    if ((await couponRepository.count(tx, request.storeId)) >= COUPONS_MAX) throw badRequest(COUPON_MSG.TOO_MANY);
    const row = await couponRepository.insert(tx, request.storeId, valuesOf(request), now, brandWide);
    return presentCoupon(row, (await couponRepository.storeName(tx, request.storeId)) ?? '');
  }

  /**
   * Why a store cannot change a coupon it does not own: a brand-wide coupon of its brand it lists is its owner's to
   * change (403); anything else does not exist for it (404, another brand's coupons are not told apart).
   */
  private async missing(tx: Transaction, storeId: number, id: number): Promise<Error> {
    if (await couponRepository.listsWithoutOwning(tx, storeId, id)) return forbidden(COUPON_MSG.BRAND_READ_ONLY);
    return notFound(COUPON_MSG.NOT_FOUND);
  }

  private async change<T>(work: (tx: Transaction, now: Date) => Promise<T>): Promise<T> {
    const now = this.clock();
    try {
      return await this.db.transaction((tx) => work(tx, now));
    } catch (error) {
      if (isUniqueViolation(error)) throw conflict(COUPON_MSG.CODE_TAKEN);
      throw error;
    }
  }
}
