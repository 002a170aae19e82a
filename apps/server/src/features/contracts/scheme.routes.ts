import {
  envelopeSchema,
  idQuerySchema,
  SCHEME_PATHS,
  schemeAddRequestSchema,
  schemeFileQuerySchema,
  schemeFileSchema,
  schemeSchema,
  schemeUpdateRequestSchema,
} from '@diancan/core';
import { z } from 'zod';
import { principalOf } from '../../platform/auth/policy.js';
import { ok } from '../../platform/errors/envelope.js';
import { withMultipart } from '../../platform/files/multipart.js';
import { jsonCall, MANAGERS, STAFF } from '../../platform/http/route-kit.js';
import type { ZodApp } from '../../platform/http/zod-app.js';
import { readPdfUploads } from './pdf-upload.js';
import type { SchemeService } from './scheme.service.js';

/**
 * Schemes are the platform's price list: every staff member reads them (contract pages), but only managers and
 * the super manager change them, so a sales person cannot reprice a plan for everyone (docs/platform.md).
 */

/** RFC 6266 / 5987: the stored name for any characters; never used as a path. */
function attachment(name: string): string {
  const ascii = name.replace(/[^\x20-\x7e]/g, '_').replace(/["\\]/g, '_');
  return `attachment; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(name)}`;
}

export function schemeRoutes(app: ZodApp, schemes: SchemeService): void {
  const paths = SCHEME_PATHS;
  jsonCall(app, paths.add, MANAGERS, { input: schemeAddRequestSchema, data: schemeSchema }, (body, request) =>
    schemes.add(body, principalOf(request)),
  );
  jsonCall(app, paths.update, MANAGERS, { input: schemeUpdateRequestSchema, data: schemeSchema }, (body, request) =>
    schemes.update(body, principalOf(request)),
  );
  jsonCall(app, paths.remove, MANAGERS, { input: idQuerySchema, data: z.null() }, (query, request) =>
    schemes.remove(query.id, principalOf(request)),
  );

  withMultipart(app, (scope) => {
    scope.post(
      SCHEME_PATHS.upload.path,
      { schema: { response: { 200: envelopeSchema(z.array(schemeFileSchema)) } }, config: MANAGERS },
      async (request) => ok(await schemes.upload(await readPdfUploads(request), principalOf(request))),
    );
  });

  app.get(
    SCHEME_PATHS.download.path,
    { schema: { querystring: schemeFileQuerySchema }, config: STAFF },
    async (request, reply) => {
      const file = await schemes.download(request.query.id, principalOf(request));
      return reply
        .type(file.contentType)
        .header('cache-control', 'private, no-store')
        .header('x-content-type-options', 'nosniff')
        .header('content-disposition', attachment(file.name))
        .send(file.data);
    },
  );
}
