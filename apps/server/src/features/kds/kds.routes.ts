import {
  envelopeSchema,
  KDS_PATHS,
  kdsBumpRequestSchema,
  kdsExpoBumpRequestSchema,
  kdsExpoOrderSchema,
  kdsRecallRequestSchema,
  kdsSettingsRequestSchema,
  kdsSettingsSchema,
  kdsStationSchema,
  kdsStationTimeSchema,
  kdsStationTimesQuerySchema,
  kdsStoreBodySchema,
  kdsStoreQuerySchema,
  kdsTicketSchema,
  kdsTicketsQuerySchema,
  readyBoardLinkSchema,
  readyBoardQuerySchema,
  readyBoardSchema,
} from '@diancan/core';
import { z } from 'zod';
import type { RouteAccess } from '../../platform/auth/access.js';
import { ok } from '../../platform/errors/envelope.js';
import { backOffice, counter, jsonCall, STORE_BODY, STORE_QUERY } from '../../platform/http/route-kit.js';
import type { ZodApp } from '../../platform/http/zod-app.js';
import type { KdsService } from './kds.service.js';

/** The ready board is public: its token is the key, and it shows order numbers only. */
const PUBLIC: { access: RouteAccess } = { access: { roles: 'public', storeScope: 'none' } };

/** The kitchen display's calls (docs/kds.md): the store's screens, on their own store only. */
export function kdsRoutes(app: ZodApp, kds: KdsService): void {
  const paths = KDS_PATHS;
  // Staff mode (docs/staff.md): bump, recall and expo's 出餐 are counter calls like the board's ordinary status
  // changes (a signed-in member, no permission); the settings and the ready board's link need SETTINGS, the station
  // times REPORTS. Reads stay the store's, as the board's reads do: a screen shows its tickets before anyone signs in.
  const KITCHEN = counter(STORE_BODY);
  const SETTINGS = backOffice(STORE_BODY, 'SETTINGS');
  const REPORTS = backOffice(STORE_QUERY, 'REPORTS');
  jsonCall(app, paths.tickets, STORE_QUERY, { input: kdsTicketsQuerySchema, data: z.array(kdsTicketSchema) }, (query) => kds.tickets(query));
  jsonCall(app, paths.recent, STORE_QUERY, { input: kdsTicketsQuerySchema, data: z.array(kdsTicketSchema) }, (query) => kds.recent(query));
  jsonCall(app, paths.bump, KITCHEN, { input: kdsBumpRequestSchema, data: kdsTicketSchema }, (body) => kds.bump(body));
  jsonCall(app, paths.recall, KITCHEN, { input: kdsRecallRequestSchema, data: kdsTicketSchema }, (body) => kds.recall(body));
  jsonCall(app, paths.expo, STORE_QUERY, { input: kdsStoreQuerySchema, data: z.array(kdsExpoOrderSchema) }, (query) => kds.expo(query.storeId));
  jsonCall(app, paths.expoBump, KITCHEN, { input: kdsExpoBumpRequestSchema, data: kdsExpoOrderSchema }, (body) =>
    kds.expoBump(body.storeId, body.orderId),
  );
  jsonCall(app, paths.stations, STORE_QUERY, { input: kdsStoreQuerySchema, data: z.array(kdsStationSchema) }, (query) => kds.stations(query.storeId));
  jsonCall(app, paths.settings, STORE_QUERY, { input: kdsStoreQuerySchema, data: kdsSettingsSchema }, (query) => kds.settings(query.storeId));
  jsonCall(app, paths.updateSettings, SETTINGS, { input: kdsSettingsRequestSchema, data: kdsSettingsSchema }, (body) => kds.updateSettings(body));
  jsonCall(app, paths.readyBoard, STORE_QUERY, { input: kdsStoreQuerySchema, data: readyBoardLinkSchema }, (query) =>
    kds.readyBoardLink(query.storeId),
  );
  jsonCall(app, paths.rotateReadyBoard, SETTINGS, { input: kdsStoreBodySchema, data: readyBoardLinkSchema }, (body) =>
    kds.rotateReadyBoard(body.storeId),
  );
  jsonCall(app, paths.stationTimes, REPORTS, { input: kdsStationTimesQuerySchema, data: z.array(kdsStationTimeSchema) }, (query) =>
    kds.stationTimes(query),
  );
  app.get(paths.ready.path, { schema: { querystring: readyBoardQuerySchema, response: { 200: envelopeSchema(readyBoardSchema) } }, config: PUBLIC }, async (request, reply) => {
    // A held read (wait) ends when the page's connection closes.
    const gone = new AbortController();
    const socket = request.raw.socket;
    const leave = () => gone.abort();
    socket.once('close', leave);
    try {
      const answer = await kds.board.board(request.query, gone.signal);
      reply.header('etag', answer.etag).header('cache-control', 'no-store');
      return ok(answer.board);
    } finally {
      socket.off('close', leave);
    }
  });
}
