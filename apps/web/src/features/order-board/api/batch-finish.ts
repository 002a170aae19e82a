import { useMutation, useQueryClient } from '@tanstack/react-query';
import { batchFinishResultSchema, ORDER_BOARD_PATHS, type BatchFinishRequest, type BatchFinishResult } from '@diancan/core';
import { clientPath, dataOf } from '../../../lib/api';
import { http } from '../../../lib/http';
import { dropCard, refreshOrder } from './board-cache';
import { orderBoardKeys } from './keys';

/** order/batchFinish: several orders COMPLETED in one call; each answered on its own. */
export async function batchFinish(request: BatchFinishRequest): Promise<BatchFinishResult> {
  return batchFinishResultSchema.parse(await dataOf(http.post<unknown>(clientPath(ORDER_BOARD_PATHS.batchFinish), request)));
}

/** Finished cards leave the board at once; the ones refused (changed meanwhile) are read again. */
export function useBatchFinish() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: batchFinish,
    onSuccess: async (result, request) => {
      for (const outcome of result.results) {
        if (outcome.finished) dropCard(queryClient, request.storeId, outcome.orderId);
      }
      const refused = result.results.filter((outcome) => !outcome.finished);
      await Promise.all(refused.map((outcome) => refreshOrder(queryClient, request.storeId, outcome.orderId)));
    },
    onError: (_error, request) => queryClient.invalidateQueries({ queryKey: orderBoardKeys.cards(request.storeId) }),
  });
}
