import { type InvoiceInfoType } from '@diancan/core';
import { useState, type Dispatch } from 'react';
import { showToast } from '../../../lib/toast';
import { checkDonationNumber, checkPhoneCarrier } from '../api/invoice-checks';
import type { CheckoutAction } from './checkout-state';
import { localInvoiceError, serverRefusalMessage } from './invoice-rules';

/**
 * Confirm in the invoice view: the local check of the type, then (carrier, donation code) the server's. A code
 * the server accepted on its format only says so (its message), so nobody believes the Ministry confirmed it.
 */
export function useInvoiceConfirm(storeId: number, dispatch: Dispatch<CheckoutAction>) {
  const [checking, setChecking] = useState(false);

  const confirm = async (type: InvoiceInfoType, number: string): Promise<void> => {
    if (checking) return;
    const localError = localInvoiceError(type, number);
    if (localError) {
      dispatch({ type: 'INVOICE_ERROR', invoiceType: type, message: localError });
      return;
    }
    if (type === 'uniformNumber') {
      dispatch({ type: 'INVOICE_CONFIRMED', invoiceType: type, number });
      return;
    }
    setChecking(true);
    try {
      const check = type === 'phoneCarrier' ? await checkPhoneCarrier(storeId, number) : await checkDonationNumber(storeId, number);
      if (!check.ok) {
        dispatch({ type: 'INVOICE_ERROR', invoiceType: type, message: serverRefusalMessage(type, check.message) });
        return;
      }
      dispatch({ type: 'INVOICE_CONFIRMED', invoiceType: type, number });
      if (check.result && !check.result.verified && check.message) showToast(check.message);
    } catch {
      // The http client has shown why the check could not be made; the field stays as typed.
    } finally {
      setChecking(false);
    }
  };

  return { confirm, checking };
}
