import {
  ANNOUNCEMENT_MSG,
  type Announcement,
  type AnnouncementAddRequest,
  type AnnouncementDisplay,
  type AnnouncementStoreEntry,
  type AnnouncementDisplayQuery,
  type AnnouncementDisplayUpdate,
  type AnnouncementKind,
  type AnnouncementPageRequest,
  type AnnouncementSortRequest,
  type AnnouncementUpdateRequest,
  type Page,
} from '@diancan/core';
import type { SessionPrincipal } from '../../platform/auth/principal.js';
import type { Executor } from '../../platform/db/database.js';
import { badRequest, conflict, notFound } from '../../platform/errors/app-error.js';
import { publishNow } from '../../platform/realtime/index.js';
import { recordChange } from '../../platform/audit/audit-trail.js';
import { offsetOf } from '../../platform/db/sql.js';
import type { OfficeContext } from '../../platform/office-context.js';
import { announcementRepository, type AnnouncementRow, type AnnouncementWrite } from './announcement.repository.js';
import { presentAnnouncement, presentDisplay } from './announcement.presenter.js';
import { sanitizeAnnouncementHtml } from './sanitize.js';

/** How often an instance looks for announcements whose start time has come, to push them. */
export const ANNOUNCEMENT_PUSH_INTERVAL_MS = 30_000;

/**
 * Announcements (公告): managed by managers, shown to store users by the announcement dialog. Saving one that is
 * in effect pushes ANNOUNCEMENT at once; one that starts later is pushed when its start time comes (a timer on
 * every instance claims it; only one pushes it). For all stores the push goes to the platform topic, for chosen
 * stores to the personal announcement queue of each of their users.
 */
export class AnnouncementService {
  private timer: NodeJS.Timeout | null = null;

  constructor(private readonly context: OfficeContext) {}

  private get db() {
    return this.context.db;
  }

  async page(request: AnnouncementPageRequest): Promise<Page<Announcement>> {
    const now = this.context.clock();
    const { rows, total } = await announcementRepository.page(this.db, request, now, request.size, offsetOf(request.page, request.size));
    const stores = await announcementRepository.storeIdsOf(this.db, rows.map((row) => row.id));
    return {
      list: rows.map((row) => presentAnnouncement(row, stores.get(row.id) ?? [], now)),
      total,
      page: request.page,
      size: request.size,
    };
  }

  async get(id: number, executor: Executor = this.db): Promise<Announcement> {
    const row = await announcementRepository.find(executor, id);
    if (!row) throw notFound();
    const stores = await announcementRepository.storeIdsOf(executor, [id]);
    return presentAnnouncement(row, stores.get(id) ?? [], this.context.clock());
  }

  async add(request: AnnouncementAddRequest, principal: SessionPrincipal): Promise<Announcement> {
    const now = this.context.clock();
    const id = await this.db.transaction(async (tx) => {
      const storeIds = await this.checkStores(tx, request);
      const sort = await announcementRepository.nextSort(tx);
      const announcementId = await announcementRepository.insert(tx, writeOf(request), sort, principal.userId, now);
      await announcementRepository.replaceStores(tx, announcementId, storeIds);
      const after = await this.get(announcementId, tx);
      await recordChange(tx, principal, { entity: 'ANNOUNCEMENT', entityId: announcementId, action: 'CREATE', storeId: null, after }, now);
      return announcementId;
    });
    await this.pushDue();
    return this.get(id);
  }

  async update(request: AnnouncementUpdateRequest, principal: SessionPrincipal): Promise<Announcement> {
    const before = await this.get(request.id);
    const now = this.context.clock();
    await this.db.transaction(async (tx) => {
      const storeIds = await this.checkStores(tx, request);
      await announcementRepository.update(tx, request.id, writeOf(request), principal.userId, now);
      await announcementRepository.replaceStores(tx, request.id, storeIds);
      const after = await this.get(request.id, tx);
      await recordChange(tx, principal, { entity: 'ANNOUNCEMENT', entityId: request.id, action: 'UPDATE', storeId: null, before, after }, now);
    });
    await this.pushDue();
    return this.get(request.id);
  }

  async remove(id: number, principal: SessionPrincipal): Promise<void> {
    const before = await this.get(id);
    const now = this.context.clock();
    await this.db.transaction(async (tx) => {
      await announcementRepository.remove(tx, id);
      await recordChange(tx, principal, { entity: 'ANNOUNCEMENT', entityId: id, action: 'REMOVE', storeId: null, before }, now);
    });
  }

