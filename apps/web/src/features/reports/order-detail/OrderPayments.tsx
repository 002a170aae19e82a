import { Paper, Table, Text, Title } from '@mantine/core';
import type { OrderDetailPayment } from '@diancan/core';
import { formatTaipeiDateTime } from '../../../components/date-range';
import { formatMoney } from '../format';

/** 付款紀錄: each payment with what it collected, what was tendered and the change. */
export function OrderPayments({ payments }: { payments: readonly OrderDetailPayment[] }) {
  return (
    <Paper withBorder p="md" radius="md">
      <Title order={4} mb="sm">
        付款紀錄
      </Title>
      {payments.length === 0 ? (
        <Text size="sm" c="dimmed">
          尚未付款
        </Text>
      ) : (
        <Table aria-label="付款紀錄" verticalSpacing={4}>
          <Table.Thead>
            <Table.Tr>
              <Table.Th>付款方式</Table.Th>
              <Table.Th ta="right">金額</Table.Th>
              <Table.Th ta="right">收款</Table.Th>
              <Table.Th ta="right">找零</Table.Th>
              <Table.Th>時間</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {payments.map((payment) => (
              <Table.Tr key={payment.id}>
                <Table.Td>{payment.payMethodName}</Table.Td>
                <Table.Td ta="right">{formatMoney(payment.amount)}</Table.Td>
                <Table.Td ta="right">{formatMoney(payment.tendered)}</Table.Td>
                <Table.Td ta="right">{formatMoney(payment.change)}</Table.Td>
                <Table.Td>{formatTaipeiDateTime(payment.createdAt)}</Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      )}
    </Paper>
  );
}
