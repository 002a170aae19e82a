import { type ApiRoute, envelopeSchema, type Envelope, MANAGER_ROLES, type StaffPermission } from '@diancan/core';
import type { FastifyRequest, FastifySchema } from 'fastify';
import { z } from 'zod';
import type { RouteAccess, StaffAccess } from '../auth/access.js';
import { ok } from '../errors/envelope.js';
import type { ZodApp } from './zod-app.js';

/**
 * Who may call the menu routes: store users, on their own stores (the spec gives menu management to
 * USER_STORE only). The store is named by `storeId` in the body, or in the query string for GET and DELETE.
 */
export const STORE_BODY: { access: RouteAccess } = { access: { roles: 'store', storeScope: 'body' } };
export const STORE_QUERY: { access: RouteAccess } = { access: { roles: 'store', storeScope: 'query' } };

/** The POS calls (menu, stock, order): a store's own, and only while the platform has its POS_ORDER module on. */
export const POS_BODY: { access: RouteAccess } = { access: { ...STORE_BODY.access, modules: ['POS_ORDER'] } };
export const POS_QUERY: { access: RouteAccess } = { access: { ...STORE_QUERY.access, modules: ['POS_ORDER'] } };

/**
 * Report, shift and cash-drawer calls: behind the store's manager-code gate when the store has it on; in staff mode
 * the signed-in staff member's REPORTS permission replaces it (docs/staff.md).
 */
export const REPORT_BODY: { access: RouteAccess } = {
  access: { ...STORE_BODY.access, gates: ['MANAGER_CODE'], staff: { at: 'counter', needs: ['REPORTS'] } },
};
export const REPORT_QUERY: { access: RouteAccess } = {
  access: { ...STORE_QUERY.access, gates: ['MANAGER_CODE'], staff: { at: 'counter', needs: ['REPORTS'] } },
};

/** The same access with what it needs of the staff member in staff mode (docs/staff.md). */
export function withStaff(config: { access: RouteAccess }, staff: StaffAccess): { access: RouteAccess } {
  return { access: { ...config.access, staff } };
}

/** A counter call: in staff mode, only with a staff member signed in on the terminal (and their permissions). */
export const counter = (config: { access: RouteAccess }, ...needs: StaffPermission[]) =>
  withStaff(config, { at: 'counter', needs });
/** A back-office call the owner makes without a PIN; a staff member signed in on the session needs the permissions. */
export const backOffice = (config: { access: RouteAccess }, ...needs: StaffPermission[]) =>
  withStaff(config, { at: 'back', needs });

/** Platform staff on no particular store (a sales person is further limited to their own stores by the services). */
export const STAFF: { access: RouteAccess } = { access: { roles: 'staff', storeScope: 'none' } };

/** Managers and the super manager only (access section 6: sales people, announcements, the price list). */
export const MANAGERS: { access: RouteAccess } = { access: { roles: MANAGER_ROLES, storeScope: 'none' } };

/** The response of a call that answers no data. */
export const NO_DATA = { 200: envelopeSchema(z.null()) };

/** Waits for a change that answers nothing, then answers `data: null`. */
export async function done(work: Promise<void>): Promise<Envelope<null>> {
  await work;
  return ok(null);
}

/** The schemas of one JSON call: its request (none for a bare GET) and the envelope's data. */
export interface CallSchemas<Input extends z.ZodType, Data extends z.ZodType> {
  input?: Input;
  /** Where the request travels: the query string for GET and DELETE, the JSON body for POST and PUT, unless said. */
  from?: 'query' | 'body';
  data: Data;
}

/**
 * Declares one JSON call of a contract's path table (its method and path): the access it needs, its request checked
 * by its schema before the handler runs, and the handler's result answered as the envelope's data (checked by its
 * schema). A call whose data is `z.null()` answers null once its handler's work is done.
 */
export function jsonCall<Input extends z.ZodType = z.ZodUndefined, Data extends z.ZodType = z.ZodNull>(
  app: ZodApp,
  route: ApiRoute,
  config: { access: RouteAccess },
  schemas: CallSchemas<Input, Data>,
  handle: (input: z.output<Input>, request: FastifyRequest) => Promise<z.input<Data> | (Data extends z.ZodNull ? void : never)>,
): void {
  const from = schemas.from ?? (route.method === 'GET' || route.method === 'DELETE' ? 'query' : 'body');
  const schema: FastifySchema = { response: { 200: envelopeSchema(schemas.data) } };
  if (schemas.input) schema[from === 'query' ? 'querystring' : 'body'] = schemas.input;
  app.route({
    method: route.method,
    url: route.path,
    schema,
    config,
    handler: async (request) => {
      const input = (from === 'query' ? request.query : request.body) as z.output<Input>;
      return ok((await handle(input, request)) ?? null);
    },
  });
}
