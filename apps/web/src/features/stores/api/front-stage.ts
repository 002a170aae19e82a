import { useQuery } from '@tanstack/react-query';
import { STORE_PATHS, storeQrHashSchema, type StoreQrHash } from '@diancan/core';
import { clientPath, dataOf } from '../../../lib/api';
import { http } from '../../../lib/http';

/** back/store/getQRHash: the store's front-stage link (qrCodeHash, frontStageURL). */
export async function fetchFrontStage(storeId: number, signal?: AbortSignal): Promise<StoreQrHash> {
  return storeQrHashSchema.parse(await dataOf(http.get<unknown>(clientPath(STORE_PATHS.getQRHash), { storeId }, { signal })));
}

export function useFrontStage(storeId: number | null) {
  return useQuery({
    queryKey: ['stores', storeId, 'frontStage'],
    queryFn: ({ signal }) => fetchFrontStage(storeId ?? 0, signal),
    enabled: storeId !== null,
    staleTime: Infinity,
  });
}
