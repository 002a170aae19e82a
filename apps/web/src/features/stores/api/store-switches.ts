import { useMutation, useQueryClient } from '@tanstack/react-query';
import { STORE_PATHS, type StoreModuleRequest, type StoreSwitchRequest } from '@diancan/core';
import { http } from '../../../lib/http';
import { storeKeys } from './keys';
import { clientPath, dataOf } from '../../../lib/api';

/** Turns one module (POS_ORDER, FRONT_ORDER, MOBILE_ORDER) of a store on or off. */
export async function updateModule(request: StoreModuleRequest): Promise<void> {
  await dataOf(http.put(clientPath(STORE_PATHS.updateModule), request));
}

/** The admin invoice switch: whether the platform lets the store issue e-invoices at all. */
export async function updateAdminInvoiceSwitch(request: StoreSwitchRequest): Promise<void> {
  await dataOf(http.put(clientPath(STORE_PATHS.updateAdminInvoiceSwitch), request));
}

export function useUpdateModule() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateModule,
    onSuccess: (_nothing, request) => queryClient.invalidateQueries({ queryKey: storeKeys.detail(request.storeId) }),
  });
}

export function useUpdateAdminInvoiceSwitch() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateAdminInvoiceSwitch,
    onSuccess: (_nothing, request) => queryClient.invalidateQueries({ queryKey: storeKeys.detail(request.storeId) }),
  });
}
