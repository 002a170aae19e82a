import { useQuery } from '@tanstack/react-query';
import { PAYMENT_API, type PaymentTransactionsQuery } from '@diancan/core';
import { apiQuery, useStoreMutation } from '../../../lib/api-query';

export function usePaymentSettings(storeId: number) {
  return useQuery(apiQuery(PAYMENT_API.settings, { storeId }));
}

export function usePaymentTransactions(query: PaymentTransactionsQuery) {
  return useQuery(apiQuery(PAYMENT_API.transactions, query));
}

export const useSaveLinePay = () => useStoreMutation(PAYMENT_API.saveLinePay, { success: '設定成功' });
export const useSaveJkoPay = () => useStoreMutation(PAYMENT_API.saveJkoPay, { success: '設定成功' });
export const useSavePayFirst = () => useStoreMutation(PAYMENT_API.savePayFirst, { success: '設定成功' });
