import { MSG } from '../messages.js';

/**
 * Local format checks of the two other e-invoice buyer inputs (store operations section 5). Both are then
 * confirmed by the server (checkPhoneCarrier, checkDonationNumber); these only stop obvious typos.
 */

/** 手機載具 (mobile barcode carrier): a slash and 7 of capital letters, digits, plus, minus or dot, e.g. "/AB12+-.". */
export const PHONE_CARRIER_PATTERN = /^\/[0-9A-Z+\-.]{7}$/;

/** 捐贈碼 (a charity's donation code): 3 to 7 digits. */
export const DONATION_CODE_PATTERN = /^\d{3,7}$/;

/** The MIG CarrierType of a mobile barcode carrier; CarrierId1 and CarrierId2 both hold the barcode. */
export const PHONE_CARRIER_TYPE = '3J0002';

export function isValidPhoneCarrier(value: string): boolean {
  return PHONE_CARRIER_PATTERN.test(value);
}

export function isValidDonationCode(value: string): boolean {
  return DONATION_CODE_PATTERN.test(value);
}

/** '手機載具不正確' for a malformed carrier, else null. */
export function phoneCarrierError(value: string): string | null {
  return isValidPhoneCarrier(value) ? null : MSG.PHONE_CARRIER_INVALID;
}

/** '捐贈碼不正確' for a malformed donation code, else null. */
export function donationCodeError(value: string): string | null {
  return isValidDonationCode(value) ? null : MSG.DONATION_CODE_INVALID;
}

/**
 * The carrier field submits by itself once it holds 8 or more characters with no format error
 * (section 5): for a well-formed carrier, as soon as it is complete.
 */
export function shouldAutoSubmitPhoneCarrier(value: string): boolean {
  return value.length >= 8 && isValidPhoneCarrier(value);
}
