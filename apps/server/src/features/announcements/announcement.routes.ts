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
  announcementTemplateAddRequestSchema,
  announcementTemplatePageRequestSchema,
  announcementTemplatePageSchema,
  announcementTemplateSchema,
  announcementTemplateUpdateRequestSchema,
  announcementUpdateRequestSchema,
  envelopeSchema,
  idQuerySchema,
  MANAGER_ROLES,
} from '@diancan/core';
import { z } from 'zod';
import type { RouteAccess } from '../../platform/auth/access.js';
import { principalOf } from '../../platform/auth/policy.js';
import { ok } from '../../platform/errors/envelope.js';
import type { ZodApp } from '../../platform/http/zod-app.js';
import type { AnnouncementService } from './announcement.service.js';
import type { TemplateService } from './template.service.js';

/** announcementManager: managers and the super manager only (access section 6). */
const MANAGERS: { access: RouteAccess } = { access: { roles: MANAGER_ROLES, storeScope: 'none' } };
const nothing = { 200: envelopeSchema(z.null()) };

export function announcementRoutes(app: ZodApp, announcements: AnnouncementService, templates: TemplateService): void {
  // Scheduled announcements are pushed when their start time comes, by whichever instance gets there first.
  app.addHook('onReady', async () => announcements.start());
  app.addHook('onClose', async () => announcements.stop());

  const one = { 200: envelopeSchema(announcementSchema) };
  app.post(ANNOUNCEMENT_PATHS.add.path, { schema: { body: announcementAddRequestSchema, response: one }, config: MANAGERS }, async (request) =>
    ok(await announcements.add(request.body, principalOf(request))),
  );
  app.put(ANNOUNCEMENT_PATHS.update.path, { schema: { body: announcementUpdateRequestSchema, response: one }, config: MANAGERS }, async (request) =>
    ok(await announcements.update(request.body, principalOf(request))),
  );
  app.delete(ANNOUNCEMENT_PATHS.remove.path, { schema: { querystring: idQuerySchema, response: nothing }, config: MANAGERS }, async (request) => {
    await announcements.remove(request.query.id, principalOf(request));
    return ok(null);
  });
  app.post(
    ANNOUNCEMENT_PATHS.getPage.path,
    { schema: { body: announcementPageRequestSchema, response: { 200: envelopeSchema(announcementPageSchema) } }, config: MANAGERS },
    async (request) => ok(await announcements.page(request.body)),
  );
  app.put(ANNOUNCEMENT_PATHS.updateSort.path, { schema: { body: announcementSortRequestSchema, response: nothing }, config: MANAGERS }, async (request) => {
    await announcements.updateSort(request.body, principalOf(request));
    return ok(null);
  });
  app.get(ANNOUNCEMENT_PATHS.get.path, { schema: { querystring: idQuerySchema, response: one }, config: MANAGERS }, async (request) =>
    ok(await announcements.get(request.query.id)),
  );

  // The store side: the dialog's list and "know it", for the store's own users (staff do not fetch it, spec §6).
  app.get(
    ANNOUNCEMENT_PATHS.getDisplayList.path,
    {
      schema: { querystring: announcementDisplayQuerySchema, response: { 200: envelopeSchema(z.array(announcementDisplaySchema)) } },
      config: { access: { roles: 'store', storeScope: 'query' } },
    },
    async (request) => ok(await announcements.displayList(request.query, principalOf(request))),
  );
  app.put(
    ANNOUNCEMENT_PATHS.updateDisplay.path,
    {
      schema: { body: announcementDisplayUpdateSchema, response: nothing },
      config: { access: { roles: 'store', storeScope: 'body' } },
    },
    async (request) => {
      await announcements.hide(request.body, principalOf(request));
      return ok(null);
    },
  );

  const template = { 200: envelopeSchema(announcementTemplateSchema) };
  app.post(
    ANNOUNCEMENT_TEMPLATE_PATHS.add.path,
    { schema: { body: announcementTemplateAddRequestSchema, response: template }, config: MANAGERS },
    async (request) => ok(await templates.add(request.body, principalOf(request))),
  );
  app.put(
    ANNOUNCEMENT_TEMPLATE_PATHS.update.path,
    { schema: { body: announcementTemplateUpdateRequestSchema, response: template }, config: MANAGERS },
    async (request) => ok(await templates.update(request.body, principalOf(request))),
  );
  app.delete(ANNOUNCEMENT_TEMPLATE_PATHS.remove.path, { schema: { querystring: idQuerySchema, response: nothing }, config: MANAGERS }, async (request) => {
    await templates.remove(request.query.id, principalOf(request));
    return ok(null);
  });
  app.post(
    ANNOUNCEMENT_TEMPLATE_PATHS.getPage.path,
    { schema: { body: announcementTemplatePageRequestSchema, response: { 200: envelopeSchema(announcementTemplatePageSchema) } }, config: MANAGERS },
    async (request) => ok(await templates.page(request.body)),
  );
  app.put(ANNOUNCEMENT_TEMPLATE_PATHS.updateSort.path, { schema: { body: announcementSortRequestSchema, response: nothing }, config: MANAGERS }, async (request) => {
    await templates.updateSort(request.body, principalOf(request));
    return ok(null);
  });
  app.get(ANNOUNCEMENT_TEMPLATE_PATHS.get.path, { schema: { querystring: idQuerySchema, response: template }, config: MANAGERS }, async (request) =>
    ok(await templates.get(request.query.id)),
  );
}
