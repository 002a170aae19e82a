import { BRAND_MSG, type Brand, type BrandAddRequest, type BrandAddUserRequest, type BrandStoreRequest } from '@diancan/core';
import { isHq } from '../../platform/auth/access.js';
import { hashSecret } from '../../platform/auth/passwords.js';
import type { SessionPrincipal } from '../../platform/auth/principal.js';
import { salesScopeOf } from '../../platform/auth/store-scope.js';
import type { Clock } from '../../platform/clock.js';
import type { Database } from '../../platform/db/database.js';
import { conflict, notFound } from '../../platform/errors/app-error.js';
import { isUniqueViolation } from '../../platform/records.js';
import { storeJoinedBrand, storeLeavingBrand } from '../members/index.js';
import { brandRepository as brands } from './chains.repository.js';

/**
 * Brands (品牌, docs/chains.md): managers create them, put stores in them (a store in at most one) and give them
 * HQ (總部) accounts. Sales people see the brands of their own stores (and only those stores); HQ its own brand.
 */
export class BrandService {
  constructor(
    private readonly db: Database,
    private readonly clock: Clock,
  ) {}

  add(request: BrandAddRequest): Promise<{ id: number }> {
    return brands.insert(this.db, request.name, this.clock()).then((id) => ({ id }));
  }

  list(principal: SessionPrincipal): Promise<Brand[]> {
    if (isHq(principal)) return principal.brandId === null ? Promise.resolve([]) : brands.list(this.db, { brandId: principal.brandId });
    const salesId = salesScopeOf(principal);
    return brands.list(this.db, salesId === null ? {} : { salesId });
  }

  async addStore(request: BrandStoreRequest): Promise<void> {
    await this.db.transaction(async (tx) => {
      if (!(await brands.lock(tx, request.brandId))) throw notFound(BRAND_MSG.NOT_FOUND);
      if (!(await brands.storeExists(tx, request.storeId))) throw notFound(BRAND_MSG.STORE_NOT_FOUND);
      const current = await brands.brandOfStore(tx, request.storeId);
      if (current === request.brandId) return; // already in: adding again changes nothing
      if (current !== null) throw conflict(BRAND_MSG.STORE_IN_OTHER_BRAND);
      try {
        await brands.addStore(tx, request.brandId, request.storeId, this.clock());
      } catch (error) {
        // Another request put the store in a brand meanwhile.
        if (isUniqueViolation(error)) throw conflict(BRAND_MSG.STORE_IN_OTHER_BRAND);
        throw error;
      }
      // A brand sharing its member book takes the store's members into it (merged by number; docs/members.md).
      await storeJoinedBrand(tx, request.brandId, this.clock());
    });
  }

  async removeStore(request: BrandStoreRequest): Promise<void> {
    await this.db.transaction(async (tx) => {
      if (!(await brands.lock(tx, request.brandId))) throw notFound(BRAND_MSG.NOT_FOUND);
      if ((await brands.brandOfStore(tx, request.storeId)) !== request.brandId) throw notFound(BRAND_MSG.STORE_NOT_IN_BRAND);
      // Members who joined at the store go back to its own book (docs/members.md, "Brand-wide members").
      await storeLeavingBrand(tx, request.brandId, request.storeId, this.clock());
      await brands.removeStore(tx, request.brandId, request.storeId);
    });
  }

  async addUser(request: BrandAddUserRequest): Promise<{ id: number; account: string }> {
    const passwordHash = await hashSecret(request.password);
    const id = await this.db.transaction(async (tx) => {
      if (!(await brands.exists(tx, request.brandId))) throw notFound(BRAND_MSG.NOT_FOUND);
      if (await brands.accountTaken(tx, request.account)) throw conflict(BRAND_MSG.ACCOUNT_TAKEN);
      const { account, name, email } = request;
      return brands.insertHqUser(tx, request.brandId, { account, name, email, passwordHash }, this.clock());
    });
    return { id, account: request.account };
  }
}
