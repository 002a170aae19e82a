/** The chains area (docs/chains.md): the 總部 pages and 商店管理's brands. Its pages: pages.ts. */
export { CHAIN_PAGES } from './paths';
