import { Badge, Group, Select, Stack, Table, Text, TextInput, Title } from '@mantine/core';
import { PAYMENT_PROVIDER_LABELS, type PaymentProvider, formatCents } from '@diancan/core';
import { useState } from 'react';
import { useSession } from '../../../lib/session';
import { usePaymentTransactions } from '../api/payments';

const STATUS_LABELS: Record<string, string> = { PENDING: '確認中', PAID: '已付款', FAILED: '失敗', REFUNDED: '已退款', DONE: '已退款' };

const today = () => new Date().toLocaleDateString('sv-SE', { timeZone: 'Asia/Taipei' });

/** 付款對帳 (/report/payment-reconcile): per day and provider our totals beside the provider's, then every transaction. */
export default function PaymentReconcilePage() {
  const storeId = useSession((state) => state.storeId) ?? 0;
  const [startDate, setStartDate] = useState(today);
  const [endDate, setEndDate] = useState(today);
  const [provider, setProvider] = useState<PaymentProvider | null>(null);
  const list = usePaymentTransactions({ storeId, startDate, endDate, ...(provider ? { provider } : {}) });
  return (
    <Stack gap="md">
      <Title order={2}>付款對帳</Title>
      <Group>
        <TextInput type="date" label="開始日期" value={startDate} onChange={(event) => setStartDate(event.currentTarget.value)} />
        <TextInput type="date" label="結束日期" value={endDate} onChange={(event) => setEndDate(event.currentTarget.value)} />
        <Select
          label="付款服務"
          clearable
          placeholder="全部"
          data={[
            { value: 'LINE_PAY', label: PAYMENT_PROVIDER_LABELS.LINE_PAY },
            { value: 'JKO_PAY', label: PAYMENT_PROVIDER_LABELS.JKO_PAY },
          ]}
          value={provider}
          onChange={(value) => setProvider(value as PaymentProvider | null)}
        />
      </Group>
      <Table striped withTableBorder data-testid="payment-days">
        <Table.Thead>
          <Table.Tr>
            <Table.Th>營業日</Table.Th>
            <Table.Th>付款服務</Table.Th>
            <Table.Th>收款</Table.Th>
            <Table.Th>退款</Table.Th>
            <Table.Th>淨額</Table.Th>
            <Table.Th>付款服務回報</Table.Th>
            <Table.Th>確認中</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {(list.data?.days ?? []).map((day) => {
            const differs = day.providerNet !== null && day.providerNet !== day.net;
            return (
              <Table.Tr key={`${day.businessDate}-${day.provider}`}>
                <Table.Td>{day.businessDate}</Table.Td>
                <Table.Td>{PAYMENT_PROVIDER_LABELS[day.provider]}</Table.Td>
                <Table.Td>{formatCents(day.charged)}</Table.Td>
                <Table.Td>{formatCents(day.refunded)}</Table.Td>
                <Table.Td>{formatCents(day.net)}</Table.Td>
                <Table.Td>
                  {day.providerNet === null ? '—' : formatCents(day.providerNet)} {differs && <Badge color="red">金額不符</Badge>}
                </Table.Td>
                <Table.Td>{day.pending > 0 ? <Badge color="yellow">{day.pending}</Badge> : 0}</Table.Td>
              </Table.Tr>
            );
          })}
        </Table.Tbody>
      </Table>
      <Title order={4}>交易明細</Title>
      <Table striped withTableBorder>
        <Table.Thead>
          <Table.Tr>
            <Table.Th>時間</Table.Th>
            <Table.Th>類型</Table.Th>
            <Table.Th>付款服務</Table.Th>
            <Table.Th>訂單</Table.Th>
            <Table.Th>交易編號</Table.Th>
            <Table.Th>金額</Table.Th>
            <Table.Th>狀態</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {(list.data?.transactions ?? []).map((row) => (
            <Table.Tr key={`${row.kind}-${row.merchantOrderId}`}>
              <Table.Td>{new Date(row.createdAt).toLocaleString('zh-TW', { timeZone: 'Asia/Taipei' })}</Table.Td>
              <Table.Td>{row.kind === 'CHARGE' ? '收款' : '退款'}</Table.Td>
              <Table.Td>{PAYMENT_PROVIDER_LABELS[row.provider]}</Table.Td>
              <Table.Td>{row.orderNo ?? '—'}</Table.Td>
              <Table.Td>
                <Text size="xs" ff="monospace">
                  {row.providerTransactionId ?? row.merchantOrderId}
                </Text>
              </Table.Td>
              <Table.Td>{formatCents(row.amount)}</Table.Td>
              <Table.Td>{STATUS_LABELS[row.status] ?? row.status}</Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Stack>
  );
}
