import { Alert, Badge, Button, Group, Loader, Paper, Stack, Text, Title } from '@mantine/core';
import { IconFileInvoice, IconPrinter, IconRefresh, IconX } from '@tabler/icons-react';
import { INVOICE_STATUS_LABELS, invoiceNumberText, type OrderInvoice } from '@diancan/core';
import { useState } from 'react';
import { Link } from 'react-router';
import { formatTaipeiDateTime, taipeiDate } from '../../../components/date-range';
import { useOrderInvoices } from './invoice-api';
import { amountText, buyerText, invoiceProofPath, voidStillAllowed } from './invoice-format';
import { ReissueInvoiceModal } from './invoice-reissue-modal';
import { VoidInvoiceModal } from './invoice-void-modal';

export interface InvoiceSectionProps {
  storeId: number;
  orderId: number;
}

/**
 * 發票 of one order in the order detail: every invoice it had (issued, voided, reissued) with buyer, amounts and
 * times; 作廢 and 重新開立 for the issued one, and its proof preview (補印發票).
 */
export function InvoiceSection({ storeId, orderId }: InvoiceSectionProps) {
  const invoices = useOrderInvoices(storeId, orderId);
  const [voiding, setVoiding] = useState<OrderInvoice | null>(null);
  const [reissuing, setReissuing] = useState(false);
  const list = invoices.data ?? [];
  const issued = list.find((invoice) => invoice.status === 'ISSUED') ?? null;
  const numberOf = (id: number | null) => list.find((invoice) => invoice.id === id)?.invoiceNumber ?? null;

  return (
    <Paper withBorder p="md" component="section" aria-label="發票">
      <Stack gap="sm">
        <Group justify="space-between">
          <Title order={4}>發票</Title>
          {list.length > 0 && (
            <Button size="xs" variant="light" leftSection={<IconRefresh size={14} />} onClick={() => setReissuing(true)}>
              重新開立
            </Button>
          )}
        </Group>
        {invoices.isPending && <Loader size="sm" aria-label="載入中" />}
        {invoices.isError && <Alert color="red">{invoices.error.message}</Alert>}
        {invoices.isSuccess && list.length === 0 && (
          <Text c="dimmed" size="sm">
            此訂單沒有開立發票
          </Text>
        )}
        {list.map((invoice) => (
          <InvoiceCard
            key={invoice.id}
            invoice={invoice}
            replacedNumber={numberOf(invoice.reissuedFromId)}
            onVoid={() => setVoiding(invoice)}
          />
        ))}
      </Stack>
      <VoidInvoiceModal storeId={storeId} invoice={voiding} onClose={() => setVoiding(null)} />
      <ReissueInvoiceModal storeId={storeId} orderId={orderId} opened={reissuing} issued={issued} onClose={() => setReissuing(false)} />
    </Paper>
  );
}

function InvoiceCard({ invoice, replacedNumber, onVoid }: { invoice: OrderInvoice; replacedNumber: string | null; onVoid: () => void }) {
  const isIssued = invoice.status === 'ISSUED';
  const mayVoid = isIssued && voidStillAllowed(invoice, taipeiDate());
  return (
    <Paper withBorder p="sm" radius="sm" aria-label={`發票 ${invoice.invoiceNumber}`}>
      <Stack gap={4}>
        <Group justify="space-between" wrap="nowrap">
          <Group gap="xs">
            <IconFileInvoice size={18} />
            <Text fw={700} aria-label="發票號碼">
              {invoiceNumberText(invoice.invoiceNumber)}
            </Text>
            <Text size="sm" c="dimmed">
              {invoice.periodText}
            </Text>
          </Group>
          <Badge color={isIssued ? 'green' : 'red'} variant="light" aria-label="發票狀態">
            {INVOICE_STATUS_LABELS[invoice.status]}
          </Badge>
        </Group>
        <Text size="sm" aria-label="買受人">
          買受人：{buyerText(invoice)}
        </Text>
        <Text size="sm" aria-label="發票金額">
          {amountText(invoice)}
        </Text>
        <Text size="sm" aria-label="開立時間">
          開立時間：{formatTaipeiDateTime(invoice.issuedAt)}，隨機碼 {invoice.randomCode}
        </Text>
        {replacedNumber && (
          <Text size="sm" c="dimmed">
            重新開立自 {invoiceNumberText(replacedNumber)}
          </Text>
        )}
        {!isIssued && (
          <>
            <Text size="sm" c="red.8" aria-label="作廢時間">
              作廢時間：{formatTaipeiDateTime(invoice.voidedAt)}
            </Text>
            <Text size="sm" c="red.8" aria-label="作廢原因">
              作廢原因：{invoice.voidReason ?? ''}
            </Text>
          </>
        )}
        {isIssued && (
          <Group gap="xs" mt={4}>
            {invoice.printable && (
              <Button component={Link} to={invoiceProofPath(invoice.orderId, invoice.id)} size="xs" variant="default" leftSection={<IconPrinter size={14} />}>
                {invoice.printCount > 0 ? '補印發票' : '列印證明聯'}
              </Button>
            )}
            {mayVoid ? (
              <Button size="xs" color="red" variant="light" leftSection={<IconX size={14} />} onClick={onVoid}>
                作廢
              </Button>
            ) : (
              <Text size="xs" c="dimmed">
                已超過作廢期限
              </Text>
            )}
          </Group>
        )}
      </Stack>
    </Paper>
  );
}
