import { Paper, Table, Text } from '@mantine/core';
import { useMemberReport } from './api';

/** 會員報表: per month of the last twelve, new members, active members, points issued and redeemed. */
export function MemberReportPanel({ storeId }: { storeId: number }) {
  const report = useMemberReport(storeId);
  const months = [...(report.data ?? [])].reverse();
  return (
    <Paper withBorder radius="md" p="sm">
      <Table aria-label="會員報表" striped>
        <Table.Thead>
          <Table.Tr>
            <Table.Th>月份</Table.Th>
            <Table.Th ta="right">新會員</Table.Th>
            <Table.Th ta="right">活躍會員</Table.Th>
            <Table.Th ta="right">發出點數</Table.Th>
            <Table.Th ta="right">折抵點數</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {months.map((month) => (
            <Table.Tr key={month.month}>
              <Table.Td>{month.month}</Table.Td>
              <Table.Td ta="right">{month.newMembers}</Table.Td>
              <Table.Td ta="right">{month.activeMembers}</Table.Td>
              <Table.Td ta="right">{month.pointsIssued}</Table.Td>
              <Table.Td ta="right">{month.pointsRedeemed}</Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
      {report.isPending && <Text c="dimmed" ta="center" p="md">資料載入中</Text>}
    </Paper>
  );
}
