export { SortableTable, type SortableTableProps } from './SortableTable';
export type { SortableTableColumn } from './types';
export { moveId, orderRows, toggleAll } from './sort-order';
export { SwitchableList, type SwitchableListProps, type SwitchableRow } from './SwitchableList';
