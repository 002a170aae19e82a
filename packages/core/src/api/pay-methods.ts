import {
  PAY_METHOD_PATHS,
  payMethodAddRequestSchema,
  payMethodListQuerySchema,
  payMethodListSchema,
  payMethodRecordQuerySchema,
  payMethodSortRequestSchema,
  payMethodStatusRequestSchema,
  payMethodUpdateRequestSchema,
} from '../contracts/pay-methods.js';
import { payMethodSchema } from '../contracts/store-config.js';
import { callsOf, noData } from './call.js';

const payMethods = callsOf('payMethods');

/** The store's pay methods: one list the settings page, the checkout, the order board and the reports all read. */
export const PAY_METHOD_API = {
  getList: payMethods.query(PAY_METHOD_PATHS.getList, payMethodListQuerySchema, payMethodListSchema),
  add: payMethods.body(PAY_METHOD_PATHS.add, payMethodAddRequestSchema, payMethodSchema),
  update: payMethods.body(PAY_METHOD_PATHS.update, payMethodUpdateRequestSchema, payMethodSchema),
  updateStatus: payMethods.body(PAY_METHOD_PATHS.updateStatus, payMethodStatusRequestSchema, noData),
  updateSort: payMethods.body(PAY_METHOD_PATHS.updateSort, payMethodSortRequestSchema, noData),
  remove: payMethods.query(PAY_METHOD_PATHS.remove, payMethodRecordQuerySchema, noData),
} as const;
