import {
  envelopeSchema,
  PRINT_PATHS,
  printAckResultSchema,
  printerStatusRequestSchema,
  printerStatusSchema,
  printJobRequestSchema,
  printJobSchema,
  printJobsQuerySchema,
  printJobSummarySchema,
  printResultSchema,
  printTagRequestSchema,
  printTestRequestSchema,
  orderPrintRequestSchema,
  printTakeRequestSchema,
  takenJobSchema,
  printAckAllRequestSchema,
  reprintRequestSchema,
  storeIdQuerySchema,
} from '@diancan/core';
import { z } from 'zod';
import { ok } from '../../platform/errors/envelope.js';
import type { ZodApp } from '../../platform/http/zod-app.js';
import { POS_BODY, STORE_BODY, STORE_QUERY } from '../../platform/http/route-kit.js';
import type { PrintingService } from './printing.service.js';

const printResult = { 200: envelopeSchema(printResultSchema) };

/** Printing (docs/printing.md): print calls answering documents and the printer box's job protocol. */
export function printingRoutes(app: ZodApp, printing: PrintingService): void {
  app.post(
    PRINT_PATHS.printTag.path,
    { schema: { body: printTagRequestSchema, response: printResult }, config: POS_BODY },
    async (request) => ok(await printing.printTag(request.body)),
  );
  app.post(
    PRINT_PATHS.reprint.path,
    { schema: { body: reprintRequestSchema, response: printResult }, config: STORE_BODY },
    async (request) => ok(await printing.reprint(request.body)),
  );
  app.post(
    PRINT_PATHS.test.path,
    { schema: { body: printTestRequestSchema, response: printResult }, config: STORE_BODY },
    async (request) => ok(await printing.test(request.body)),
  );
  app.post(
    PRINT_PATHS.checkout.path,
    { schema: { body: orderPrintRequestSchema, response: printResult }, config: POS_BODY },
    async (request) => ok(await printing.checkout(request.body)),
  );
  app.post(
    PRINT_PATHS.kitchen.path,
    { schema: { body: orderPrintRequestSchema, response: printResult }, config: STORE_BODY },
    async (request) => ok(await printing.kitchenChanges(request.body.storeId, request.body.orderId)),
  );
  app.post(
    PRINT_PATHS.take.path,
    { schema: { body: printTakeRequestSchema, response: { 200: envelopeSchema(z.array(takenJobSchema)) } }, config: STORE_BODY },
    async (request) => ok(await printing.take(request.body)),
  );
  app.post(
    PRINT_PATHS.ackAll.path,
    { schema: { body: printAckAllRequestSchema, response: { 200: envelopeSchema(z.array(printAckResultSchema)) } }, config: STORE_BODY },
    async (request) => ok(await printing.acknowledgeAll(request.body)),
  );
  app.get(
    PRINT_PATHS.jobs.path,
    { schema: { querystring: printJobsQuerySchema, response: { 200: envelopeSchema(z.array(printJobSummarySchema)) } }, config: STORE_QUERY },
    async (request) => ok(await printing.jobs(request.query)),
  );
  app.post(
    PRINT_PATHS.claim.path,
    { schema: { body: printJobRequestSchema, response: { 200: envelopeSchema(printJobSchema) } }, config: STORE_BODY },
    async (request) => ok(await printing.claim(request.body.storeId, request.body.jobId)),
  );
  app.post(
    PRINT_PATHS.ack.path,
    { schema: { body: printJobRequestSchema, response: { 200: envelopeSchema(printAckResultSchema) } }, config: STORE_BODY },
    async (request) => ok(await printing.acknowledge(request.body.storeId, request.body.jobId)),
  );
  app.post(
    PRINT_PATHS.status.path,
    { schema: { body: printerStatusRequestSchema, response: { 200: envelopeSchema(printerStatusSchema) } }, config: STORE_BODY },
    async (request) => ok(await printing.reportStatus(request.body)),
  );
  app.get(
    PRINT_PATHS.statuses.path,
    { schema: { querystring: storeIdQuerySchema, response: { 200: envelopeSchema(z.array(printerStatusSchema)) } }, config: STORE_QUERY },
    async (request) => ok(await printing.statuses(request.query.storeId)),
  );
}
