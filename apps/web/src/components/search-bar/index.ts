export { SearchBar, normalizeKeyword, type SearchBarProps } from './SearchBar';
