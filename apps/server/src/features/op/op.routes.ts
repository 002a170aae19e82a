import { envelopeSchema, recordErrorRequestSchema } from '@diancan/core';
import { z } from 'zod';
import { ok } from '../../platform/errors/envelope.js';
import { clientOf } from '../../platform/http/client-info.js';
import type { ZodApp } from '../../platform/http/zod-app.js';
import type { OpService } from './op.service.js';

/** A report is a source and a message of at most a few thousand characters; more is not a report. */
const RECORD_ERROR_BODY_LIMIT = 16 * 1024;

export function opRoutes(app: ZodApp, op: OpService): void {
  // Public and open during maintenance: a client reports errors whether or not its session still holds.
  app.post(
    '/api/op/recordError',
    {
      bodyLimit: RECORD_ERROR_BODY_LIMIT,
      schema: { body: recordErrorRequestSchema, response: { 200: envelopeSchema(z.null()) } },
      config: { access: { roles: 'public', storeScope: 'none', duringMaintenance: true } },
    },
    async (request) => {
      await op.recordError(request.body, request.principal?.userId ?? null, clientOf(request));
      return ok(null);
    },
  );
}
