import {
  DELIVERY_PLATFORM_PATHS,
  deliveryPlatformAuthorizeRequestSchema,
  deliveryPlatformAutoAcceptRequestSchema,
  deliveryPlatformBindRequestSchema,
  deliveryPlatformQuerySchema,
  deliveryPlatformRequestSchema,
  deliveryPlatformStatusListSchema,
  deliveryPlatformStatusQuerySchema,
  deliveryPlatformStatusSchema,
  itemMappingListSchema,
  itemMappingSchema,
  itemMappingSetRequestSchema,
  platformOrderActionRequestSchema,
  platformStoreListSchema,
  testOrderResultSchema,
  thirdPartyInvoiceSwitchRequestSchema,
} from '../contracts/delivery-platforms.js';
import { orderCardSchema } from '../contracts/order-board.js';
import { callsOf } from './call.js';

const platforms = callsOf('deliveryPlatforms');
const mappings = callsOf('deliveryPlatforms', 'itemMapping');
const paths = DELIVERY_PLATFORM_PATHS;
/** The board's cached reads (the web's order-board keys lead with 'orderBoard'). */
const board = ['orderBoard'] as const;

/** Delivery platforms (issue 20; docs/delivery-platforms.md): the settings page, the item matching and the board's actions. */
export const DELIVERY_PLATFORM_API = {
  status: platforms.query(paths.status, deliveryPlatformStatusQuerySchema, deliveryPlatformStatusListSchema),
  authorize: platforms.body(paths.authorize, deliveryPlatformAuthorizeRequestSchema, deliveryPlatformStatusSchema),
  storeInfo: platforms.query(paths.storeInfo, deliveryPlatformQuerySchema, platformStoreListSchema),
  bind: platforms.body(paths.bind, deliveryPlatformBindRequestSchema, deliveryPlatformStatusSchema),
  unbind: platforms.body(paths.unbind, deliveryPlatformRequestSchema, deliveryPlatformStatusSchema),
  autoAccept: platforms.body(paths.autoAccept, deliveryPlatformAutoAcceptRequestSchema, deliveryPlatformStatusSchema),
  thirdPartyInvoiceSwitch: platforms.body(paths.thirdPartyInvoiceSwitch, thirdPartyInvoiceSwitchRequestSchema, deliveryPlatformStatusSchema),
  sendTestOrder: platforms.body(paths.sendTestOrder, deliveryPlatformRequestSchema, testOrderResultSchema, { affects: [board] }),
  itemMappingList: mappings.query(paths.itemMappingList, deliveryPlatformQuerySchema, itemMappingListSchema),
  itemMappingSet: mappings.body(paths.itemMappingSet, itemMappingSetRequestSchema, itemMappingSchema),
  acceptOrder: platforms.body(paths.acceptOrder, platformOrderActionRequestSchema, orderCardSchema, { affects: [board] }),
  denyOrder: platforms.body(paths.denyOrder, platformOrderActionRequestSchema, orderCardSchema, { affects: [board] }),
  readyOrder: platforms.body(paths.readyOrder, platformOrderActionRequestSchema, orderCardSchema, { affects: [board] }),
  cancelOrder: platforms.body(paths.cancelOrder, platformOrderActionRequestSchema, orderCardSchema, { affects: [board] }),
} as const;

