export { DiscountFields, type DiscountFieldValues } from './DiscountFields';
export { centsOrNull, discountFieldValues, discountFormErrors, discountOf, dollarsOf, wholeOrNull } from './discount-values';
