import { z } from 'zod';
import {
  ANNOUNCEMENT_PATHS,
  ANNOUNCEMENT_TEMPLATE_PATHS,
  announcementAddRequestSchema,
  announcementDisplayQuerySchema,
  announcementDisplaySchema,
  announcementDisplayUpdateSchema,
  announcementPageRequestSchema,
  announcementPageSchema,
  announcementSchema,
  announcementSortRequestSchema,
  announcementStoreEntrySchema,
  announcementTemplateAddRequestSchema,
  announcementTemplatePageRequestSchema,
  announcementTemplatePageSchema,
  announcementTemplateSchema,
  announcementTemplateUpdateRequestSchema,
  announcementUpdateRequestSchema,
} from '../contracts/announcements.js';
import { idQuerySchema } from '../contracts/stores.js';
import { callsOf, noData } from './call.js';

const admin = callsOf('announcements', 'admin');
const store = callsOf('announcements', 'store');
const templates = callsOf('announcementTemplates');

/** 公告 on the platform side (managers) and on the store side (the dialog, "know it" and the header's list). */
export const ANNOUNCEMENT_API = {
  add: admin.body(ANNOUNCEMENT_PATHS.add, announcementAddRequestSchema, announcementSchema),
  update: admin.body(ANNOUNCEMENT_PATHS.update, announcementUpdateRequestSchema, announcementSchema),
  remove: admin.query(ANNOUNCEMENT_PATHS.remove, idQuerySchema, noData),
  getPage: admin.body(ANNOUNCEMENT_PATHS.getPage, announcementPageRequestSchema, announcementPageSchema, { read: true }),
  updateSort: admin.body(ANNOUNCEMENT_PATHS.updateSort, announcementSortRequestSchema, noData),
  get: admin.query(ANNOUNCEMENT_PATHS.get, idQuerySchema, announcementSchema),
  /** What the store's dialog shows now, in order; a platform change reaches the store by the ANNOUNCEMENT message. */
  getDisplayList: store.query(ANNOUNCEMENT_PATHS.getDisplayList, announcementDisplayQuerySchema, z.array(announcementDisplaySchema)),
  updateDisplay: store.body(ANNOUNCEMENT_PATHS.updateDisplay, announcementDisplayUpdateSchema, noData),
  getStoreList: store.query(ANNOUNCEMENT_PATHS.getStoreList, announcementDisplayQuerySchema, z.array(announcementStoreEntrySchema)),
} as const;

export const ANNOUNCEMENT_TEMPLATE_API = {
  add: templates.body(ANNOUNCEMENT_TEMPLATE_PATHS.add, announcementTemplateAddRequestSchema, announcementTemplateSchema),
  update: templates.body(ANNOUNCEMENT_TEMPLATE_PATHS.update, announcementTemplateUpdateRequestSchema, announcementTemplateSchema),
  remove: templates.query(ANNOUNCEMENT_TEMPLATE_PATHS.remove, idQuerySchema, noData),
  getPage: templates.body(ANNOUNCEMENT_TEMPLATE_PATHS.getPage, announcementTemplatePageRequestSchema, announcementTemplatePageSchema, { read: true }),
  updateSort: templates.body(ANNOUNCEMENT_TEMPLATE_PATHS.updateSort, announcementSortRequestSchema, noData),
  get: templates.query(ANNOUNCEMENT_TEMPLATE_PATHS.get, idQuerySchema, announcementTemplateSchema),
} as const;
