import { Group, Loader, SegmentedControl, Stack, Text, TextInput } from '@mantine/core';
import { INVOICE_INFO_TYPES, type InvoiceInfoType } from '@diancan/core';
import type { Dispatch } from 'react';
import { CameraScanner } from './CameraScanner';
import type { CheckoutAction, CheckoutState, InvoiceInputMode } from './checkout-state';
import { autoSubmitsCarrier, INVOICE_INPUT_MAX, INVOICE_TYPE_LABEL, normalizeInvoiceInput } from './invoice-rules';

export interface InvoiceViewProps {
  state: CheckoutState;
  dispatch: Dispatch<CheckoutAction>;
  /** Runs the checks of the type shown (local, then the server) with this number. */
  onConfirm: (type: InvoiceInfoType, number: string) => void;
  checking: boolean;
}

/**
 * The invoice type view (發票類型): 統編, 手機載具 or 捐贈碼, typed or scanned with the camera. A carrier submits
 * itself once it has 8 characters and no error.
 */
export function InvoiceView({ state, dispatch, onConfirm, checking }: InvoiceViewProps) {
  const type = state.invoiceType;
  const entry = state.invoiceEntries[type];

  const enter = (text: string) => {
    const number = normalizeInvoiceInput(type, text);
    dispatch({ type: 'INVOICE_NUMBER', invoiceType: type, number });
    if (autoSubmitsCarrier(type, number)) onConfirm(type, number);
  };

  return (
    <Stack gap="md">
      <Group justify="space-between">
        <SegmentedControl
          aria-label="發票類型"
          value={type}
          onChange={(value) => dispatch({ type: 'INVOICE_TYPE', invoiceType: value as InvoiceInfoType })}
          data={INVOICE_INFO_TYPES.map((value) => ({ value, label: INVOICE_TYPE_LABEL[value] }))}
        />
        <SegmentedControl
          aria-label="輸入方式"
          value={state.inputMode}
          onChange={(mode) => dispatch({ type: 'INPUT_MODE', mode: mode as InvoiceInputMode })}
          data={[
            { value: 'MANUAL', label: '手動輸入' },
            { value: 'SCAN', label: '掃描' },
          ]}
        />
      </Group>
      <TextInput
        key={type}
        label={INVOICE_TYPE_LABEL[type]}
        size="lg"
        value={entry.number}
        maxLength={INVOICE_INPUT_MAX[type]}
        inputMode={type === 'phoneCarrier' ? 'text' : 'numeric'}
        autoComplete="off"
        placeholder={type === 'phoneCarrier' ? '/ABC1234' : type === 'uniformNumber' ? '8位數字' : '3～7位數字'}
        error={entry.errorMessage || undefined}
        rightSection={checking ? <Loader size="xs" /> : undefined}
        onChange={(event) => enter(event.currentTarget.value)}
        onKeyDown={(event) => {
          if (event.key === 'Enter') onConfirm(type, entry.number);
        }}
        data-autofocus
      />
      {entry.confirmNumber && !entry.errorMessage && (
        <Text size="sm" c="green.8">
          已確認：{entry.confirmNumber}
        </Text>
      )}
      {state.inputMode === 'SCAN' && <CameraScanner onScan={enter} />}
    </Stack>
  );
}
