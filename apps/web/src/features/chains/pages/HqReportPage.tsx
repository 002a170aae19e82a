import { Paper, Stack, Table, Text, Title } from '@mantine/core';
import { formatCents, type Brand, type BrandTurnover } from '@diancan/core';
import { useState } from 'react';
import { DateRangeField, taipeiDate, type DateRangeValue } from '../../../components/date-range';
import { useBrandTurnover } from '../api';
import { HqFrame } from '../components/HqFrame';
import { StoreComparison } from '../components/StoreComparison';

/**
 * 跨店報表 (/hq/report): the turnover of every store of the brand over a range (each row what that store's own 營業額
 * shows) with the total, and a chart comparing the stores.
 */
export default function HqReportPage() {
  const today = taipeiDate();
  const [range, setRange] = useState<DateRangeValue>({ start: today, end: today });
  return (
    <HqFrame title="跨店報表" filters={<DateRangeField value={range} onChange={setRange} withPresets clearable={false} />}>
      {(brand) => <Report brand={brand} range={range} />}
    </HqFrame>
  );
}

function Report({ brand, range }: { brand: Brand; range: DateRangeValue }) {
  const request = range.start && range.end ? { brandId: brand.id, startDate: range.start, endDate: range.end } : null;
  const turnover = useBrandTurnover(request);
  if (!request) return <Text c="dimmed">請選擇日期區間</Text>;
  if (!turnover.data) return null;
  return (
    <Stack gap="lg">
      <TurnoverTable report={turnover.data} />
      <Paper withBorder p="md">
        <Title order={5} mb="sm">
          各店比較
        </Title>
        <StoreComparison rows={turnover.data.rows} />
      </Paper>
    </Stack>
  );
}

const COLUMNS = [
  { key: 'orders', title: '訂單數', money: false },
  { key: 'gross', title: '營業額', money: true },
  { key: 'discounts', title: '折扣', money: true },
  { key: 'entertain', title: '招待', money: true },
  { key: 'payable', title: '實收', money: true },
  { key: 'cancelledCount', title: '作廢筆數', money: false },
  { key: 'unpaidAmount', title: '未結帳金額', money: true },
] as const;

function TurnoverTable({ report }: { report: BrandTurnover }) {
  const cell = (value: number, money: boolean) => (money ? formatCents(value) : value.toLocaleString('zh-TW'));
  return (
    <Table.ScrollContainer minWidth={720}>
      <Table striped aria-label="各店營業額">
        <Table.Thead>
          <Table.Tr>
            <Table.Th>商店</Table.Th>
            {COLUMNS.map((column) => (
              <Table.Th key={column.key} ta="right">
                {column.title}
              </Table.Th>
            ))}
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {report.rows.map((row) => (
            <Table.Tr key={row.storeId}>
              <Table.Td>{row.storeName}</Table.Td>
              {COLUMNS.map((column) => (
                <Table.Td key={column.key} ta="right">
                  {cell(row[column.key], column.money)}
                </Table.Td>
              ))}
            </Table.Tr>
          ))}
        </Table.Tbody>
        <Table.Tfoot>
          <Table.Tr fw={700}>
            <Table.Td>合計</Table.Td>
            {COLUMNS.map((column) => (
              <Table.Td key={column.key} ta="right">
                {cell(report.total[column.key], column.money)}
              </Table.Td>
            ))}
          </Table.Tr>
        </Table.Tfoot>
      </Table>
    </Table.ScrollContainer>
  );
}
