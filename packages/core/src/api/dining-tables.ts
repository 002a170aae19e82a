import { z } from 'zod';
import {
  addDiningTableRequestSchema,
  diningTableIdQuerySchema,
  diningTableIdRequestSchema,
  diningTableListQuerySchema,
  diningTableSchema,
  frontStageLinksSchema,
  updateDiningTableRequestSchema,
} from '../contracts/front-order.js';
import { storeIdQuerySchema } from '../contracts/store-config.js';
import { FRONT_PATHS } from '../front-stage.js';
import { callsOf, noData } from './call.js';

const tables = callsOf('diningTables');
const paths = FRONT_PATHS.diningTable;

/** The store's tables and their QR codes (issue 19; docs/self-ordering.md), and the store's own front-stage links. */
export const DINING_TABLE_API = {
  list: tables.query(paths.list, diningTableListQuerySchema, z.array(diningTableSchema)),
  add: tables.body(paths.add, addDiningTableRequestSchema, diningTableSchema),
  update: tables.body(paths.update, updateDiningTableRequestSchema, diningTableSchema),
  rotateToken: tables.body(paths.rotateToken, diningTableIdRequestSchema, diningTableSchema),
  remove: tables.query(paths.remove, diningTableIdQuerySchema, noData),
  links: tables.query(FRONT_PATHS.links, storeIdQuerySchema, frontStageLinksSchema),
} as const;
