import {
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
import type { ZodApp } from '../../platform/http/zod-app.js';
import { jsonCall, POS_BODY, STORE_BODY, STORE_QUERY, counter } from '../../platform/http/route-kit.js';
import type { PrintingService } from './printing.service.js';

/** Printing (docs/printing.md): print calls answering documents and the printer box's job protocol. */
export function printingRoutes(app: ZodApp, printing: PrintingService): void {
  const paths = PRINT_PATHS;
  jsonCall(app, paths.printTag, counter(POS_BODY), { input: printTagRequestSchema, data: printResultSchema }, (body) => printing.printTag(body));
  jsonCall(app, paths.reprint, counter(STORE_BODY, 'REPRINT'), { input: reprintRequestSchema, data: printResultSchema }, (body) => printing.reprint(body));
  jsonCall(app, paths.test, STORE_BODY, { input: printTestRequestSchema, data: printResultSchema }, (body) => printing.test(body));
  jsonCall(app, paths.checkout, counter(POS_BODY), { input: orderPrintRequestSchema, data: printResultSchema }, (body) => printing.checkout(body));
  jsonCall(app, paths.kitchen, STORE_BODY, { input: orderPrintRequestSchema, data: printResultSchema }, (body) =>
    printing.kitchenChanges(body.storeId, body.orderId),
  );
  jsonCall(app, paths.take, STORE_BODY, { input: printTakeRequestSchema, data: z.array(takenJobSchema) }, async (body, request) => {
    // A held take (waitMs) ends when the box's connection closes: nothing is claimed for a box that left.
    const gone = new AbortController();
    const socket = request.raw.socket;
    const leave = () => gone.abort();
    socket.once('close', leave);
    try {
      return await printing.take(body, gone.signal);
    } finally {
      socket.off('close', leave);
    }
  });
  jsonCall(app, paths.ackAll, STORE_BODY, { input: printAckAllRequestSchema, data: z.array(printAckResultSchema) }, (body) =>
    printing.acknowledgeAll(body),
  );
  jsonCall(app, paths.jobs, STORE_QUERY, { input: printJobsQuerySchema, data: z.array(printJobSummarySchema) }, (query) => printing.jobs(query));
  jsonCall(app, paths.claim, STORE_BODY, { input: printJobRequestSchema, data: printJobSchema }, (body) =>
    printing.claim(body.storeId, body.jobId),
  );
  jsonCall(app, paths.ack, STORE_BODY, { input: printJobRequestSchema, data: printAckResultSchema }, (body) =>
    printing.acknowledge(body.storeId, body.jobId),
  );
  jsonCall(app, paths.status, STORE_BODY, { input: printerStatusRequestSchema, data: printerStatusSchema }, (body) =>
    printing.reportStatus(body),
  );
  jsonCall(app, paths.statuses, STORE_QUERY, { input: storeIdQuerySchema, data: z.array(printerStatusSchema) }, (query) =>
    printing.statuses(query.storeId),
  );
}
