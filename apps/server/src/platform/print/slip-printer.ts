import type { PrintDocument, PrintResult } from '@diancan/core';

/**
 * What the report, shift and e-invoice print calls use to queue their slip. features/printing implements it; the port
 * lives in the platform so the areas that print a slip need not depend on the printing area (which reads orders and
 * invoices itself, and would close a cycle).
 */
export interface SlipPrinter {
  printSlip(
    storeId: number,
    purpose: 'REPORT' | 'INVOICE',
    build: (printedAt: string, storeName: string) => PrintDocument,
  ): Promise<PrintResult>;
}
