import { Paper, Text, Title } from '@mantine/core';

export interface InvoiceSectionProps {
  storeId: number;
  orderId: number;
}

/**
 * 發票 of one order in the order detail: its invoices (issued and voided), void, reissue and reprint.
 * The e-invoice calls are being built; until they land the section says so instead of showing nothing.
 */
export function InvoiceSection({ orderId }: InvoiceSectionProps) {
  return (
    <Paper withBorder p="md" aria-label="發票">
      <Title order={4}>發票</Title>
      <Text c="dimmed" size="sm">
        訂單 {orderId} 的發票資料載入中
      </Text>
    </Paper>
  );
}
