import { AUDIT_PATHS, auditPageRequestSchema, auditPageSchema, envelopeSchema } from '@diancan/core';
import { principalOf } from '../../platform/auth/policy.js';
import { ok } from '../../platform/errors/envelope.js';
import type { ZodApp } from '../../platform/http/zod-app.js';
import type { AuditService } from './audit.service.js';

export function auditRoutes(app: ZodApp, audit: AuditService): void {
  app.post(
    AUDIT_PATHS.getPage.path,
    {
      schema: { body: auditPageRequestSchema, response: { 200: envelopeSchema(auditPageSchema) } },
      config: { access: { roles: 'staff', storeScope: 'none' } },
    },
    async (request) => ok(await audit.page(request.body, principalOf(request))),
  );
}
