import {
  MSG,
  SCHEME_MSG,
  type Page,
  type Scheme,
  type SchemeAddRequest,
  type SchemeFile,
  type SchemeOption,
  type SchemePageRequest,
  type SchemeUpdateRequest,
} from '@diancan/core';
import { fileUrl } from '@diancan/core/contracts/menu';
import type { SessionPrincipal } from '../../platform/auth/principal.js';
import type { Executor } from '../../platform/db/database.js';
import { badRequest, conflict, notFound } from '../../platform/errors/app-error.js';
import { filesRepository } from '../../platform/files/files.repository.js';
import type { UploadedBytes } from '../../platform/files/multipart.js';
import { recordChange } from '../../platform/audit/audit-trail.js';
import { offsetOf } from '../../platform/db/sql.js';
import type { OfficeContext } from '../../platform/office-context.js';
import { schemeRepository, type SchemeFileRow } from './scheme.repository.js';

type SchemeRow = NonNullable<Awaited<ReturnType<typeof schemeRepository.find>>>;

const FILE_NAME_MAX = 200;
const PDF = 'application/pdf';

function presentFile(file: { id: number; name: string; size: number }): SchemeFile {
  return { id: file.id, name: file.name, size: file.size, url: fileUrl(file.id) };
}

function presentScheme(row: SchemeRow, files: readonly SchemeFileRow[]): Scheme {
  return {
    id: row.id,
    name: row.name,
    description: row.description,
    amount: row.amountCents,
    months: row.months,
    files: files.filter((file) => file.schemeId === row.id).map(presentFile),
    contractCount: row.contractCount,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

/** Contract schemes (合約方案) and their PDF documents. */
export class SchemeService {
  constructor(private readonly context: OfficeContext) {}

  private get db() {
    return this.context.db;
  }

  async page(request: SchemePageRequest): Promise<Page<Scheme>> {
    const { rows, total } = await schemeRepository.page(this.db, request.keyword, request.size, offsetOf(request.page, request.size));
    const files = await schemeRepository.filesOf(this.db, rows.map((row) => row.id));
    return { list: rows.map((row) => presentScheme(row, files)), total, page: request.page, size: request.size };
  }

  async options(): Promise<SchemeOption[]> {
    return schemeRepository.options(this.db);
  }

  async detail(id: number, executor: Executor = this.db): Promise<Scheme> {
    const row = await schemeRepository.find(executor, id);
    if (!row) throw notFound();
    return presentScheme(row, await schemeRepository.filesOf(executor, [id]));
  }

  /** Keeps uploaded PDFs as platform files; they are attached when a scheme is saved with their ids. */
  async upload(uploads: readonly UploadedBytes[], principal: SessionPrincipal): Promise<SchemeFile[]> {
    const now = this.context.clock();
    return this.db.transaction(async (tx) => {
      const saved: SchemeFile[] = [];
      for (const upload of uploads) {
        const name = upload.filename.trim().slice(0, FILE_NAME_MAX) || 'document.pdf';
        const row = await filesRepository.insert(
          tx,
          { storeId: null, name, contentType: PDF, sizeBytes: upload.data.length, data: upload.data, createdBy: principal.userId },
          now,
        );
        saved.push(presentFile({ id: row.id, name: row.name, size: row.sizeBytes }));
      }
      return saved;
    });
  }

  async add(request: SchemeAddRequest, principal: SessionPrincipal): Promise<Scheme> {
    const now = this.context.clock();
    const id = await this.db.transaction(async (tx) => {
      if (await schemeRepository.nameTaken(tx, request.name, null)) throw conflict(SCHEME_MSG.NAME_TAKEN);
      await this.checkFiles(tx, request.fileIdList, null);
      const schemeId = await schemeRepository.insert(tx, writeOf(request), principal.userId, now);
      await schemeRepository.replaceFiles(tx, schemeId, request.fileIdList);
      const after = await this.detail(schemeId, tx);
      await recordChange(tx, principal, { entity: 'SCHEME', entityId: schemeId, action: 'CREATE', storeId: null, after }, now);
      return schemeId;
    });
    return this.detail(id);
  }

  async update(request: SchemeUpdateRequest, principal: SessionPrincipal): Promise<Scheme> {
    const before = await this.detail(request.id);
    const now = this.context.clock();
    await this.db.transaction(async (tx) => {
      if (await schemeRepository.nameTaken(tx, request.name, request.id)) throw conflict(SCHEME_MSG.NAME_TAKEN);
      await this.checkFiles(tx, request.fileIdList, request.id);
      await schemeRepository.update(tx, request.id, writeOf(request), now);
      await schemeRepository.replaceFiles(tx, request.id, request.fileIdList);
      const after = await this.detail(request.id, tx);
      await recordChange(tx, principal, { entity: 'SCHEME', entityId: request.id, action: 'UPDATE', storeId: null, before, after }, now);
    });
    return this.detail(request.id);
  }

  /** Removed softly: contracts made under it keep showing its name; it is no longer offered. */
  async remove(id: number, principal: SessionPrincipal): Promise<void> {
    const before = await this.detail(id);
    const now = this.context.clock();
    await this.db.transaction(async (tx) => {
      await schemeRepository.remove(tx, id, now);
      await recordChange(tx, principal, { entity: 'SCHEME', entityId: id, action: 'REMOVE', storeId: null, before }, now);
    });
  }

  async download(fileId: number, principal: SessionPrincipal) {
    const file = await schemeRepository.downloadable(this.db, fileId, principal.userId);
    if (!file) throw notFound();
    return file;
  }

  private async checkFiles(executor: Executor, fileIds: readonly number[], schemeId: number | null): Promise<void> {
    if (fileIds.length > 3) throw badRequest(MSG.UPLOAD_PDF_TOO_MANY);
    const attachable = await schemeRepository.attachableFileIds(executor, fileIds, schemeId);
    if (attachable.length !== fileIds.length) throw badRequest(SCHEME_MSG.FILE_UNKNOWN);
  }
}

function writeOf(request: SchemeAddRequest | SchemeUpdateRequest) {
  return { name: request.name, description: request.description, amountCents: request.amount, months: request.months };
}
