import {
  EINVOICE_OFFLINE_PATHS,
  offlineBlockListQuerySchema,
  offlineBlockSchema,
  reservedOfflineBlockSchema,
  reserveOfflineBlockRequestSchema,
  revokeOfflineBlockRequestSchema,
} from '../contracts/einvoice-offline.js';
import { callsOf, noData } from './call.js';
import { z } from 'zod';

const blocks = callsOf('einvoice', 'offlineBlocks');

/** The terminals' offline invoice blocks (the POS reserves; store settings list and revoke). */
export const EINVOICE_OFFLINE_API = {
  reserveOfflineBlock: blocks.body(EINVOICE_OFFLINE_PATHS.reserveOfflineBlock, reserveOfflineBlockRequestSchema, reservedOfflineBlockSchema),
  getOfflineBlockList: blocks.query(EINVOICE_OFFLINE_PATHS.getOfflineBlockList, offlineBlockListQuerySchema, z.array(offlineBlockSchema)),
  revokeOfflineBlock: blocks.body(EINVOICE_OFFLINE_PATHS.revokeOfflineBlock, revokeOfflineBlockRequestSchema, noData),
} as const;
