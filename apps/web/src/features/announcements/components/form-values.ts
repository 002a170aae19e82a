import {
  announcementAddRequestSchema,
  announcementTemplateAddRequestSchema,
  announcementUpdateRequestSchema,
  announcementTemplateUpdateRequestSchema,
  type Announcement,
  type AnnouncementAddRequest,
  type AnnouncementKind,
  type AnnouncementTemplate,
  type AnnouncementTemplateAddRequest,
  type AnnouncementTemplateUpdateRequest,
  type AnnouncementUpdateRequest,
} from '@diancan/core';
import type { z } from 'zod';
import { isoToTaipeiDateTime, taipeiDateTimeToIso, type DateRangeValue } from '../../../components/date-range';

/**
 * The announcement and template forms as @mantine/form values, and their way to and from the contract requests. The
 * forms validate with the very schemas the server uses; only the field names of the errors are translated.
 */

export type Audience = 'ALL' | 'CHOSEN';

export interface ContentValues {
  type: AnnouncementKind;
  title: string;
  content: string;
  iosAppUrl: string;
  androidAppUrl: string;
}

export interface AnnouncementFormValues extends ContentValues {
  range: DateRangeValue;
  audience: Audience;
  /** Store ids as the multi-select holds them (strings). */
  storeIds: string[];
}

export interface TemplateFormValues extends ContentValues {
  name: string;
}

const DAY_MS = 86_400_000;

/** A new announcement: text, from this minute for a week, every store. */
export function emptyAnnouncement(now: Date = new Date()): AnnouncementFormValues {
  const start = new Date(Math.floor(now.getTime() / 60_000) * 60_000);
  return {
    type: 'TEXT',
    title: '',
    content: '',
    iosAppUrl: '',
    androidAppUrl: '',
    range: { start: isoToTaipeiDateTime(start.toISOString()), end: isoToTaipeiDateTime(new Date(start.getTime() + 7 * DAY_MS).toISOString()) },
    audience: 'ALL',
    storeIds: [],
  };
}

export const EMPTY_TEMPLATE: TemplateFormValues = { name: '', type: 'TEXT', title: '', content: '', iosAppUrl: '', androidAppUrl: '' };

export function announcementToValues(announcement: Announcement): AnnouncementFormValues {
  return {
    type: announcement.type,
    title: announcement.title,
    content: announcement.content,
    iosAppUrl: announcement.iosAppUrl ?? '',
    androidAppUrl: announcement.androidAppUrl ?? '',
    range: { start: isoToTaipeiDateTime(announcement.startTime), end: isoToTaipeiDateTime(announcement.endTime) },
    audience: announcement.allStores ? 'ALL' : 'CHOSEN',
    storeIds: announcement.storeIdList.map(String),
  };
}

export function templateToValues(template: AnnouncementTemplate): TemplateFormValues {
  return {
    name: template.name,
    type: template.type,
    title: template.title,
    content: template.content,
    iosAppUrl: template.iosAppUrl ?? '',
    androidAppUrl: template.androidAppUrl ?? '',
  };
}

/** What a template puts into the announcement form (its time and stores stay as they are). */
export function applyTemplate(values: AnnouncementFormValues, template: AnnouncementTemplate): AnnouncementFormValues {
  const { name: _name, ...content } = templateToValues(template);
  return { ...values, ...content };
}

/** App links belong to app updates only; other types send none, whatever was typed before the type changed. */
function contentOf(values: ContentValues) {
  const app = values.type === 'APP_UPDATE';
  return {
    type: values.type,
    title: values.title,
    content: values.content,
    iosAppUrl: app ? values.iosAppUrl : null,
    androidAppUrl: app ? values.androidAppUrl : null,
  };
}

function announcementInput(values: AnnouncementFormValues) {
  return {
    ...contentOf(values),
    startTime: values.range.start ? taipeiDateTimeToIso(values.range.start) : '',
    endTime: values.range.end ? taipeiDateTimeToIso(values.range.end) : '',
    allStores: values.audience === 'ALL',
    storeIdList: values.audience === 'ALL' ? [] : values.storeIds.map(Number),
  };
}

/** The form field an error of the request belongs to. */
const FIELD_OF: Record<string, string> = { startTime: 'range', endTime: 'range', storeIdList: 'storeIds' };

function formErrors(error: z.ZodError): Record<string, string> {
  const errors: Record<string, string> = {};
  for (const issue of error.issues) {
    const top = String(issue.path[0] ?? '');
    const field = FIELD_OF[top] ?? top;
    if (!(field in errors)) errors[field] = issue.message;
  }
  return errors;
}

export type Checked<Request> = { ok: true; request: Request } | { ok: false; errors: Record<string, string> };

export function checkAnnouncement(values: AnnouncementFormValues, id: number | null): Checked<AnnouncementAddRequest | AnnouncementUpdateRequest> {
  if (!values.range.start || !values.range.end) return { ok: false, errors: { range: '公告期間為必填' } };
  const input = announcementInput(values);
  const result = id === null ? announcementAddRequestSchema.safeParse(input) : announcementUpdateRequestSchema.safeParse({ id, ...input });
  return result.success ? { ok: true, request: result.data } : { ok: false, errors: formErrors(result.error) };
}

export function checkTemplate(
  values: TemplateFormValues,
  id: number | null,
): Checked<AnnouncementTemplateAddRequest | AnnouncementTemplateUpdateRequest> {
  const input = { name: values.name, ...contentOf(values) };
  const result =
    id === null ? announcementTemplateAddRequestSchema.safeParse(input) : announcementTemplateUpdateRequestSchema.safeParse({ id, ...input });
  return result.success ? { ok: true, request: result.data } : { ok: false, errors: formErrors(result.error) };
}
