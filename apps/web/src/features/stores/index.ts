/** The store area (store-manage and nearly-expired): what other areas use of it. Its pages: pages.ts. */
export { FrontStageButtons } from './components/FrontStageButtons';
