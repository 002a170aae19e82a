import { z } from 'zod';
import {
  BRAND_PATHS,
  brandAddRequestSchema,
  brandAddUserRequestSchema,
  brandPreviewRequestSchema,
  brandPreviewSchema,
  brandRankingRequestSchema,
  brandRankingSchema,
  brandIdSchema,
  brandPublishRequestSchema,
  brandPublishResultSchema,
  brandRollbackRequestSchema,
  brandSchema,
  brandStorePriceRequestSchema,
  brandStorePriceRowSchema,
  brandStorePriceSchema,
  brandStorePricesQuerySchema,
  brandStoreRequestSchema,
  brandTurnoverRequestSchema,
  brandTurnoverSchema,
  brandUserSchema,
  brandVersionSchema,
  brandVersionsQuerySchema,
} from '../contracts/chains.js';
import { callsOf, noData, noRequest } from './call.js';

const brands = callsOf('brands');
const menu = callsOf('brands', 'menu');

/** The chains' calls (docs/chains.md). */
export const BRAND_API = {
  add: brands.body(BRAND_PATHS.add, brandAddRequestSchema, brandIdSchema),
  list: brands.query(BRAND_PATHS.list, noRequest, z.array(brandSchema)),
  addStore: brands.body(BRAND_PATHS.addStore, brandStoreRequestSchema, noData),
  removeStore: brands.body(BRAND_PATHS.removeStore, brandStoreRequestSchema, noData),
  addUser: brands.body(BRAND_PATHS.addUser, brandAddUserRequestSchema, brandUserSchema),
  publish: menu.body(BRAND_PATHS.publish, brandPublishRequestSchema, brandPublishResultSchema),
  versions: menu.query(BRAND_PATHS.versions, brandVersionsQuerySchema, z.array(brandVersionSchema)),
  rollback: menu.body(BRAND_PATHS.rollback, brandRollbackRequestSchema, brandPublishResultSchema),
  storePrice: menu.body(BRAND_PATHS.storePrice, brandStorePriceRequestSchema, brandStorePriceSchema),
  storePrices: menu.query(BRAND_PATHS.storePrices, brandStorePricesQuerySchema, z.array(brandStorePriceRowSchema)),
  turnover: callsOf('brands', 'report').body(BRAND_PATHS.turnover, brandTurnoverRequestSchema, brandTurnoverSchema, { read: true }),
  preview: menu.body(BRAND_PATHS.preview, brandPreviewRequestSchema, brandPreviewSchema, { read: true }),
  ranking: callsOf('brands', 'report').body(BRAND_PATHS.ranking, brandRankingRequestSchema, brandRankingSchema, { read: true }),
  // exportExcel answers the .xlsx itself (not the envelope): the web posts brandExportRequestSchema to
  // BRAND_PATHS.exportExcel as the reports' export does.
};
