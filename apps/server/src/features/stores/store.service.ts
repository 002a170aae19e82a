import { randomBytes, randomInt } from 'node:crypto';
import {
  BIND_CODE_ALPHABET,
  BIND_CODE_LENGTH,
  frontStagePath,
  MSG,
  type AssociatedStoreQuery,
  type Page,
  type StoreAddRequest,
  type StoreDetail,
  type StoreListRequest,
  STORE_LIST_MAX,
  STORE_LOGO_MAX_BYTES,
  STORE_MSG,
  type StoreModuleRequest,
  type StoreOption,
  type StoreOwnerUpdateRequest,
  type StorePageRequest,
  type StoreQrHash,
  type StoreRow,
  type StoreSwitchRequest,
  type StoreUpdateRequest,
} from '@diancan/core';
import { hashSecret } from '../../platform/auth/passwords.js';
import type { SessionPrincipal } from '../../platform/auth/principal.js';
import type { Executor } from '../../platform/db/database.js';
import { AppError, badRequest, conflict, notFound } from '../../platform/errors/app-error.js';
import { filesRepository } from '../../platform/files/files.repository.js';
import { detectImageType } from '../../platform/files/image-type.js';
import type { UploadedBytes } from '../../platform/files/multipart.js';
import { publishAfterCommit, publishNow } from '../../platform/realtime/index.js';
import { DEFAULT_SECTIONS } from '../settings/index.js';
import { recordChange } from '../../platform/audit/audit-trail.js';
import { offsetOf } from '../../platform/db/sql.js';
import type { OfficeContext } from '../../platform/office-context.js';
import { presentStoreDetail, presentStoreRow } from './store.presenter.js';
import { type StoreListFilter, storeRepository } from './store.repository.js';
import { assertStoreInScope, salesScopeOf } from '../../platform/auth/store-scope.js';

const LOGO_NAME_MAX = 200;

function randomBindCode(): string {
  let code = '';
  for (let index = 0; index < BIND_CODE_LENGTH; index++) code += BIND_CODE_ALPHABET[randomInt(BIND_CODE_ALPHABET.length)];
  return code;
}

/** Stores as the platform manages them (store-manage): create, edit, deactivate, modules, owner, links. */
export class StoreService {
  constructor(private readonly context: OfficeContext) {}

  private get db() {
    return this.context.db;
  }

  async page(request: StorePageRequest, principal: SessionPrincipal): Promise<Page<StoreRow>> {
    const filter: StoreListFilter = { ...request, scopeSalesId: salesScopeOf(principal) };
    const { rows, total } = await storeRepository.page(
      this.db,
      filter,
      this.context.clock(),
      request.size,
      offsetOf(request.page, request.size),
    );
    return { list: rows.map(presentStoreRow), total, page: request.page, size: request.size };
  }

  /** Pickers: stores the caller may see, by keyword. */
  async list(request: StoreListRequest, principal: SessionPrincipal): Promise<StoreOption[]> {
    return this.options(principal, {
      keyword: request.keyword,
      status: request.includeInactive ? 'ALL' : 'ACTIVE',
      salesId: null,
    });
  }

  /** The active stores the caller may see (the store selects of the back office). */
  mainList(principal: SessionPrincipal): Promise<StoreOption[]> {
    return this.options(principal, { keyword: null, status: 'ACTIVE', salesId: null });
  }

  /** A sales person's stores: managers may ask for anyone's, a sales person only for their own. */
  associated(query: AssociatedStoreQuery, principal: SessionPrincipal): Promise<StoreOption[]> {
    const own = salesScopeOf(principal);
    const salesId = query.salesId ?? own;
    if (own !== null && salesId !== own) throw notFound();
    return this.options(principal, { keyword: null, status: 'ALL', salesId });
  }

  private async options(
    principal: SessionPrincipal,
    filter: Pick<StoreListFilter, 'keyword' | 'status' | 'salesId'>,
  ): Promise<StoreOption[]> {
    const rows = await storeRepository.options(
      this.db,
      { ...filter, contractState: null, scopeSalesId: salesScopeOf(principal) },
      STORE_LIST_MAX,
    );
    return rows.map((row) => ({ id: row.id, name: row.name, active: row.deactivatedAt === null }));
  }

  async detail(id: number, principal: SessionPrincipal, executor: Executor = this.db): Promise<StoreDetail> {
    await assertStoreInScope(executor, principal, id);
    const row = await storeRepository.find(executor, id, this.context.clock());
    if (!row) throw notFound();
    const [owner, logo, sections] = await Promise.all([
      storeRepository.ownerOf(executor, id),
      row.logoFileId === null ? null : storeRepository.logoOf(executor, row.logoFileId),
      storeRepository.configSections(executor, id),
    ]);
    return presentStoreDetail(row, {
      owner,
      logo,
      systemModules: { ...DEFAULT_SECTIONS.systemModules, ...sections?.systemModules },
      adminInvoiceSwitch: sections?.invoiceSettings.adminInvoiceSwitch ?? false,
    });
  }