  async updateSort(request: AnnouncementSortRequest, principal: SessionPrincipal): Promise<void> {
    const now = this.context.clock();
    await this.db.transaction(async (tx) => {
      const all = await announcementRepository.allIds(tx);
      if (all.length !== request.idList.length || !request.idList.every((id) => all.includes(id))) {
        throw conflict(ANNOUNCEMENT_MSG.SORT_MISMATCH);
      }
      await announcementRepository.setSort(tx, request.idList, now);
      await recordChange(tx, principal, { entity: 'ANNOUNCEMENT', entityId: null, action: 'SORT', storeId: null, after: { idList: request.idList } }, now);
    });
  }

  /** Store side: what the dialog shows this user for this store, in order. */
  async displayList(query: AnnouncementDisplayQuery, principal: SessionPrincipal): Promise<AnnouncementDisplay[]> {
    return (await this.inEffect(query, principal)).filter((row) => !row.dismissed).map(presentDisplay);
  }

  /** Store side, the header's 公告 list: the same announcements, those already set aside included (display false). */
  async storeList(query: AnnouncementDisplayQuery, principal: SessionPrincipal): Promise<AnnouncementStoreEntry[]> {
    return (await this.inEffect(query, principal)).map((row) => ({ ...presentDisplay(row), display: !row.dismissed }));
  }

  private async inEffect(query: AnnouncementDisplayQuery, principal: SessionPrincipal) {
    const rows = await announcementRepository.inEffectFor(this.db, query.storeId, principal.userId, this.context.clock());
    const app = query.app;
    // From the native app, an update announcement without a link for this platform has nothing to offer.
    return rows.filter((row) => row.type !== 'APP_UPDATE' || app === undefined || (app === 'IOS' ? row.iosAppUrl !== null : row.androidAppUrl !== null));
  }

  /** Store side, "know it": hides the announcement for good for this user in this store. */
  async hide(request: AnnouncementDisplayUpdate, principal: SessionPrincipal): Promise<void> {
    if (!(await announcementRepository.addressedTo(this.db, request.announcementId, request.storeId))) throw notFound();
    await announcementRepository.dismiss(this.db, request.announcementId, principal.userId, request.storeId, this.context.clock());
  }

  /** Pushes every announcement that is in effect and not pushed yet. Safe to call from any instance at any time. */
  async pushDue(): Promise<number> {
    const due = await announcementRepository.claimDue(this.db, this.context.clock());
    for (const row of due) await this.push(row);
    return due.length;
  }

  /** Starts the timer that pushes scheduled announcements when their start time comes. */
  start(intervalMs = ANNOUNCEMENT_PUSH_INTERVAL_MS): void {
    if (this.timer) return;
    this.timer = setInterval(() => {
      this.pushDue().catch((error: unknown) => this.context.log.error({ err: error }, 'announcement push failed'));
    }, intervalMs);
    this.timer.unref();
  }

  stop(): void {
    if (this.timer) clearInterval(this.timer);
    this.timer = null;
  }

  private async push(row: AnnouncementRow): Promise<void> {
    const data = { announcementId: row.id, kind: row.type as AnnouncementKind, title: row.title };
    if (row.allStores) {
      await publishNow(this.context.realtime, { destination: 'platform' }, 'ANNOUNCEMENT', data);
      return;
    }
    const storeIds = (await announcementRepository.storeIdsOf(this.db, [row.id])).get(row.id) ?? [];
    for (const userId of await announcementRepository.userIdsOfStores(this.db, storeIds)) {
      await publishNow(this.context.realtime, { destination: 'announcement', userId }, 'ANNOUNCEMENT', data);
    }
  }

  private async checkStores(executor: Executor, request: AnnouncementAddRequest): Promise<number[]> {
    if (request.allStores) return [];
    const existing = await announcementRepository.existingStoreIds(executor, request.storeIdList);
    if (existing.length !== request.storeIdList.length) throw badRequest(ANNOUNCEMENT_MSG.STORE_UNKNOWN);
    return [...request.storeIdList].sort((a, b) => a - b);
  }
}

function writeOf(request: AnnouncementAddRequest): AnnouncementWrite {
  return {
    type: request.type,
    title: request.title,
    content: sanitizeAnnouncementHtml(request.content),
    startTime: new Date(request.startTime),
    endTime: new Date(request.endTime),
    allStores: request.allStores,
    iosAppUrl: request.iosAppUrl,
    androidAppUrl: request.androidAppUrl,
  };
}
