import { Button, Divider, Group, Modal, Stack, Table, Text, Title } from '@mantine/core';
import { MODAL_WIDTH, turnoverDocument, type TurnoverPrint } from '@diancan/core';
import { formatTaipeiDateTime } from '../../../components/date-range';
import { PrinterPrintButton } from '../../printing';
import { PrintArea } from '../components/PrintArea';
import { formatCount, formatMoney } from '../format';

function Line({ label, value }: { label: string; value: string }) {
  return (
    <Table.Tr>
      <Table.Td>{label}</Table.Td>
      <Table.Td ta="right">{value}</Table.Td>
    </Table.Tr>
  );
}

/** The turnover summary (report/order/print) as a receipt-width preview; 列印 sends it to the browser's printer. */
export function TurnoverPrintModal({ summary, onClose }: { summary: TurnoverPrint | null; onClose: () => void }) {
  return (
    <Modal opened={summary !== null} onClose={onClose} title="列印營業額" size={MODAL_WIDTH} centered>
      {summary && (
        <Stack gap="sm">
          <PrintArea label="營業額列印">
            <Stack gap={4}>
              <Title order={4} ta="center">
                {summary.storeName}
              </Title>
              <Text ta="center" size="sm">
                營業額報表 {summary.startDate} ~ {summary.endDate}
              </Text>
              <Text ta="center" size="xs" c="dimmed">
                列印時間 {formatTaipeiDateTime(summary.printedAt)}
              </Text>
              <Divider my={4} />
              <Table withRowBorders={false} verticalSpacing={2}>
                <Table.Tbody>
                  <Line label="訂單數" value={formatCount(summary.revenue.orderCount)} />
                  <Line label="營業總額" value={formatMoney(summary.revenue.gross)} />
                  <Line label="招待" value={formatMoney(summary.revenue.entertain)} />
                  <Line label="自動折扣" value={formatMoney(summary.revenue.automaticDiscount)} />
                  <Line label="手動折扣" value={formatMoney(summary.revenue.manualDiscount)} />
                  <Line label="實收金額" value={formatMoney(summary.revenue.net)} />
                  <Line label={`未付款（${formatCount(summary.revenue.unpaidCount)} 筆）`} value={formatMoney(summary.revenue.unpaidAmount)} />
                  <Line label={`退款（${formatCount(summary.revenue.refundCount)} 筆）`} value={formatMoney(summary.revenue.refundAmount)} />
                  <Line label={`已取消（${formatCount(summary.revenue.cancelledCount)} 筆）`} value={formatMoney(summary.revenue.cancelledAmount)} />
                </Table.Tbody>
              </Table>
              {summary.payMethods.length > 0 && (
                <>
                  <Divider my={4} label="付款方式" labelPosition="center" />
                  <Table withRowBorders={false} verticalSpacing={2}>
                    <Table.Tbody>
                      {summary.payMethods.map((method) => (
                        <Line
                          key={`${method.payMethodId ?? 'none'}-${method.name}`}
                          label={`${method.name}（${formatCount(method.orderCount)} 筆）`}
                          value={formatMoney(method.amount)}
                        />
                      ))}
                    </Table.Tbody>
                  </Table>
                </>
              )}
            </Stack>
          </PrintArea>
          <Group justify="flex-end" gap="xs">
            <Button variant="default" onClick={onClose}>
              關閉
            </Button>
            <PrinterPrintButton purpose="report" document={turnoverDocument(summary, formatTaipeiDateTime(summary.printedAt))} />
            <Button onClick={() => window.print()}>列印</Button>
          </Group>
        </Stack>
      )}
    </Modal>
  );
}
