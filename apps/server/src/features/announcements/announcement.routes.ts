import {
  ANNOUNCEMENT_PATHS,
  ANNOUNCEMENT_TEMPLATE_PATHS,
  announcementAddRequestSchema,
  announcementDisplayQuerySchema,
  announcementDisplaySchema,
  announcementStoreEntrySchema,
  announcementDisplayUpdateSchema,
  announcementPageRequestSchema,
  announcementPageSchema,
  announcementSchema,
  announcementSortRequestSchema,
  announcementTemplateAddRequestSchema,
  announcementTemplatePageRequestSchema,
  announcementTemplatePageSchema,
  announcementTemplateSchema,
  announcementTemplateUpdateRequestSchema,
  announcementUpdateRequestSchema,
  idQuerySchema,
} from '@diancan/core';
import { z } from 'zod';
import { principalOf } from '../../platform/auth/policy.js';
import { jsonCall, MANAGERS } from '../../platform/http/route-kit.js';
import type { ZodApp } from '../../platform/http/zod-app.js';
import type { AnnouncementService } from './announcement.service.js';
import type { TemplateService } from './template.service.js';

/** announcementManager: managers and the super manager only (access section 6); the display list for store users. */
export function announcementRoutes(app: ZodApp, announcements: AnnouncementService, templates: TemplateService): void {
  // Scheduled announcements are pushed when their start time comes, by whichever instance gets there first.
  app.addHook('onReady', async () => announcements.start());
  app.addHook('onClose', async () => announcements.stop());

  const paths = ANNOUNCEMENT_PATHS;
  jsonCall(app, paths.add, MANAGERS, { input: announcementAddRequestSchema, data: announcementSchema }, (body, request) =>
    announcements.add(body, principalOf(request)),
  );
  jsonCall(app, paths.update, MANAGERS, { input: announcementUpdateRequestSchema, data: announcementSchema }, (body, request) =>
    announcements.update(body, principalOf(request)),
  );
  jsonCall(app, paths.remove, MANAGERS, { input: idQuerySchema, data: z.null() }, (query, request) =>
    announcements.remove(query.id, principalOf(request)),
  );
  jsonCall(app, paths.getPage, MANAGERS, { input: announcementPageRequestSchema, data: announcementPageSchema }, (body) =>
    announcements.page(body),
  );
  jsonCall(app, paths.updateSort, MANAGERS, { input: announcementSortRequestSchema, data: z.null() }, (body, request) =>
    announcements.updateSort(body, principalOf(request)),
  );
  jsonCall(app, paths.get, MANAGERS, { input: idQuerySchema, data: announcementSchema }, (query) => announcements.get(query.id));

  // The store side: the dialog's list and "know it", for the store's own users (staff do not fetch it, spec §6).
  jsonCall(
    app,
    paths.getDisplayList,
    { access: { roles: 'store', storeScope: 'query' } },
    { input: announcementDisplayQuerySchema, data: z.array(announcementDisplaySchema) },
    (query, request) => announcements.displayList(query, principalOf(request)),
  );
  jsonCall(
    app,
    paths.updateDisplay,
    { access: { roles: 'store', storeScope: 'body' } },
    { input: announcementDisplayUpdateSchema, data: z.null() },
    (body, request) => announcements.hide(body, principalOf(request)),
  );
  jsonCall(
    app,
    paths.getStoreList,
    { access: { roles: 'store', storeScope: 'query' } },
    { input: announcementDisplayQuerySchema, data: z.array(announcementStoreEntrySchema) },
    (query, request) => announcements.storeList(query, principalOf(request)),
  );

  const templatePaths = ANNOUNCEMENT_TEMPLATE_PATHS;
  jsonCall(app, templatePaths.add, MANAGERS, { input: announcementTemplateAddRequestSchema, data: announcementTemplateSchema }, (body, request) =>
    templates.add(body, principalOf(request)),
  );
  jsonCall(app, templatePaths.update, MANAGERS, { input: announcementTemplateUpdateRequestSchema, data: announcementTemplateSchema }, (body, request) =>
    templates.update(body, principalOf(request)),
  );
  jsonCall(app, templatePaths.remove, MANAGERS, { input: idQuerySchema, data: z.null() }, (query, request) =>
    templates.remove(query.id, principalOf(request)),
  );
  jsonCall(app, templatePaths.getPage, MANAGERS, { input: announcementTemplatePageRequestSchema, data: announcementTemplatePageSchema }, (body) =>
    templates.page(body),
  );
  jsonCall(app, templatePaths.updateSort, MANAGERS, { input: announcementSortRequestSchema, data: z.null() }, (body, request) =>
    templates.updateSort(body, principalOf(request)),
  );
  jsonCall(app, templatePaths.get, MANAGERS, { input: idQuerySchema, data: announcementTemplateSchema }, (query) => templates.get(query.id));
}
