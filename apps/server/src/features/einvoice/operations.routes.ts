import {
  allowanceDocument,
  allowanceSchema,
  cancelAllowanceRequestSchema,
  EINVOICE_OPERATION_PATHS,
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
import { z } from 'zod';
import { principalOf } from '../../platform/auth/policy.js';
import type { ZodApp } from '../../platform/http/zod-app.js';
import type { SlipPrinter } from '../../platform/print/slip-printer.js';
import { jsonCall, STORE_BODY, STORE_QUERY, counter } from '../../platform/http/route-kit.js';
import type { RefundService } from './refund.service.js';
import type { TurnkeyService } from './turnkey.service.js';

/** Refunds and allowances (issue 21; docs/einvoice.md), for store users on their own stores. */
export function refundRoutes(app: ZodApp, refunds: RefundService, turnkey: TurnkeyService, slips: SlipPrinter): void {
  const paths = EINVOICE_OPERATION_PATHS;
  const userIdOf = (request: FastifyRequest) => principalOf(request).userId;
  jsonCall(app, paths.refund, counter(STORE_BODY, 'REFUND'), { input: refundRequestSchema, data: refundResultSchema }, (body, request) =>
    refunds.refund(body, userIdOf(request)),
  );
  jsonCall(app, paths.getOrderRefunds, STORE_QUERY, { input: orderRefundsQuerySchema, data: orderRefundsSchema }, (query) =>
    refunds.orderRefunds(query.storeId, query.orderId),
  );
  jsonCall(app, paths.cancelAllowance, counter(STORE_BODY, 'REFUND'), { input: cancelAllowanceRequestSchema, data: allowanceSchema }, (body, request) =>
    refunds.cancelAllowance(body, userIdOf(request)),
  );
  jsonCall(app, paths.printAllowance, STORE_BODY, { input: printAllowanceRequestSchema, data: printResultSchema }, async (body) => {
    // The allowance proof goes where the e-invoice proof goes (出單設定's proof printer), 5.7 cm wide.
    const allowance = await refunds.allowance(body.storeId, body.allowanceId);
    return slips.printSlip(body.storeId, 'INVOICE', () => allowanceDocument(allowance));
  });
  jsonCall(app, paths.getUploadStatus, STORE_QUERY, { input: uploadStatusQuerySchema, data: uploadStatusSchema }, (query) =>
    turnkey.status(query.storeId),
  );
  jsonCall(app, paths.getNumberSupply, STORE_QUERY, { input: uploadStatusQuerySchema, data: numberSupplySchema }, (query) =>
    turnkey.supply(query.storeId),
  );
  jsonCall(app, paths.resendUpload, STORE_BODY, { input: resendUploadRequestSchema, data: z.null() }, (body) =>
    turnkey.resend(body.storeId, body.uploadId),
  );
}
