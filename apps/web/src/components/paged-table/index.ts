export { EmptyTableRow, type EmptyTableRowProps } from './EmptyTableRow';
export { PagedTable, type PagedTableProps, type TableColumn } from './PagedTable';
export { usePagedRequest, usePageState, type PagedInput, type PagedRequest, type PageInfo, type PageState } from './use-paging';
