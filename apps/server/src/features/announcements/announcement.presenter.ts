import {
  announcementState,
  type Announcement,
  type AnnouncementDisplay,
  type AnnouncementKind,
  type AnnouncementTemplate,
} from '@diancan/core';
import type { AnnouncementRow } from './announcement.repository.js';
import type { TemplateRow } from './template.repository.js';

export function presentAnnouncement(row: AnnouncementRow, storeIds: readonly number[], now: Date): Announcement {
  const startTime = row.startTime.toISOString();
  const endTime = row.endTime.toISOString();
  return {
    id: row.id,
    type: row.type as AnnouncementKind,
    title: row.title,
    content: row.content,
    startTime,
    endTime,
    allStores: row.allStores,
    storeIdList: row.allStores ? [] : [...storeIds],
    iosAppUrl: row.iosAppUrl,
    androidAppUrl: row.androidAppUrl,
    sort: row.sort,
    state: announcementState(startTime, endTime, now),
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

export function presentDisplay(row: AnnouncementRow): AnnouncementDisplay {
  return {
    id: row.id,
    type: row.type as AnnouncementKind,
    title: row.title,
    content: row.content,
    startTime: row.startTime.toISOString(),
    endTime: row.endTime.toISOString(),
    iosAppUrl: row.iosAppUrl,
    androidAppUrl: row.androidAppUrl,
    display: true,
  };
}

export function presentTemplate(row: TemplateRow): AnnouncementTemplate {
  return {
    id: row.id,
    name: row.name,
    type: row.type as AnnouncementKind,
    title: row.title,
    content: row.content,
    iosAppUrl: row.iosAppUrl,
    androidAppUrl: row.androidAppUrl,
    sort: row.sort,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}
