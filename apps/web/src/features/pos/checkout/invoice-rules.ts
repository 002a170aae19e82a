import { donationCodeError, isValidTaxId, MSG, phoneCarrierError, shouldAutoSubmitPhoneCarrier, type InvoiceInfoType } from '@diancan/core';

/**
 * The invoice type view's rules (store operations sections 5 and 8): 統編 by checksum; 手機載具 by format, then the
 * server; 捐贈碼 by format, then the server. Invoice features exist only when both the admin and the store
 * invoice switches are on.
 */

export const INVOICE_TYPE_LABEL: Readonly<Record<InvoiceInfoType, string>> = {
  uniformNumber: '統編',
  phoneCarrier: '手機載具',
  donationNumber: '捐贈碼',
};

export const INVOICE_INPUT_MAX: Readonly<Record<InvoiceInfoType, number>> = {
  uniformNumber: 8,
  phoneCarrier: 8,
  donationNumber: 7,
};

export function invoiceFeaturesOn(invoiceSwitch: { admin: boolean; store: boolean }): boolean {
  return invoiceSwitch.admin && invoiceSwitch.store;
}

/**
 * The field as typed or scanned, tidied: a carrier is upper case (the barcode is), the numbers keep their digits.
 * Spaces around a scanned code are dropped.
 */
export function normalizeInvoiceInput(type: InvoiceInfoType, text: string): string {
  const trimmed = text.trim();
  const tidy = type === 'phoneCarrier' ? trimmed.toUpperCase() : trimmed.replace(/\s+/g, '');
  return tidy.slice(0, INVOICE_INPUT_MAX[type]);
}

/** The local check of each type; null when it passes. */
export function localInvoiceError(type: InvoiceInfoType, number: string): string | null {
  switch (type) {
    case 'uniformNumber':
      return isValidTaxId(number) ? null : MSG.TAX_ID_INVALID;
    case 'phoneCarrier':
      return phoneCarrierError(number);
    case 'donationNumber':
      return donationCodeError(number);
  }
}

/** The carrier field submits itself once it holds 8+ characters and no error (section 5). */
export function autoSubmitsCarrier(type: InvoiceInfoType, number: string): boolean {
  return type === 'phoneCarrier' && shouldAutoSubmitPhoneCarrier(number);
}

/** What a refused server check shows: the server's message, or the spec's default of the type. */
export function serverRefusalMessage(type: 'phoneCarrier' | 'donationNumber', message: string | null): string {
  const fallback = type === 'phoneCarrier' ? MSG.PHONE_CARRIER_INVALID : MSG.DONATION_CODE_UNKNOWN;
  return message?.trim() || fallback;
}
