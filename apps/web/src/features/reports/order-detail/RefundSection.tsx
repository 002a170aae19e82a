import { Alert, Badge, Button, Code, Group, Loader, Modal, Paper, Stack, Table, Text, Title } from '@mantine/core';
import { IconReceiptRefund } from '@tabler/icons-react';
import {
  type Allowance,
  allowanceDocument,
  EINVOICE_ALLOWANCE_API,
  formatCents,
  layoutDocument,
  layoutText,
  paperMedia,
  REFUND_ACTION_LABELS,
  type Refund,
} from '@diancan/core';
import { useState } from 'react';
import { formatTaipeiDateTime } from '../../../components/date-range';
import { callApi } from '../../../lib/api';
import { deliver } from '../../printing';
import { CancelAllowanceModal } from './allowance-cancel-modal';
import { useOrderRefunds } from './invoice-api';
import { RefundModal } from './refund-modal';

export interface RefundSectionProps {
  storeId: number;
  orderId: number;
  /** Only a paid order may be refunded. */
  paid: boolean;
}

/**
 * 退款 of one order in the order detail: what was refunded (by line or by amount), what it did to the invoice
 * (作廢 or 折讓), and each allowance (折讓證明單) shown on screen with its number, items and amounts, which may be
 * cancelled. 退款 opens the refund form (choose lines and counts, or an amount).
 */
export function RefundSection({ storeId, orderId, paid }: RefundSectionProps) {
  const refunds = useOrderRefunds(storeId, orderId);
  const [refunding, setRefunding] = useState(false);
  const [cancelling, setCancelling] = useState<Allowance | null>(null);
  const state = refunds.data;

  return (
    <Paper withBorder p="md" component="section" aria-label="退款">
      <Stack gap="sm">
        <Group justify="space-between">
          <Title order={4}>退款</Title>
          {paid && state && state.refundableAmount > 0 && (
            <Button size="xs" variant="light" color="orange" leftSection={<IconReceiptRefund size={14} />} onClick={() => setRefunding(true)}>
              退款
            </Button>
          )}
        </Group>
        {refunds.isPending && <Loader size="sm" aria-label="載入中" />}
        {refunds.isError && <Alert color="red">{refunds.error.message}</Alert>}
        {state && (
          <Text size="sm" aria-label="退款合計">
            已退 {formatCents(state.refundedAmount)}，可退 {formatCents(state.refundableAmount)}
          </Text>
        )}
        {state?.refunds.map((refund) => <RefundLine key={refund.id} refund={refund} />)}
        {state?.allowances.map((allowance) => (
          <AllowanceCard key={allowance.id} storeId={storeId} allowance={allowance} onCancel={() => setCancelling(allowance)} />
        ))}
      </Stack>
      {state && <RefundModal storeId={storeId} state={state} opened={refunding} onClose={() => setRefunding(false)} />}
      <CancelAllowanceModal storeId={storeId} allowance={cancelling} onClose={() => setCancelling(null)} />
    </Paper>
  );
}

function RefundLine({ refund }: { refund: Refund }) {
  const what = refund.lines.length > 0 ? refund.lines.map((line) => `${line.name} x${line.count}`).join('、') : '依金額';
  return (
    <Group gap="xs" aria-label={`退款 ${refund.id}`} wrap="nowrap">
      <Badge variant="light" color={refund.reverted ? 'gray' : 'orange'}>
        {refund.reverted ? '已撤銷' : REFUND_ACTION_LABELS[refund.action]}
      </Badge>
      <Text size="sm">
        {refund.businessDate} {formatCents(refund.amount)}（{what}）{refund.reason}
        {refund.cashDrawerRecordId !== null && '，現金已記入臨時收支'}
      </Text>
    </Group>
  );
}

/** The allowance as its proof reads (折讓證明單), on screen. */
function AllowanceCard({ storeId, allowance, onCancel }: { storeId: number; allowance: Allowance; onCancel: () => void }) {
  const issued = allowance.status === 'ISSUED';
  const [previewing, setPreviewing] = useState(false);
  const [printing, setPrinting] = useState(false);
  // The server answers the proof's document and queues it for a printer box; deliver() prints it on this browser's
  // printer link otherwise, or shows it when there is none.
  const print = () => {
    setPrinting(true);
    callApi(EINVOICE_ALLOWANCE_API.printAllowance, { storeId, allowanceId: allowance.id })
      .then((result) => deliver(result.documents))
      .catch(() => undefined) // the caller showed the refusal
      .finally(() => setPrinting(false));
  };
  return (
    <Paper withBorder p="sm" radius="sm" aria-label={`折讓單 ${allowance.allowanceNumber}`}>
      <Stack gap={4}>
        <Group justify="space-between">
          <Text fw={700}>折讓證明單 {allowance.allowanceNumber}</Text>
          <Badge color={issued ? 'green' : 'red'} variant="light">
            {issued ? '已開立' : '已作廢'}
          </Badge>
        </Group>
        <Text size="sm">
          折讓日期 {allowance.allowanceDate}，原發票 {allowance.invoiceNumber}（{allowance.invoiceDate}）
        </Text>
        <Text size="sm">
          賣方 {allowance.sellerName} {allowance.sellerTaxId}，買方 {allowance.buyerTaxId ?? '一般消費者'}
        </Text>
        <Table fz="sm" withRowBorders={false}>
          <Table.Thead>
            <Table.Tr>
              <Table.Th>品名</Table.Th>
              <Table.Th>數量</Table.Th>
              <Table.Th>金額（未稅）</Table.Th>
              <Table.Th>稅額</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {allowance.items.map((item, index) => (
              <Table.Tr key={index}>
                <Table.Td>{item.name}</Table.Td>
                <Table.Td>{item.quantity}</Table.Td>
                <Table.Td>{formatCents(item.amount)}</Table.Td>
                <Table.Td>{formatCents(item.tax)}</Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
        <Text size="sm" aria-label="折讓金額">
          折讓合計 {formatCents(allowance.totalAmount)}（未稅 {formatCents(allowance.salesAmount)}，稅額 {formatCents(allowance.taxAmount)}）
        </Text>
        {!issued && (
          <Text size="sm" c="red.8">
            作廢時間：{formatTaipeiDateTime(allowance.cancelledAt)}，原因：{allowance.cancelReason ?? ''}
          </Text>
        )}
        <Group gap="xs">
          <Button size="xs" variant="default" onClick={() => setPreviewing(true)}>
            折讓單預覽
          </Button>
          <Button size="xs" variant="default" loading={printing} onClick={print}>
            列印折讓單
          </Button>
          {issued && (
            <Button size="xs" color="red" variant="light" onClick={onCancel}>
              作廢折讓
            </Button>
          )}
        </Group>
      </Stack>
      <Modal opened={previewing} onClose={() => setPreviewing(false)} title={`折讓證明單 ${allowance.allowanceNumber}`} centered>
        {/* The print document model's own layout (58 mm, 32 columns): what the receipt printer prints. */}
        <Code block aria-label="折讓單內容">
          {layoutText(layoutDocument(allowanceDocument(allowance), paperMedia(58))).join('\n')}
        </Code>
      </Modal>
    </Paper>
  );
}
