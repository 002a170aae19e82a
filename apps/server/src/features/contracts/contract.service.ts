import {
  CONTRACT_MSG,
  contractPeriodState,
  NEARLY_EXPIRED_DAYS,
  type Contract,
  type ContractAddRequest,
  type ContractPageRequest,
  type ContractStatus,
  type ContractUpdateRequest,
  type ExpirePageRequest,
  type ExpiringStore,
  type Page,
} from '@diancan/core';
import type { SessionPrincipal } from '../../platform/auth/principal.js';
import type { Executor } from '../../platform/db/database.js';
import { AppError, badRequest, notFound } from '../../platform/errors/app-error.js';
import { recordChange } from '../../platform/audit/audit-trail.js';
import { offsetOf } from '../../platform/db/sql.js';
import type { OfficeContext } from '../../platform/office-context.js';
import { assertStoreInScope, salesScopeOf } from '../../platform/auth/store-scope.js';
import { TtlCache, type CacheRegistry } from '../../platform/cache/cache-registry.js';
import { contractRepository } from './contract.repository.js';
import { contractStatusOf, dayIn } from './contract-status.js';
import { schemeRepository } from './scheme.repository.js';

type ContractRow = NonNullable<Awaited<ReturnType<typeof contractRepository.find>>>;

function presentContract(row: ContractRow): Contract {
  const { id, storeId, storeName, schemeId, schemeName, startDate, endDate, remark, salesName } = row;
  const state = contractPeriodState(startDate, endDate, row.today);
  return { id, storeId, storeName, schemeId, schemeName, startDate, endDate, amount: row.amountCents, remark, state, salesName, createdAt: row.createdAt.toISOString(), updatedAt: row.updatedAt.toISOString() };
}

/** How long an instance trusts a store's contract status when guarding orders. */
const STATUS_CACHE_MS = 30_000;

/** Store contracts, the nearly-expired list, and the contract status that gates the POS and orders. */
export class ContractService {
  private readonly statusCache: TtlCache<number, ContractStatus>;

  constructor(
    private readonly context: OfficeContext,
    caches: CacheRegistry,
  ) {
    this.statusCache = new TtlCache(
      'contract-status',
      '商店合約狀態（點餐與結帳前檢查合約是否到期，每家商店保留30秒）',
      STATUS_CACHE_MS,
    );
    caches.register(this.statusCache);
  }

  private get db() {
    return this.context.db;
  }

  async page(request: ContractPageRequest, principal: SessionPrincipal): Promise<Page<Contract>> {
    const { rows, total } = await contractRepository.page(
      this.db,
      { ...request, scopeSalesId: salesScopeOf(principal) },
      this.context.clock(),
      request.size,
      offsetOf(request.page, request.size),
    );
    return { list: rows.map(presentContract), total, page: request.page, size: request.size };
  }

  async detail(id: number, principal: SessionPrincipal, executor: Executor = this.db): Promise<Contract> {
    const row = await contractRepository.find(executor, id, this.context.clock());
    if (!row) throw notFound();
    await assertStoreInScope(executor, principal, row.storeId);
    return presentContract(row);
  }

  async add(request: ContractAddRequest, principal: SessionPrincipal): Promise<Contract> {
    await assertStoreInScope(this.db, principal, request.storeId);
    if (!(await contractRepository.storeIsActive(this.db, request.storeId))) throw badRequest(CONTRACT_MSG.STORE_INACTIVE);
    const now = this.context.clock();
    const id = await this.db.transaction(async (tx) => {
      await this.checkScheme(tx, request.schemeId);
      const contractId = await contractRepository.insert(tx, request.storeId, writeOf(request), principal.userId, now);
      const after = await this.detail(contractId, principal, tx);
      await recordChange(tx, principal, { entity: 'CONTRACT', entityId: contractId, action: 'CREATE', storeId: request.storeId, after }, now);
      return contractId;
    });
    this.statusCache.delete(request.storeId);
    return this.detail(id, principal);
  }

  async update(request: ContractUpdateRequest, principal: SessionPrincipal): Promise<Contract> {
    const before = await this.detail(request.id, principal);
    const now = this.context.clock();
    await this.db.transaction(async (tx) => {
      // A scheme removed since keeps its existing contracts; only a new choice must be a live scheme.
      if (request.schemeId !== before.schemeId) await this.checkScheme(tx, request.schemeId);
      await contractRepository.update(tx, request.id, writeOf(request), now);
      const after = await this.detail(request.id, principal, tx);
      await recordChange(tx, principal, { entity: 'CONTRACT', entityId: request.id, action: 'UPDATE', storeId: before.storeId, before, after }, now);
    });
    this.statusCache.delete(before.storeId);
    return this.detail(request.id, principal);
  }

  async remove(id: number, principal: SessionPrincipal): Promise<void> {
    const before = await this.detail(id, principal);
    const now = this.context.clock();
    await this.db.transaction(async (tx) => {
      await contractRepository.remove(tx, id, now);
      await recordChange(tx, principal, { entity: 'CONTRACT', entityId: id, action: 'REMOVE', storeId: before.storeId, before }, now);
    });
    this.statusCache.delete(before.storeId);
  }

  /** Stores whose latest contract ends within 30 days (today included), soonest first. */
  async expiring(request: ExpirePageRequest, principal: SessionPrincipal): Promise<Page<ExpiringStore>> {
    const { rows, total } = await contractRepository.expiring(
      this.db,
      { keyword: request.keyword, scopeSalesId: salesScopeOf(principal), days: NEARLY_EXPIRED_DAYS },
      this.context.clock(),
      request.size,
      offsetOf(request.page, request.size),
    );
    return { list: rows, total, page: request.page, size: request.size };
  }

  /** GET contract/status: staff within their scope, store users for their own stores (the policy checked). */
  async statusFor(storeId: number, principal: SessionPrincipal): Promise<ContractStatus> {
    await assertStoreInScope(this.db, principal, storeId);
    return this.status(storeId);
  }

  /** The store's contract status now, read fresh. */
  async status(storeId: number, executor: Executor = this.db): Promise<ContractStatus> {
    const days = await contractRepository.daysOf(executor, storeId);
    if (!days) throw notFound();
    const status = contractStatusOf(storeId, days.contracts, dayIn(days.timeZone, this.context.clock()));
    this.statusCache.set(storeId, status);
    return status;
  }

  /**
   * The contract guard of the POS and of order creation: resolves when the store may take orders, and throws
   * 403 商店合約已到期，暫停點餐與結帳功能，請聯繫業務人員續約 when its contract has expired. Cached per store for
   * 30 s (`contract-status` in cacheNames), so calling it on every order costs nothing.
   */
  async assertOrdersAllowed(storeId: number): Promise<void> {
    const status = this.statusCache.get(storeId) ?? (await this.status(storeId));
    if (!status.ordersAllowed) throw new AppError(403, CONTRACT_MSG.EXPIRED_BLOCKED, { contractState: status.state });
  }

  private async checkScheme(executor: Executor, schemeId: number): Promise<void> {
    if (!(await schemeRepository.isLive(executor, schemeId))) throw badRequest(CONTRACT_MSG.SCHEME_UNKNOWN);
  }
}

function writeOf(request: ContractAddRequest | ContractUpdateRequest) {
  return {
    schemeId: request.schemeId,
    startDate: request.startDate,
    endDate: request.endDate,
    amountCents: request.amount,
    remark: request.remark,
  };
}
