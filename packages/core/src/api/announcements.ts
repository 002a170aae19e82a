import { ANNOUNCEMENT_PATHS, announcementDisplayQuerySchema, announcementStoreEntrySchema } from '../contracts/announcements.js';
import { callsOf } from './call.js';
import { z } from 'zod';

const announcements = callsOf('announcements', 'store');

/** The store header's 公告 list (the dialog and the admin pages keep their own calls in the web feature). */
export const ANNOUNCEMENT_API = {
  getStoreList: announcements.query(ANNOUNCEMENT_PATHS.getStoreList, announcementDisplayQuerySchema, z.array(announcementStoreEntrySchema)),
} as const;
