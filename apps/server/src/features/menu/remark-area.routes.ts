import { envelopeSchema } from '@diancan/core';
import {
  kitchenAreaAddRequestSchema,
  kitchenAreaSchema,
  kitchenAreaUpdateRequestSchema,
  MENU_PATHS,
  menuRecordQuerySchema,
  menuStoreQuerySchema,
  printAreaAddRequestSchema,
  printAreaSchema,
  printAreaUpdateRequestSchema,
  remarkAddRequestSchema,
  remarkSchema,
  remarkUpdateRequestSchema,
  sortRequestSchema,
} from '@diancan/core/contracts/menu';
import { z } from 'zod';
import { ok } from '../../platform/errors/envelope.js';
import type { ZodApp } from '../../platform/http/zod-app.js';
import type { AreaService } from './area.service.js';
import type { RemarkService } from './remark.service.js';
import { done, NO_DATA, STORE_BODY, STORE_QUERY } from '../../platform/http/route-kit.js';

/** Remarks (back/remark). */
export function remarkRoutes(app: ZodApp, remarks: RemarkService): void {
  const paths = MENU_PATHS.remark;
  const one = { 200: envelopeSchema(remarkSchema) };
  app.post(
    paths.add.path,
    { schema: { body: remarkAddRequestSchema, response: one }, config: STORE_BODY },
    async (request) => ok(await remarks.add(request.body.storeId, request.body.content)),
  );
  app.put(
    paths.update.path,
    { schema: { body: remarkUpdateRequestSchema, response: one }, config: STORE_BODY },
    async (request) => ok(await remarks.update(request.body.storeId, request.body.id, request.body.content)),
  );
  app.delete(
    paths.remove.path,
    { schema: { querystring: menuRecordQuerySchema, response: NO_DATA }, config: STORE_QUERY },
    (request) => done(remarks.remove(request.query.storeId, request.query.id)),
  );
  app.get(
    paths.list.path,
    { schema: { querystring: menuStoreQuerySchema, response: { 200: envelopeSchema(z.array(remarkSchema)) } }, config: STORE_QUERY },
    async (request) => ok(await remarks.list(request.query.storeId)),
  );
  app.put(
    paths.updateSort.path,
    { schema: { body: sortRequestSchema, response: NO_DATA }, config: STORE_BODY },
    (request) => done(remarks.sort(request.body)),
  );
}

/** Kitchen areas (back/kitchenArea) or print areas (back/printArea): the same calls on two lists. */
export function areaRoutes(
  app: ZodApp,
  areas: AreaService,
  kind: 'kitchenArea' | 'printArea',
): void {
  const paths = MENU_PATHS[kind];
  const schemas =
    kind === 'kitchenArea'
      ? { add: kitchenAreaAddRequestSchema, update: kitchenAreaUpdateRequestSchema, row: kitchenAreaSchema }
      : { add: printAreaAddRequestSchema, update: printAreaUpdateRequestSchema, row: printAreaSchema };
  const one = { 200: envelopeSchema(schemas.row) };
  app.post(
    paths.add.path,
    { schema: { body: schemas.add, response: one }, config: STORE_BODY },
    async (request) => ok(await areas.add(request.body.storeId, request.body.name)),
  );
  app.put(
    paths.update.path,
    { schema: { body: schemas.update, response: one }, config: STORE_BODY },
    async (request) => ok(await areas.update(request.body.storeId, request.body.id, request.body.name)),
  );
  app.delete(
    paths.remove.path,
    { schema: { querystring: menuRecordQuerySchema, response: NO_DATA }, config: STORE_QUERY },
    (request) => done(areas.remove(request.query.storeId, request.query.id)),
  );
  app.get(
    paths.list.path,
    { schema: { querystring: menuStoreQuerySchema, response: { 200: envelopeSchema(z.array(schemas.row)) } }, config: STORE_QUERY },
    async (request) => ok(await areas.list(request.query.storeId)),
  );
  app.put(
    paths.updateSort.path,
    { schema: { body: sortRequestSchema, response: NO_DATA }, config: STORE_BODY },
    (request) => done(areas.sort(request.body)),
  );
}
