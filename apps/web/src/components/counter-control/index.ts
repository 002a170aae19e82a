export { CounterControl, type CounterControlProps } from './CounterControl';
