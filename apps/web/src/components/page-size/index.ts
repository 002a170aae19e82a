export { PageSizeSelect, TablePager, toPageSize, type PageSizeSelectProps, type TablePagerProps } from './PageSizeSelect';
