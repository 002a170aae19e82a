import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { CONTRACT_PATHS, type Contract, type ContractPageInput, type Page } from '@diancan/core';
import { http } from '../../../lib/http';
import { schemeKeys } from './keys';
import { clientPath, dataOf } from '../../../lib/api';

/** The store contracts made under a scheme. */
export function useSchemeContracts(request: ContractPageInput) {
  return useQuery({
    queryKey: schemeKeys.contracts(request),
    queryFn: ({ signal }) => dataOf(http.post<Page<Contract>>(clientPath(CONTRACT_PATHS.getPage), request, { signal })),
    placeholderData: keepPreviousData,
  });
}
