import { useQuery } from '@tanstack/react-query';
import { ORDER_EINVOICE_API } from '@diancan/core';
import { apiQuery, useStoreMutation } from '../../../lib/api-query';

/**
 * The e-invoice calls of the order detail's 發票 and 退款 sections, through the typed caller (ORDER_EINVOICE_API):
 * each change reads the order's invoices (and refunds) again, also after a refusal (somebody else may have changed them).
 */

/** Every invoice of the order in issue order: issued, voided, reissued. */
export const useOrderInvoices = (storeId: number, orderId: number) => useQuery(apiQuery(ORDER_EINVOICE_API.getOrderInvoices, { storeId, orderId }));
export const useVoidInvoice = () => useStoreMutation(ORDER_EINVOICE_API.void);
export const useReissueInvoice = () => useStoreMutation(ORDER_EINVOICE_API.reissue);

/** The order's refunds and allowances. */
export const useOrderRefunds = (storeId: number, orderId: number) => useQuery(apiQuery(ORDER_EINVOICE_API.getOrderRefunds, { storeId, orderId }));
export const useRefundOrder = () => useStoreMutation(ORDER_EINVOICE_API.refund);
export const useCancelAllowance = () => useStoreMutation(ORDER_EINVOICE_API.cancelAllowance);
