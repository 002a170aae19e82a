import {
  addInvoiceTrackRequestSchema,
  EINVOICE_PATHS,
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
import type { SlipPrinter } from '../../platform/print/slip-printer.js';
import { z } from 'zod';
import type { FastifyRequest } from 'fastify';
import { principalOf } from '../../platform/auth/policy.js';
import type { ZodApp } from '../../platform/http/zod-app.js';
import { jsonCall, STORE_BODY, STORE_QUERY } from '../../platform/http/route-kit.js';
import type { OrderInvoiceService } from './invoice.service.js';
import type { EinvoiceSettingsService } from './settings.service.js';

/** E-invoice calls (docs/einvoice.md), for store users on their own stores. */
export function einvoiceRoutes(
  app: ZodApp,
  settings: EinvoiceSettingsService,
  invoices: OrderInvoiceService,
  slips: SlipPrinter,
): void {
  const paths = EINVOICE_PATHS;
  const userIdOf = (request: FastifyRequest) => principalOf(request).userId;
  jsonCall(app, paths.getStoreInvoiceSetting, STORE_QUERY, { input: storeInvoiceSettingQuerySchema, data: storeInvoiceSettingSchema }, (query) =>
    settings.getSetting(query.storeId),
  );
  jsonCall(app, paths.updateStoreInvoiceSetting, STORE_BODY, { input: updateStoreInvoiceSettingRequestSchema, data: storeInvoiceSettingSchema }, (body) =>
    settings.updateSetting(body),
  );
  jsonCall(app, paths.getTrackList, STORE_QUERY, { input: storeInvoiceSettingQuerySchema, data: z.array(invoiceTrackSchema) }, (query) =>
    settings.listTracks(query.storeId),
  );
  jsonCall(app, paths.addTrack, STORE_BODY, { input: addInvoiceTrackRequestSchema, data: invoiceTrackSchema }, (body, request) =>
    settings.addTrack(body, userIdOf(request)),
  );
  jsonCall(app, paths.removeTrack, STORE_QUERY, { input: invoiceTrackRecordQuerySchema, data: z.null() }, (query) =>
    settings.removeTrack(query.storeId, query.id),
  );
  jsonCall(app, paths.getOrderInvoices, STORE_QUERY, { input: orderInvoicesQuerySchema, data: orderInvoiceListSchema }, (query) =>
    invoices.list(query.storeId, query.orderId),
  );
  jsonCall(app, paths.void, STORE_BODY, { input: voidInvoiceRequestSchema, data: orderInvoiceSchema }, (body, request) =>
    invoices.void(body, userIdOf(request)),
  );
  jsonCall(app, paths.reissue, STORE_BODY, { input: reissueInvoiceRequestSchema, data: orderInvoiceSchema }, (body, request) =>
    invoices.reissue(body, userIdOf(request)),
  );
  jsonCall(app, paths.printInvoice, STORE_BODY, { input: printInvoiceRequestSchema, data: invoiceProofSchema }, async (body) => {
    const proof = await invoices.proof(body);
    await slips.printSlip(body.storeId, 'INVOICE', () => invoiceProofDocument(proof));
    return proof;
  });
}
