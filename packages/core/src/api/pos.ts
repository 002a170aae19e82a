import { availabilitySchema, BUSINESS_SETTING_PATHS } from '../contracts/business-settings.js';
import {
  checkDonationNumberRequestSchema,
  checkPhoneCarrierRequestSchema,
  INVOICE_CHECK_PATHS,
  invoiceCheckResultSchema,
} from '../contracts/invoice-checks.js';
import { addOrderRequestSchema, addOrderResultSchema, ORDER_PATHS } from '../contracts/orders.js';
import { storeIdQuerySchema } from '../contracts/store-config.js';
import { callsOf } from './call.js';

const checkout = callsOf('orderBoard', 'cards');
const availability = callsOf('pos', 'availability');
const invoiceChecks = callsOf('pos', 'invoiceChecks');

/** The counter's own calls besides the menu (POS_MENU_API) and the tiers (AUTOMATIC_DISCOUNT_API.getActiveList). */
export const POS_API = {
  /** Sent with the checkout attempt's Idempotency-Key header (the caller's); a new order joins the board's cards. */
  addOrder: checkout.body(ORDER_PATHS.pos.addOrder, addOrderRequestSchema, addOrderResultSchema),
  /** Whether the store takes orders now (business hours, rest time, closed days, its switch). */
  isAvailable: availability.query(BUSINESS_SETTING_PATHS.isAvailable, storeIdQuerySchema, availabilitySchema),
  /** 200 either way: `status: false` with the message when the code may not be used (read the envelope). */
  checkPhoneCarrier: invoiceChecks.body(INVOICE_CHECK_PATHS.checkPhoneCarrier, checkPhoneCarrierRequestSchema, invoiceCheckResultSchema, { read: true }),
  checkDonationNumber: invoiceChecks.body(INVOICE_CHECK_PATHS.checkDonationNumber, checkDonationNumberRequestSchema, invoiceCheckResultSchema, { read: true }),
} as const;
