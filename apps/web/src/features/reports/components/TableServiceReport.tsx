import { Group, Paper, SimpleGrid, Table, Text, Title } from '@mantine/core';
import type { TableServiceReport as Report } from '@diancan/core';
import { EmptyTableRow } from '../../../components/paged-table';
import { formatCount, formatMoney } from '../format';

const minutesOf = (minutes: number | null) => (minutes === null ? '—' : `${minutes} 分`);

/**
 * 桌邊服務 of the range (report/getTableService, docs/tables.md): 來客數 and 客單價 (per guest, per order), 服務費 and
 * the average dining time per day, then 翻桌率 per area. The range's figures: the list's other filters do not apply.
 */
export function TableServiceReport({ report, loading }: { report: Report | undefined; loading: boolean }) {
  const days = report?.days ?? [];
  const areas = report?.areas ?? [];
  return (
    <Paper withBorder p="md" radius="md" aria-label="桌邊服務">
      <Group justify="space-between" mb={4}>
        <Title order={4}>桌邊服務</Title>
        {report && (
          <Text size="sm" data-testid="table-service-totals">
            來客數 {formatCount(report.totals.guests)} · 每人客單價 {formatMoney(report.totals.perGuest)} · 每單客單價 {formatMoney(report.totals.perOrder)} · 服務費{' '}
            {formatMoney(report.totals.serviceCharge)} · 平均用餐 {minutesOf(report.totals.averageMinutes)}
          </Text>
        )}
      </Group>
      <Text size="xs" c="dimmed" mb="sm">
        依日期區間統計（不套用其他篩選）；來客數為開桌時輸入的人數，用餐時間自開桌至整桌結清。
      </Text>
      <SimpleGrid cols={{ base: 1, lg: 2 }} spacing="md">
        <Table aria-label="來客數與客單價" verticalSpacing={4}>
          <Table.Thead>
            <Table.Tr>
              <Table.Th>營業日</Table.Th>
              <Table.Th ta="right">來客數</Table.Th>
              <Table.Th ta="right">每人客單價</Table.Th>
              <Table.Th ta="right">單數</Table.Th>
              <Table.Th ta="right">每單客單價</Table.Th>
              <Table.Th ta="right">服務費</Table.Th>
              <Table.Th ta="right">平均用餐</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {days.length === 0 && <EmptyTableRow columns={7} loading={loading} py={0} />}
            {days.map((day) => (
              <Table.Tr key={day.businessDate}>
                <Table.Td>{day.businessDate}</Table.Td>
                <Table.Td ta="right">{formatCount(day.guests)}</Table.Td>
                <Table.Td ta="right">{formatMoney(day.perGuest)}</Table.Td>
                <Table.Td ta="right">{formatCount(day.orderCount)}</Table.Td>
                <Table.Td ta="right">{formatMoney(day.perOrder)}</Table.Td>
                <Table.Td ta="right">{formatMoney(day.serviceCharge)}</Table.Td>
                <Table.Td ta="right">{minutesOf(day.averageMinutes)}</Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
        <Table aria-label="翻桌率" verticalSpacing={4}>
          <Table.Thead>
            <Table.Tr>
              <Table.Th>區域</Table.Th>
              <Table.Th ta="right">桌數</Table.Th>
              <Table.Th ta="right">內用桌次</Table.Th>
              <Table.Th ta="right">翻桌率</Table.Th>
              <Table.Th ta="right">平均用餐</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {areas.length === 0 && <EmptyTableRow columns={5} loading={loading} py={0} />}
            {areas.map((area) => (
              <Table.Tr key={area.areaId ?? 'none'}>
                <Table.Td>{area.name}</Table.Td>
                <Table.Td ta="right">{formatCount(area.tables)}</Table.Td>
                <Table.Td ta="right">{formatCount(area.sittings)}</Table.Td>
                <Table.Td ta="right">{area.turnoverRate.toFixed(2)}</Table.Td>
                <Table.Td ta="right">{minutesOf(area.averageMinutes)}</Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </SimpleGrid>
    </Paper>
  );
}
