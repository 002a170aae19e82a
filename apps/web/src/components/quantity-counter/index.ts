export { QuantityRangeCounter, quantityRangeError, type QuantityRangeCounterProps } from './QuantityRangeCounter';
