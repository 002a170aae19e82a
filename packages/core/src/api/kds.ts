import { z } from 'zod';
import {
  KDS_PATHS,
  kdsBumpRequestSchema,
  kdsExpoBumpRequestSchema,
  kdsExpoOrderSchema,
  kdsRecallRequestSchema,
  kdsSettingsRequestSchema,
  kdsSettingsSchema,
  kdsStationSchema,
  kdsStoreBodySchema,
  kdsStationTimeSchema,
  kdsStationTimesQuerySchema,
  kdsStoreQuerySchema,
  kdsTicketSchema,
  kdsTicketsQuerySchema,
  readyBoardLinkSchema,
  readyBoardQuerySchema,
  readyBoardSchema,
} from '../contracts/kds.js';
import { callsOf } from './call.js';

const tickets = callsOf('kds', 'tickets');
const settings = callsOf('kds', 'settings');
const board = callsOf('kds', 'readyBoard');

/** The kitchen display's calls (docs/kds.md). */
export const KDS_API = {
  tickets: tickets.query(KDS_PATHS.tickets, kdsTicketsQuerySchema, z.array(kdsTicketSchema)),
  recent: tickets.query(KDS_PATHS.recent, kdsTicketsQuerySchema, z.array(kdsTicketSchema)),
  bump: tickets.body(KDS_PATHS.bump, kdsBumpRequestSchema, kdsTicketSchema),
  recall: tickets.body(KDS_PATHS.recall, kdsRecallRequestSchema, kdsTicketSchema),
  expo: tickets.query(KDS_PATHS.expo, kdsStoreQuerySchema, z.array(kdsExpoOrderSchema)),
  expoBump: tickets.body(KDS_PATHS.expoBump, kdsExpoBumpRequestSchema, kdsExpoOrderSchema),
  stations: settings.query(KDS_PATHS.stations, kdsStoreQuerySchema, z.array(kdsStationSchema)),
  settings: settings.query(KDS_PATHS.settings, kdsStoreQuerySchema, kdsSettingsSchema),
  updateSettings: settings.body(KDS_PATHS.updateSettings, kdsSettingsRequestSchema, kdsSettingsSchema),
  readyBoard: board.query(KDS_PATHS.readyBoard, kdsStoreQuerySchema, readyBoardLinkSchema),
  rotateReadyBoard: board.body(KDS_PATHS.rotateReadyBoard, kdsStoreBodySchema, readyBoardLinkSchema),
  stationTimes: callsOf('kds', 'stationTimes').query(KDS_PATHS.stationTimes, kdsStationTimesQuerySchema, z.array(kdsStationTimeSchema)),
  ready: board.query(KDS_PATHS.ready, readyBoardQuerySchema, readyBoardSchema),
} as const;
