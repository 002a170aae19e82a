import {
  ANNOUNCEMENT_MSG,
  type AnnouncementSortRequest,
  type AnnouncementTemplate,
  type AnnouncementTemplateAddRequest,
  type AnnouncementTemplatePageRequest,
  type AnnouncementTemplateUpdateRequest,
  type Page,
} from '@diancan/core';
import type { SessionPrincipal } from '../../platform/auth/principal.js';
import type { Executor } from '../../platform/db/database.js';
import { conflict, notFound } from '../../platform/errors/app-error.js';
import { recordChange } from '../../platform/audit/audit-trail.js';
import { offsetOf } from '../../platform/db/sql.js';
import type { OfficeContext } from '../../platform/office-context.js';
import { presentTemplate } from './announcement.presenter.js';
import { sanitizeAnnouncementHtml } from './sanitize.js';
import { templateRepository, type TemplateWrite } from './template.repository.js';

/** Announcement templates (公告範本): saved wording a manager starts a new announcement from. */
export class TemplateService {
  constructor(private readonly context: OfficeContext) {}

  private get db() {
    return this.context.db;
  }

  async page(request: AnnouncementTemplatePageRequest): Promise<Page<AnnouncementTemplate>> {
    const { rows, total } = await templateRepository.page(this.db, request, request.size, offsetOf(request.page, request.size));
    return { list: rows.map(presentTemplate), total, page: request.page, size: request.size };
  }

  async get(id: number, executor: Executor = this.db): Promise<AnnouncementTemplate> {
    const row = await templateRepository.find(executor, id);
    if (!row) throw notFound();
    return presentTemplate(row);
  }

  async add(request: AnnouncementTemplateAddRequest, principal: SessionPrincipal): Promise<AnnouncementTemplate> {
    const now = this.context.clock();
    return this.db.transaction(async (tx) => {
      const id = await templateRepository.insert(tx, writeOf(request), await templateRepository.nextSort(tx), principal.userId, now);
      const after = await this.get(id, tx);
      await recordChange(tx, principal, { entity: 'ANNOUNCEMENT_TEMPLATE', entityId: id, action: 'CREATE', storeId: null, after }, now);
      return after;
    });
  }

  async update(request: AnnouncementTemplateUpdateRequest, principal: SessionPrincipal): Promise<AnnouncementTemplate> {
    const before = await this.get(request.id);
    const now = this.context.clock();
    return this.db.transaction(async (tx) => {
      await templateRepository.update(tx, request.id, writeOf(request), now);
      const after = await this.get(request.id, tx);
      await recordChange(tx, principal, { entity: 'ANNOUNCEMENT_TEMPLATE', entityId: request.id, action: 'UPDATE', storeId: null, before, after }, now);
      return after;
    });
  }

  async remove(id: number, principal: SessionPrincipal): Promise<void> {
    const before = await this.get(id);
    const now = this.context.clock();
    await this.db.transaction(async (tx) => {
      await templateRepository.remove(tx, id);
      await recordChange(tx, principal, { entity: 'ANNOUNCEMENT_TEMPLATE', entityId: id, action: 'REMOVE', storeId: null, before }, now);
    });
  }

  async updateSort(request: AnnouncementSortRequest, principal: SessionPrincipal): Promise<void> {
    const now = this.context.clock();
    await this.db.transaction(async (tx) => {
      const all = await templateRepository.allIds(tx);
      if (all.length !== request.idList.length || !request.idList.every((id) => all.includes(id))) {
        throw conflict(ANNOUNCEMENT_MSG.SORT_MISMATCH);
      }
      await templateRepository.setSort(tx, request.idList, now);
      await recordChange(tx, principal, { entity: 'ANNOUNCEMENT_TEMPLATE', entityId: null, action: 'SORT', storeId: null, after: { idList: request.idList } }, now);
    });
  }
}

function writeOf(request: AnnouncementTemplateAddRequest): TemplateWrite {
  return {
    name: request.name,
    type: request.type,
    title: request.title,
    content: sanitizeAnnouncementHtml(request.content),
    iosAppUrl: request.iosAppUrl,
    androidAppUrl: request.androidAppUrl,
  };
}
