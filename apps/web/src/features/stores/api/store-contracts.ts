import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  CONTRACT_PATHS,
  type Contract,
  type ContractAddRequest,
  type ContractPageInput,
  type ContractUpdateRequest,
  type Page,
  type SchemeOption,
} from '@diancan/core';
import { http } from '../../../lib/http';
import { storeKeys } from './keys';
import { clientPath, dataOf } from '../../../lib/api';

/** A store's contracts (the contracts tab). */
export function useStoreContracts(request: ContractPageInput) {
  return useQuery({
    queryKey: storeKeys.contracts(request),
    queryFn: ({ signal }) => dataOf(http.post<Page<Contract>>(clientPath(CONTRACT_PATHS.getPage), request, { signal })),
    placeholderData: keepPreviousData,
  });
}

/** The schemes a contract can be made under. */
export function usePlanList() {
  return useQuery({
    queryKey: storeKeys.plans,
    queryFn: ({ signal }) => dataOf(http.get<SchemeOption[]>(clientPath(CONTRACT_PATHS.getPlanList), undefined, { signal })),
    staleTime: 60_000,
  });
}

export async function saveContract(request: ContractAddRequest | ContractUpdateRequest): Promise<Contract> {
  if ('id' in request) return dataOf(http.put<Contract>(clientPath(CONTRACT_PATHS.update), request));
  return dataOf(http.post<Contract>(clientPath(CONTRACT_PATHS.add), request));
}

export async function removeContract(id: number): Promise<void> {
  await dataOf(http.delete(clientPath(CONTRACT_PATHS.remove), undefined, { params: { id } }));
}

/** A contract changes the store rows too (their contract state and end date). */
export function useSaveContract() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: saveContract, onSuccess: () => queryClient.invalidateQueries({ queryKey: storeKeys.all }) });
}

export function useRemoveContract() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: removeContract, onSuccess: () => queryClient.invalidateQueries({ queryKey: storeKeys.all }) });
}
