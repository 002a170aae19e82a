import {
  addInvoiceTrackRequestSchema,
  EINVOICE_PATHS,
  envelopeSchema,
  invoiceProofSchema,
  invoiceTrackRecordQuerySchema,
  invoiceTrackSchema,
  orderInvoiceListSchema,
  orderInvoiceSchema,
  orderInvoicesQuerySchema,
  invoiceProofDocument,
  printInvoiceRequestSchema,
  reissueInvoiceRequestSchema,
  storeInvoiceSettingQuerySchema,
  storeInvoiceSettingSchema,
  updateStoreInvoiceSettingRequestSchema,
  voidInvoiceRequestSchema,
} from '@diancan/core';
import type { SlipPrinter } from '../printing/printing.service.js';
import { z } from 'zod';
import type { FastifyRequest } from 'fastify';
import { unauthorized } from '../../platform/errors/app-error.js';
import { ok } from '../../platform/errors/envelope.js';
import type { ZodApp } from '../../platform/http/zod-app.js';
import { done, NO_DATA, STORE_BODY, STORE_QUERY } from '../menu/route-kit.js';
import type { OrderInvoiceService } from './invoice.service.js';
import type { EinvoiceSettingsService } from './settings.service.js';

function userIdOf(request: FastifyRequest): number {
  if (!request.principal) throw unauthorized();
  return request.principal.userId;
}

/** E-invoice calls (docs/einvoice.md), for store users on their own stores. */
export function einvoiceRoutes(
  app: ZodApp,
  settings: EinvoiceSettingsService,
  invoices: OrderInvoiceService,
  slips: SlipPrinter,
): void {
  const paths = EINVOICE_PATHS;
  const setting = { 200: envelopeSchema(storeInvoiceSettingSchema) };
  const invoice = { 200: envelopeSchema(orderInvoiceSchema) };

  app.get(
    paths.getStoreInvoiceSetting.path,
    { schema: { querystring: storeInvoiceSettingQuerySchema, response: setting }, config: STORE_QUERY },
    async (request) => ok(await settings.getSetting(request.query.storeId)),
  );
  app.put(
    paths.updateStoreInvoiceSetting.path,
    { schema: { body: updateStoreInvoiceSettingRequestSchema, response: setting }, config: STORE_BODY },
    async (request) => ok(await settings.updateSetting(request.body)),
  );
  app.get(
    paths.getTrackList.path,
    { schema: { querystring: storeInvoiceSettingQuerySchema, response: { 200: envelopeSchema(z.array(invoiceTrackSchema)) } }, config: STORE_QUERY },
    async (request) => ok(await settings.listTracks(request.query.storeId)),
  );
  app.post(
    paths.addTrack.path,
    { schema: { body: addInvoiceTrackRequestSchema, response: { 200: envelopeSchema(invoiceTrackSchema) } }, config: STORE_BODY },
    async (request) => ok(await settings.addTrack(request.body, userIdOf(request))),
  );
  app.delete(
    paths.removeTrack.path,
    { schema: { querystring: invoiceTrackRecordQuerySchema, response: NO_DATA }, config: STORE_QUERY },
    (request) => done(settings.removeTrack(request.query.storeId, request.query.id)),
  );
  app.get(
    paths.getOrderInvoices.path,
    { schema: { querystring: orderInvoicesQuerySchema, response: { 200: envelopeSchema(orderInvoiceListSchema) } }, config: STORE_QUERY },
    async (request) => ok(await invoices.list(request.query.storeId, request.query.orderId)),
  );
  app.post(
    paths.void.path,
    { schema: { body: voidInvoiceRequestSchema, response: invoice }, config: STORE_BODY },
    async (request) => ok(await invoices.void(request.body, userIdOf(request))),
  );
  app.post(
    paths.reissue.path,
    { schema: { body: reissueInvoiceRequestSchema, response: invoice }, config: STORE_BODY },
    async (request) => ok(await invoices.reissue(request.body, userIdOf(request))),
  );
  app.post(
    paths.printInvoice.path,
    { schema: { body: printInvoiceRequestSchema, response: { 200: envelopeSchema(invoiceProofSchema) } }, config: STORE_BODY },
    async (request) => {
      const proof = await invoices.proof(request.body);
      await slips.printSlip(request.body.storeId, 'INVOICE', () => invoiceProofDocument(proof));
      return ok(proof);
    },
  );
}