  async randomBindCode(): Promise<string> {
    for (let attempt = 0; attempt < 20; attempt++) {
      const code = randomBindCode();
      if (!(await storeRepository.bindCodeTaken(this.db, code, null))) return code;
    }
    throw new Error('no free bind code after 20 tries');
  }

  async add(request: StoreAddRequest, logo: UploadedBytes | null, principal: SessionPrincipal): Promise<StoreDetail> {
    const salesId = await this.salesIdFor(request.salesId, principal, null);
    const logoType = logo ? this.logoType(logo) : null;
    // argon2 is slow on purpose: hash before the transaction so it holds no locks meanwhile.
    const passwordHash = await hashSecret(request.owner.password);
    const now = this.context.clock();
    const storeId = await this.db.transaction(async (tx) => {
      if (await storeRepository.accountTaken(tx, request.owner.account)) throw conflict(STORE_MSG.ACCOUNT_TAKEN);
      await this.checkBindCode(tx, request.bindCode, null);
      const id = await storeRepository.insertStore(tx, { name: request.name, phone: request.phone, address: request.address }, now);
      const logoFileId = logo && logoType ? await this.saveLogo(tx, id, logo, logoType, principal.userId, now) : null;
      await storeRepository.saveProfile(
        tx,
        id,
        {
          uniformNumber: request.uniformNumber,
          bindCode: request.bindCode,
          salesId,
          remark: request.remark,
          logoFileId,
          qrHash: randomBytes(16).toString('hex'),
          createdBy: principal.userId,
        },
        now,
      );
      await storeRepository.saveConfigSections(tx, id, { storeId: id, ...DEFAULT_SECTIONS }, {}, now);
      const { password: _password, ...owner } = request.owner;
      await storeRepository.insertOwner(tx, id, { ...owner, passwordHash }, now);
      const created = await this.detail(id, principal, tx);
      await recordChange(tx, principal, { entity: 'STORE', entityId: id, action: 'CREATE', storeId: id, after: created }, now);
      return id;
    });
    return this.detail(storeId, principal);
  }

  async update(request: StoreUpdateRequest, logo: UploadedBytes | null, principal: SessionPrincipal): Promise<StoreDetail> {
    const before = await this.detail(request.id, principal);
    const salesId = await this.salesIdFor(request.salesId, principal, before.salesId);
    const logoType = logo ? this.logoType(logo) : null;
    const now = this.context.clock();
    await this.db.transaction(async (tx) => {
      await this.checkBindCode(tx, request.bindCode, request.id);
      await storeRepository.updateStore(tx, request.id, { name: request.name, phone: request.phone, address: request.address }, now);
      let logoFileId: number | null | undefined = request.removeLogo ? null : undefined;
      if (logo && logoType) logoFileId = await this.saveLogo(tx, request.id, logo, logoType, principal.userId, now);
      await storeRepository.saveProfile(
        tx,
        request.id,
        {
          uniformNumber: request.uniformNumber,
          bindCode: request.bindCode,
          salesId,
          remark: request.remark,
          ...(logoFileId === undefined ? {} : { logoFileId }),
        },
        now,
      );
      const after = await this.detail(request.id, principal, tx);
      await recordChange(tx, principal, { entity: 'STORE', entityId: request.id, action: 'UPDATE', storeId: request.id, before, after }, now);
    });
    return this.detail(request.id, principal);
  }

  /**
   * Deactivates the store (stores are never erased). Its users with no other active store can no longer sign in
   * (the sign-in and the session lookup refuse them): their sessions end now and their devices are told why.
   */
  async remove(id: number, principal: SessionPrincipal): Promise<void> {
    const before = await this.detail(id, principal);
    if (!before.active) return;
    const now = this.context.clock();
    const { revoked, userIds } = await this.db.transaction(async (tx) => {
      await storeRepository.setDeactivatedAt(tx, id, now, now);
      const stranded = await storeRepository.usersOnlyOf(tx, id);
      const sessionIds = await this.context.sessions.revokeUsersIn(tx, stranded, 'store deactivated');
      await recordChange(tx, principal, { entity: 'STORE', entityId: id, action: 'REMOVE', storeId: id, before, after: { ...before, active: false } }, now);
      return { revoked: sessionIds, userIds: stranded };
    });
    for (const userId of userIds) {
      await publishNow(this.context.realtime, { destination: 'backstage', userId }, 'KICK_OUT', { reason: 'ACCOUNT_DISABLED' });
    }
    this.context.sessions.publishRevoked(revoked);
  }

  async restore(id: number, principal: SessionPrincipal): Promise<StoreDetail> {
    const before = await this.detail(id, principal);
    if (before.active) throw conflict(STORE_MSG.STORE_ACTIVE);
    const now = this.context.clock();
    await this.db.transaction(async (tx) => {
      await storeRepository.setDeactivatedAt(tx, id, null, now);
      await recordChange(tx, principal, { entity: 'STORE', entityId: id, action: 'RESTORE', storeId: id, before, after: { ...before, active: true } }, now);
    });
    return this.detail(id, principal);
  }

