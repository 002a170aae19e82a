export { ManagerCodeGate, type ManagerCodeGateProps } from './ManagerCodeGate';
