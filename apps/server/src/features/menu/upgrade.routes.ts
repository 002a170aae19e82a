import { envelopeSchema } from '@diancan/core';
import {
  MENU_PATHS,
  menuRecordQuerySchema,
  menuStoreQuerySchema,
  sortRequestSchema,
  upgradeAddRequestSchema,
  upgradeSchema,
  upgradeStatusRequestSchema,
  upgradeUpdateRequestSchema,
} from '@diancan/core/contracts/menu';
import { z } from 'zod';
import { ok } from '../../platform/errors/envelope.js';
import type { ZodApp } from '../../platform/http/zod-app.js';
import { done, NO_DATA, STORE_BODY, STORE_QUERY } from '../../platform/http/route-kit.js';
import type { UpgradeService } from './upgrade.service.js';

const paths = MENU_PATHS.upgrade;
const one = { 200: envelopeSchema(upgradeSchema) };

/** Upgrades (升級 / 套餐) under back/upgrade. */
export function upgradeRoutes(app: ZodApp, upgrades: UpgradeService): void {
  app.post(
    paths.add.path,
    { schema: { body: upgradeAddRequestSchema, response: one }, config: STORE_BODY },
    async (request) => ok(await upgrades.add(request.body)),
  );
  app.put(
    paths.update.path,
    { schema: { body: upgradeUpdateRequestSchema, response: one }, config: STORE_BODY },
    async (request) => ok(await upgrades.update(request.body)),
  );
  app.delete(
    paths.remove.path,
    { schema: { querystring: menuRecordQuerySchema, response: NO_DATA }, config: STORE_QUERY },
    (request) => done(upgrades.remove(request.query.storeId, request.query.id)),
  );
  app.get(
    paths.get.path,
    { schema: { querystring: menuRecordQuerySchema, response: one }, config: STORE_QUERY },
    async (request) => ok(await upgrades.get(request.query.storeId, request.query.id)),
  );
  app.get(
    paths.list.path,
    {
      schema: { querystring: menuStoreQuerySchema, response: { 200: envelopeSchema(z.array(upgradeSchema)) } },
      config: STORE_QUERY,
    },
    async (request) => ok(await upgrades.list(request.query.storeId)),
  );
  app.put(
    paths.updateSort.path,
    { schema: { body: sortRequestSchema, response: NO_DATA }, config: STORE_BODY },
    (request) => done(upgrades.sort(request.body)),
  );
  app.put(
    paths.updateStatus.path,
    { schema: { body: upgradeStatusRequestSchema, response: NO_DATA }, config: STORE_BODY },
    (request) => done(upgrades.setStatus(request.body)),
  );
}
