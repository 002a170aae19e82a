export { DiscountFields, type DiscountFieldValues } from './DiscountFields';
