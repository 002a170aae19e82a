import {
  allowanceDocument,
  allowanceSchema,
  cancelAllowanceRequestSchema,
  EINVOICE_OPERATION_PATHS,
  envelopeSchema,
  numberSupplySchema,
  orderRefundsQuerySchema,
  orderRefundsSchema,
  printAllowanceRequestSchema,
  printResultSchema,
  refundRequestSchema,
  refundResultSchema,
  resendUploadRequestSchema,
  uploadStatusQuerySchema,
  uploadStatusSchema,
} from '@diancan/core';
import type { FastifyRequest } from 'fastify';
import { unauthorized } from '../../platform/errors/app-error.js';
import { ok } from '../../platform/errors/envelope.js';
import type { ZodApp } from '../../platform/http/zod-app.js';
import type { SlipPrinter } from '../../platform/print/slip-printer.js';
import { done, NO_DATA, STORE_BODY, STORE_QUERY } from '../../platform/http/route-kit.js';
import type { RefundService } from './refund.service.js';
import type { TurnkeyService } from './turnkey.service.js';

function userIdOf(request: FastifyRequest): number {
  if (!request.principal) throw unauthorized();
  return request.principal.userId;
}

/** Refunds and allowances (issue 21; docs/einvoice.md), for store users on their own stores. */
export function refundRoutes(app: ZodApp, refunds: RefundService, turnkey: TurnkeyService, slips: SlipPrinter): void {
  const paths = EINVOICE_OPERATION_PATHS;
  app.post(
    paths.refund.path,
    { schema: { body: refundRequestSchema, response: { 200: envelopeSchema(refundResultSchema) } }, config: STORE_BODY },
    async (request) => ok(await refunds.refund(request.body, userIdOf(request))),
  );
  app.get(
    paths.getOrderRefunds.path,
    { schema: { querystring: orderRefundsQuerySchema, response: { 200: envelopeSchema(orderRefundsSchema) } }, config: STORE_QUERY },
    async (request) => ok(await refunds.orderRefunds(request.query.storeId, request.query.orderId)),
  );
  app.post(
    paths.cancelAllowance.path,
    { schema: { body: cancelAllowanceRequestSchema, response: { 200: envelopeSchema(allowanceSchema) } }, config: STORE_BODY },
    async (request) => ok(await refunds.cancelAllowance(request.body, userIdOf(request))),
  );
  app.post(
    paths.printAllowance.path,
    { schema: { body: printAllowanceRequestSchema, response: { 200: envelopeSchema(printResultSchema) } }, config: STORE_BODY },
    async (request) => {
      // The allowance proof goes where the e-invoice proof goes (出單設定's proof printer), 5.7 cm wide.
      const allowance = await refunds.allowance(request.body.storeId, request.body.allowanceId);
      return ok(await slips.printSlip(request.body.storeId, 'INVOICE', () => allowanceDocument(allowance)));
    },
  );
  app.get(
    paths.getUploadStatus.path,
    { schema: { querystring: uploadStatusQuerySchema, response: { 200: envelopeSchema(uploadStatusSchema) } }, config: STORE_QUERY },
    async (request) => ok(await turnkey.status(request.query.storeId)),
  );
  app.get(
    paths.getNumberSupply.path,
    { schema: { querystring: uploadStatusQuerySchema, response: { 200: envelopeSchema(numberSupplySchema) } }, config: STORE_QUERY },
    async (request) => ok(await turnkey.supply(request.query.storeId)),
  );
  app.post(
    paths.resendUpload.path,
    { schema: { body: resendUploadRequestSchema, response: NO_DATA }, config: STORE_BODY },
    (request) => done(turnkey.resend(request.body.storeId, request.body.uploadId)),
  );
}
