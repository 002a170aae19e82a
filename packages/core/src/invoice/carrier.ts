/**
 * Local format checks of the two other e-invoice buyer inputs (store operations section 5). Both are then
 * confirmed by the server (checkPhoneCarrier, checkDonationNumber); these only stop obvious typos.
 */

/** 手機載具: a slash and 7 characters of capital letters, digits, plus, minus or dot, e.g. "/AB12+-." */
export function isValidPhoneCarrier(value: string): boolean {
  return /^\/[0-9A-Z+\-.]{7}$/.test(value);
}

/** 捐贈碼: 3 to 7 digits. */
export function isValidDonationCode(value: string): boolean {
  return /^\d{3,7}$/.test(value);
}
