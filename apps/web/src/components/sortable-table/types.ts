import type { ReactNode } from 'react';

export interface SortableTableColumn<Row> {
  key: string;
  title: ReactNode;
  render: (row: Row) => ReactNode;
  width?: number | string;
  align?: 'left' | 'center' | 'right';
}
