import {
  EINVOICE_OFFLINE_PATHS,
  envelopeSchema,
  offlineBlockListQuerySchema,
  offlineBlockSchema,
  reservedOfflineBlockSchema,
  reserveOfflineBlockRequestSchema,
  revokeOfflineBlockRequestSchema,
} from '@diancan/core';
import { z } from 'zod';
import { unauthorized } from '../../platform/errors/app-error.js';
import { ok } from '../../platform/errors/envelope.js';
import { done, NO_DATA, POS_BODY, STORE_BODY, STORE_QUERY } from '../../platform/http/route-kit.js';
import type { ZodApp } from '../../platform/http/zod-app.js';
import type { OfflineBlockService } from './offline-blocks.service.js';

/** Offline invoice blocks (issue 22; docs/offline.md): the POS reserves; the store settings list and revoke. */
export function offlineBlockRoutes(app: ZodApp, blocks: OfflineBlockService): void {
  const paths = EINVOICE_OFFLINE_PATHS;
  app.post(
    paths.reserveOfflineBlock.path,
    { schema: { body: reserveOfflineBlockRequestSchema, response: { 200: envelopeSchema(reservedOfflineBlockSchema) } }, config: POS_BODY },
    async (request) => {
      if (!request.principal) throw unauthorized();
      return ok(await blocks.reserve(request.body, request.principal.userId));
    },
  );
  app.get(
    paths.getOfflineBlockList.path,
    { schema: { querystring: offlineBlockListQuerySchema, response: { 200: envelopeSchema(z.array(offlineBlockSchema)) } }, config: STORE_QUERY },
    async (request) => ok(await blocks.list(request.query.storeId)),
  );
  app.put(
    paths.revokeOfflineBlock.path,
    { schema: { body: revokeOfflineBlockRequestSchema, response: NO_DATA }, config: STORE_BODY },
    async (request) => done(blocks.revoke(request.body.storeId, request.body.id)),
  );
}
