import type { ComponentType } from 'react';
import { EINVOICE_PAGES } from './paths';

/** The loader of each page's chunk in this area, by route path; the router wraps them with its chunk-error handling. */
export const EINVOICE_PAGE_LOADERS: Record<string, () => Promise<{ default: ComponentType }>> = {
  [EINVOICE_PAGES.invoiceSet]: () => import('./pages/InvoiceSetPage'),
  [EINVOICE_PAGES.proof]: () => import('./pages/InvoiceProofPage'),
};
