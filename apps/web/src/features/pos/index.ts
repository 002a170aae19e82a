/** The point of sale (/store-pos): its page chunk, for the route table. */
export const POS_PAGE_LOADER = () => import('./pages/PosPage');
export { prefetchPosMenuHead } from './api/get-menu';
