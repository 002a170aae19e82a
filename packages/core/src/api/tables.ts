import { z } from 'zod';
import { storeIdQuerySchema } from '../contracts/store-config.js';
import { TABLE_PATHS } from '../contracts/tables.js';
import {
  addDiningAreaRequestSchema,
  diningAreaIdQuerySchema,
  diningAreaSchema,
  floorQuerySchema,
  floorSchema,
  mergeOrdersRequestSchema,
  moveOrderRequestSchema,
  sortDiningAreasRequestSchema,
  splitOrderRequestSchema,
  splitOrderResultSchema,
  tableCheckResultSchema,
  tableSettingsSchema,
  updateDiningAreaRequestSchema,
  updateServiceChargeRequestSchema,
} from '../contracts/table-service.js';
import { callsOf, noData } from './call.js';

const areas = callsOf('diningTables');
const floor = callsOf('tableFloor');
const checks = callsOf('tableFloor');

/** Table service (issue 32; docs/tables.md): areas, the floor, split / move / merge and the service charge. */
export const TABLE_API = {
  areas: areas.query(TABLE_PATHS.area.list, storeIdQuerySchema, z.array(diningAreaSchema)),
  addArea: areas.body(TABLE_PATHS.area.add, addDiningAreaRequestSchema, diningAreaSchema, { affects: [['tableFloor']] }),
  updateArea: areas.body(TABLE_PATHS.area.update, updateDiningAreaRequestSchema, diningAreaSchema, { affects: [['tableFloor']] }),
  removeArea: areas.query(TABLE_PATHS.area.remove, diningAreaIdQuerySchema, noData, { affects: [['tableFloor']] }),
  sortAreas: areas.body(TABLE_PATHS.area.sort, sortDiningAreasRequestSchema, noData, { affects: [['tableFloor']] }),
  floor: floor.query(TABLE_PATHS.floor, floorQuerySchema, floorSchema),
  settings: floor.query(TABLE_PATHS.settings, storeIdQuerySchema, tableSettingsSchema),
  updateServiceCharge: floor.body(TABLE_PATHS.updateServiceCharge, updateServiceChargeRequestSchema, tableSettingsSchema),
  split: checks.body(TABLE_PATHS.split, splitOrderRequestSchema, splitOrderResultSchema, { affects: [['orderBoard']] }),
  move: checks.body(TABLE_PATHS.move, moveOrderRequestSchema, tableCheckResultSchema, { affects: [['orderBoard']] }),
  merge: checks.body(TABLE_PATHS.merge, mergeOrdersRequestSchema, tableCheckResultSchema, { affects: [['orderBoard']] }),
} as const;
