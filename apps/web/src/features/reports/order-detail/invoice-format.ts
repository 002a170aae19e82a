import { formatCents, mayVoidOn, parsePeriodKey, type OrderInvoice } from '@diancan/core';

/** Who the invoice is for: the 統編, the carrier, the charity, or a consumer with a printed proof. */
export function buyerText(invoice: Pick<OrderInvoice, 'buyerTaxId' | 'carrierId' | 'donationCode'>): string {
  if (invoice.buyerTaxId) return `統編 ${invoice.buyerTaxId}`;
  if (invoice.carrierId) return `手機載具 ${invoice.carrierId}`;
  if (invoice.donationCode) return `捐贈碼 ${invoice.donationCode}`;
  return '一般消費者';
}

/** The amounts as the proof shows them: the total, and for a 統編 buyer the sales and the tax apart. */
export function amountText(invoice: Pick<OrderInvoice, 'buyerTaxId' | 'salesAmount' | 'taxAmount' | 'totalAmount'>): string {
  const total = `總計 ${formatCents(invoice.totalAmount)}`;
  if (!invoice.buyerTaxId) return total;
  return `${total}（銷售額 ${formatCents(invoice.salesAmount)}，稅額 ${formatCents(invoice.taxAmount)}）`;
}

/** The preview of an invoice's proof (/report/invoice-proof/:orderId); the report area's route, named here once. */
export function invoiceProofPath(orderId: number, invoiceId: number): string {
  return `/report/invoice-proof/${orderId}?invoiceId=${invoiceId}`;
}

/** Whether the invoice may still be voided on the store's date `today` (until the 15th of the next period's first month). */
export function voidStillAllowed(invoice: Pick<OrderInvoice, 'periodKey'>, today: string): boolean {
  return mayVoidOn(parsePeriodKey(invoice.periodKey), today);
}
