import { useMutation } from '@tanstack/react-query';
import { REPORT_PATHS, turnoverPrintSchema, type ReportOrderFilterInput, type TurnoverPrint } from '@diancan/core';
import { clientPath, dataOf } from '../../../lib/api';
import { http } from '../../../lib/http';

/** report/order/print: the summary to print (store, range, totals, pay methods), as of now. */
export async function fetchTurnoverPrint(filter: ReportOrderFilterInput): Promise<TurnoverPrint> {
  return turnoverPrintSchema.parse(await dataOf(http.post<unknown>(clientPath(REPORT_PATHS.print), filter)));
}

export function useTurnoverPrint() {
  return useMutation({ mutationFn: fetchTurnoverPrint });
}
