import { useQuery } from '@tanstack/react-query';
import { PAYMENT_API, type PaymentProvider } from '@diancan/core';
import { offlineApiQuery } from '../../../lib/offline/cached-read';

/**
 * The wallet providers the store charges through (docs/payments.md): a pay method of theirs asks for the customer's
 * code at checkout. Offline the saved answer stands; the wallet methods are not offered then anyway.
 */
export function useChargedProviders(storeId: number | null): PaymentProvider[] {
  const query = useQuery({ ...offlineApiQuery(PAYMENT_API.settings, { storeId: storeId ?? 0 }), enabled: storeId !== null && storeId > 0, staleTime: 60_000 });
  return (query.data?.providers ?? []).filter((provider) => provider.enabled).map((provider) => provider.provider);
}
