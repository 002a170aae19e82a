import { Button, Paper, Stack, Table, Text, Title } from '@mantine/core';
import { IconFileSpreadsheet } from '@tabler/icons-react';
import { formatCents, reportFileName, type Brand, type BrandTurnover } from '@diancan/core';
import { useState } from 'react';
import { DateRangeField, taipeiDate, type DateRangeValue } from '../../../components/date-range';
import { downloadBrandReport, useBrandRanking, useBrandTurnover } from '../api';
import { BrandRankingTable, type RankingSort } from '../components/BrandRankingTable';
import { HqFrame } from '../components/HqFrame';
import { StoreComparison } from '../components/StoreComparison';
import { useHqStores } from '../components/use-hq-stores';

/**
 * 跨店報表 (/hq/report): the turnover of every store of the brand over a range (each row what that store's own 營業額
 * shows) with the total, a chart comparing the stores, the sales ranking across the brand, and the Excel file of
 * both (written by the server).
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
  const { stores } = useHqStores();
  const [sortBy, setSortBy] = useState<RankingSort>('COUNT');
  const [exporting, setExporting] = useState(false);
  const request = range.start && range.end ? { brandId: brand.id, startDate: range.start, endDate: range.end } : null;
  const turnover = useBrandTurnover(request);
  const ranking = useBrandRanking(request && { ...request, sortBy });
  if (!request) return <Text c="dimmed">請選擇日期區間</Text>;

  const exportExcel = () => {
    setExporting(true);
    // A refusal was already shown by the download's own toast.
    void downloadBrandReport({ ...request, sortBy }, reportFileName(`${brand.name}跨店報表`, request.startDate, request.endDate))
      .catch(() => undefined)
      .finally(() => setExporting(false));
  };

  return (
    <Stack gap="lg">
      <Button
        variant="light"
        leftSection={<IconFileSpreadsheet size={16} />}
        onClick={exportExcel}
        loading={exporting}
        disabled={!turnover.data}
        style={{ alignSelf: 'flex-start' }}
      >
        匯出 Excel
      </Button>
      {turnover.data && <TurnoverTable report={turnover.data} />}
      {turnover.data && (
        <Paper withBorder p="md">
          <Title order={5} mb="sm">
            各店比較
          </Title>
          <StoreComparison rows={turnover.data.rows} />
        </Paper>
      )}
      <Stack gap="xs">
        <BrandRankingTable ranking={ranking.data} stores={stores} sortBy={sortBy} onSort={setSortBy} />
      </Stack>
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
