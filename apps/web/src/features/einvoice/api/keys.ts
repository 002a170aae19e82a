import { useMutation, useQueryClient } from '@tanstack/react-query';

export const einvoiceKeys = {
  setting: (storeId: number) => ['einvoice', 'setting', storeId] as const,
  proof: (storeId: number, orderId: number, invoiceId: number | null) => ['einvoice', 'proof', storeId, orderId, invoiceId] as const,
};

/** A change of the store's invoice settings or tracks: the call, then the settings again (also after a refusal). */
export function useInvoiceSettingMutation<Request extends { storeId: number }, Result>(call: (request: Request) => Promise<Result>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: call,
    onSettled: (_result, _error, request) => queryClient.invalidateQueries({ queryKey: einvoiceKeys.setting(request.storeId) }),
  });
}
