import { Group, Modal, Table, Text } from '@mantine/core';
import { MEMBER_POINT_REASON_LABEL, MODAL_WIDTH, type Member } from '@diancan/core';
import { useMemberPoints } from './api';

/** 點數紀錄: a member's ledger, newest first; its entries add up to the balance. */
export function MemberPointsModal({ storeId, member, onClose }: { storeId: number; member: Member | null; onClose: () => void }) {
  const ledger = useMemberPoints(storeId, member?.id ?? null);
  return (
    <Modal opened={member !== null} onClose={onClose} title={`點數紀錄 ${member?.phone ?? ''}`} size={MODAL_WIDTH} centered>
      <Group justify="space-between" mb="sm">
        <Text c="dimmed">點數餘額</Text>
        <Text fw={700} aria-label="點數餘額">
          {ledger.data?.balance ?? '—'}
        </Text>
      </Group>
      <Table aria-label="點數紀錄" striped>
        <Table.Thead>
          <Table.Tr>
            <Table.Th>時間</Table.Th>
            <Table.Th>說明</Table.Th>
            <Table.Th>訂單</Table.Th>
            <Table.Th ta="right">點數</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {(ledger.data?.entries ?? []).map((entry, index) => (
            <Table.Tr key={`${entry.at}-${index}`}>
              <Table.Td>{new Date(entry.at).toLocaleString('zh-TW', { timeZone: 'Asia/Taipei', hour12: false })}</Table.Td>
              <Table.Td>{MEMBER_POINT_REASON_LABEL[entry.reason]}</Table.Td>
              <Table.Td>{entry.orderId ?? '—'}</Table.Td>
              <Table.Td ta="right" c={entry.points < 0 ? 'red.7' : 'green.8'}>
                {entry.points > 0 ? `+${entry.points}` : entry.points}
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
      {ledger.data?.entries.length === 0 && (
        <Text c="dimmed" ta="center" p="md">
          尚無點數紀錄
        </Text>
      )}
    </Modal>
  );
}
