import {
  envelopeSchema,
  MAIL_PATHS,
  mailIdQuerySchema,
  mailPageRequestSchema,
  mailPageSchema,
  mailResendRequestSchema,
  mailResendResultSchema,
} from '@diancan/core';
import type { RouteAccess } from '../../platform/auth/access.js';
import { principalOf } from '../../platform/auth/policy.js';
import { ok } from '../../platform/errors/envelope.js';
import type { ZodApp } from '../../platform/http/zod-app.js';
import type { MailHistoryService } from './mail-history.service.js';

/** mail-history: every staff role (access section 6); a sales person sees their stores' mail. */
const STAFF: { access: RouteAccess } = { access: { roles: 'staff', storeScope: 'none' } };

export function mailRoutes(app: ZodApp, mail: MailHistoryService): void {
  app.post(
    MAIL_PATHS.getPage.path,
    { schema: { body: mailPageRequestSchema, response: { 200: envelopeSchema(mailPageSchema) } }, config: STAFF },
    async (request) => ok(await mail.page(request.body, principalOf(request))),
  );

  app.get(MAIL_PATHS.download.path, { schema: { querystring: mailIdQuerySchema }, config: STAFF }, async (request, reply) => {
    const file = await mail.download(request.query.id, principalOf(request));
    return reply
      .type('message/rfc822')
      .header('cache-control', 'private, no-store')
      .header('content-disposition', `attachment; filename="${file.fileName}"`)
      .send(file.content);
  });

  // 200 either way: status true only when the SMTP server took the mail; otherwise the message says why not.
  app.post(
    MAIL_PATHS.resend.path,
    { schema: { body: mailResendRequestSchema, response: { 200: envelopeSchema(mailResendResultSchema) } }, config: STAFF },
    async (request) => {
      const outcome = await mail.resend(request.body, principalOf(request));
      return { status: outcome.status === 'SENT', message: outcome.message, data: { status: outcome.status } };
    },
  );
}
