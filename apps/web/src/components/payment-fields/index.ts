export { CashTenderedField, CustomerCodeField, InvoiceFields, PaymentFields } from './PaymentFields';
export {
  INVOICE_CHOICES,
  oneTimeKeyReady,
  tenderedCentsOf,
  useChargedProviders,
  useInvoiceChoice,
  usePaymentFields,
  type InvoiceChoice,
  type PaymentFieldsState,
} from './use-payment-fields';
