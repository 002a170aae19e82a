import { Paper, Stack, Table, Text, TextInput, Title } from '@mantine/core';
import { useState } from 'react';
import { useKdsStoreId, useStationTimes } from '../api';

function today(): string {
  const now = new Date();
  return `${now.getFullYear()}-${String(now.getMonth() + 1).padStart(2, '0')}-${String(now.getDate()).padStart(2, '0')}`;
}

const minutes = (seconds: number) => `${Math.floor(seconds / 60)} 分 ${String(seconds % 60).padStart(2, '0')} 秒`;

/** 報表 › 出餐時間: each station's average ticket time (order to bump) per hour of one day. */
export default function KitchenTimesPage() {
  const storeId = useKdsStoreId();
  const [date, setDate] = useState(today);
  const times = useStationTimes(storeId, date);
  const rows = times.data ?? [];
  const stations = [...new Map(rows.map((row) => [row.stationId, row.name])).entries()];
  return (
    <Stack p="md" maw={960}>
      <Title order={4}>出餐時間</Title>
      <TextInput type="date" label="日期" value={date} onChange={(event) => setDate(event.currentTarget.value || today())} w={200} />
      {rows.length === 0 && <Text c="dimmed">{times.isPending ? '讀取中…' : '這一天沒有完成的廚房單'}</Text>}
      {stations.map(([stationId, name]) => {
        const own = rows.filter((row) => row.stationId === stationId);
        const count = own.reduce((sum, row) => sum + row.tickets, 0);
        const average = Math.round(own.reduce((sum, row) => sum + row.averageSeconds * row.tickets, 0) / Math.max(count, 1));
        return (
          <Paper key={stationId} withBorder p="md">
            <Title order={5}>
              {name}：{count} 張，平均 {minutes(average)}
            </Title>
            <Table>
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>時段</Table.Th>
                  <Table.Th>張數</Table.Th>
                  <Table.Th>平均出餐時間</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {own.map((row) => (
                  <Table.Tr key={row.hour}>
                    <Table.Td>{`${String(row.hour).padStart(2, '0')}:00`}</Table.Td>
                    <Table.Td>{row.tickets}</Table.Td>
                    <Table.Td>{minutes(row.averageSeconds)}</Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </Paper>
        );
      })}
    </Stack>
  );
}
