import { envelopeSchema, type Envelope } from '@diancan/core';
import { z } from 'zod';
import type { RouteAccess } from '../../platform/auth/access.js';
import { ok } from '../../platform/errors/envelope.js';

/**
 * Who may call the menu routes: store users, on their own stores (the spec gives menu management to
 * USER_STORE only). The store is named by `storeId` in the body, or in the query string for GET and DELETE.
 */
export const STORE_BODY: { access: RouteAccess } = { access: { roles: 'store', storeScope: 'body' } };
export const STORE_QUERY: { access: RouteAccess } = { access: { roles: 'store', storeScope: 'query' } };

/** The POS calls (menu, stock, order): a store's own, and only while the platform has its POS_ORDER module on. */
export const POS_BODY: { access: RouteAccess } = { access: { ...STORE_BODY.access, modules: ['POS_ORDER'] } };
export const POS_QUERY: { access: RouteAccess } = { access: { ...STORE_QUERY.access, modules: ['POS_ORDER'] } };

/** Report, shift and cash-drawer calls: behind the store's manager-code gate when the store has it on. */
export const REPORT_BODY: { access: RouteAccess } = { access: { ...STORE_BODY.access, gates: ['MANAGER_CODE'] } };
export const REPORT_QUERY: { access: RouteAccess } = { access: { ...STORE_QUERY.access, gates: ['MANAGER_CODE'] } };

/** The response of a call that answers no data. */
export const NO_DATA = { 200: envelopeSchema(z.null()) };

/** Waits for a change that answers nothing, then answers `data: null`. */
export async function done(work: Promise<void>): Promise<Envelope<null>> {
  await work;
  return ok(null);
}
