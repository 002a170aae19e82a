import { envelopeSchema } from '@diancan/core';
import {
  MENU_PATHS,
  menuRecordQuerySchema,
  menuStoreQuerySchema,
  optionGroupAddRequestSchema,
  optionGroupSchema,
  optionGroupUpdateRequestSchema,
  sortRequestSchema,
} from '@diancan/core/contracts/menu';
import { z } from 'zod';
import { ok } from '../../platform/errors/envelope.js';
import type { ZodApp } from '../../platform/http/zod-app.js';
import type { OptionGroupService } from './option-group.service.js';
import { done, NO_DATA, STORE_BODY, STORE_QUERY } from '../../platform/http/route-kit.js';

const paths = MENU_PATHS.option;
const one = { 200: envelopeSchema(optionGroupSchema) };

/** Taste groups (口味) under back/option. */
export function optionRoutes(app: ZodApp, optionGroups: OptionGroupService): void {
  app.post(
    paths.add.path,
    { schema: { body: optionGroupAddRequestSchema, response: one }, config: STORE_BODY },
    async (request) => ok(await optionGroups.add(request.body)),
  );
  app.put(
    paths.update.path,
    { schema: { body: optionGroupUpdateRequestSchema, response: one }, config: STORE_BODY },
    async (request) => ok(await optionGroups.update(request.body)),
  );
  app.delete(
    paths.remove.path,
    { schema: { querystring: menuRecordQuerySchema, response: NO_DATA }, config: STORE_QUERY },
    (request) => done(optionGroups.remove(request.query.storeId, request.query.id)),
  );
  app.get(
    paths.get.path,
    { schema: { querystring: menuRecordQuerySchema, response: one }, config: STORE_QUERY },
    async (request) => ok(await optionGroups.get(request.query.storeId, request.query.id)),
  );
  app.get(
    paths.list.path,
    {
      schema: { querystring: menuStoreQuerySchema, response: { 200: envelopeSchema(z.array(optionGroupSchema)) } },
      config: STORE_QUERY,
    },
    async (request) => ok(await optionGroups.list(request.query.storeId)),
  );
  app.put(
    paths.updateSort.path,
    { schema: { body: sortRequestSchema, response: NO_DATA }, config: STORE_BODY },
    (request) => done(optionGroups.sort(request.body)),
  );
}