  /** The front-stage link; the hash is made on first need for stores that predate the back office. */
  async qrHash(storeId: number, principal: SessionPrincipal, origin: string): Promise<StoreQrHash> {
    await assertStoreInScope(this.db, principal, storeId);
    const qrCodeHash = await storeRepository.claimQrHash(this.db, storeId, randomBytes(16).toString('hex'), this.context.clock());
    return { storeId, qrCodeHash, frontStageURL: `${origin}${frontStagePath(qrCodeHash)}` };
  }

  async updateModule(request: StoreModuleRequest, principal: SessionPrincipal): Promise<void> {
    await this.changeConfig(request.storeId, principal, 'MODULE', request.module, (sections) => ({
      systemModules: { ...sections.systemModules, [request.module]: request.enabled },
    }));
  }

  async updateAdminInvoiceSwitch(request: StoreSwitchRequest, principal: SessionPrincipal): Promise<void> {
    await this.changeConfig(request.storeId, principal, 'ADMIN_INVOICE', 'adminInvoiceSwitch', (sections) => ({
      invoiceSettings: { ...sections.invoiceSettings, adminInvoiceSwitch: request.enabled },
    }));
  }

  async updateOwner(request: StoreOwnerUpdateRequest, principal: SessionPrincipal): Promise<void> {
    await assertStoreInScope(this.db, principal, request.storeId);
    const owner = await storeRepository.ownerOf(this.db, request.storeId);
    if (!owner) throw notFound();
    const now = this.context.clock();
    const contact = { name: request.name, email: request.email, phone: request.phone };
    await this.db.transaction(async (tx) => {
      await storeRepository.updateOwnerContact(tx, owner.id, contact, now);
      const before = { name: owner.name, email: owner.email, phone: owner.phone, account: owner.account };
      await recordChange(tx, principal, { entity: 'STORE', entityId: request.storeId, action: 'OWNER', storeId: request.storeId, before, after: { ...before, ...contact } }, now);
    });
  }

  /** Reads, changes and saves the store's config sections, then tells the store's devices (CONFIG_CHANGED). */
  private async changeConfig(
    storeId: number,
    principal: SessionPrincipal,
    action: 'MODULE' | 'ADMIN_INVOICE',
    setting: string,
    change: (sections: Pick<typeof DEFAULT_SECTIONS, 'systemModules' | 'invoiceSettings'>) => Partial<Pick<typeof DEFAULT_SECTIONS, 'systemModules' | 'invoiceSettings'>>,
  ): Promise<void> {
    await assertStoreInScope(this.db, principal, storeId);
    const now = this.context.clock();
    await publishAfterCommit(this.context.realtime, (outbox) =>
      this.db.transaction(async (tx) => {
        const stored = await storeRepository.configSections(tx, storeId);
        const current = {
          systemModules: { ...DEFAULT_SECTIONS.systemModules, ...stored?.systemModules },
          invoiceSettings: { ...DEFAULT_SECTIONS.invoiceSettings, ...stored?.invoiceSettings },
        };
        const changes = change(current);
        await storeRepository.saveConfigSections(tx, storeId, { storeId, ...DEFAULT_SECTIONS, ...current, ...changes }, changes, now);
        await recordChange(tx, principal, { entity: 'STORE', entityId: storeId, action, storeId, before: current, after: { ...current, ...changes } }, now);
        outbox.add({ destination: 'store', storeId }, 'CONFIG_CHANGED', { storeId, setting });
      }),
    );
  }

  /** A sales person's stores are always their own; managers choose an active sales person or none. */
  private async salesIdFor(requested: number | null, principal: SessionPrincipal, current: number | null): Promise<number | null> {
    const own = salesScopeOf(principal);
    if (own !== null) return own;
    if (requested === null || requested === current) return requested;
    if (!(await storeRepository.isSalesPerson(this.db, requested))) throw badRequest(STORE_MSG.SALES_UNKNOWN);
    return requested;
  }

  private async checkBindCode(executor: Executor, code: string | null, storeId: number | null): Promise<void> {
    if (code !== null && (await storeRepository.bindCodeTaken(executor, code, storeId))) throw conflict(STORE_MSG.BIND_CODE_TAKEN);
  }

  private logoType(logo: UploadedBytes) {
    if (logo.data.length > STORE_LOGO_MAX_BYTES) throw new AppError(413, MSG.UPLOAD_IMAGE_TOO_LARGE);
    const type = detectImageType(logo.data);
    if (!type) throw badRequest(MSG.UPLOAD_TYPE_WRONG);
    return type;
  }

  private async saveLogo(executor: Executor, storeId: number, logo: UploadedBytes, contentType: string, userId: number, now: Date) {
    const name = logo.filename.trim().slice(0, LOGO_NAME_MAX) || 'logo';
    const file = await filesRepository.insert(
      executor,
      { storeId, name, contentType, sizeBytes: logo.data.length, data: logo.data, createdBy: userId },
      now,
    );
    return file.id;
  }
}
