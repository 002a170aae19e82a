export { PinPad, type PinPadProps } from './PinPad';
export { StaffCounter } from './StaffCounter';
