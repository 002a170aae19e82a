import { Group, Select, Stack, Table, Text, TextInput, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { STAFF_API, STAFF_PERMISSION_LABELS, type StaffPermission } from '@diancan/core';
import { useState } from 'react';
import { apiQuery } from '../../lib/api-query';
import { useSession } from '../../lib/session';
import { shownAt, today } from './staff-dates';

/** The log's actions as the owner reads them (the API path of the call, or a staff event). */
const ACTION_LABELS: Record<string, string> = {
  'pos/addOrder': '結帳',
  'order/updateOrderStatus': '變更訂單狀態',
  'order/batchFinish': '批次完成',
  'order/addOrderDetail': '加點',
  'order/updateOrderDetail': '修改品項',
  'order/removeOrderDetail': '刪除品項',
  'order/updateOrderInfo': '修改訂單資訊',
  'order/updateOrderPaid': '收款',
  'order/cancelFreeItem': '取消招待',
  'print/reprint': '補印',
  'staff/signIn': '員工登入',
  'staff/signOut': '員工登出',
  'staff/idleSignOut': '閒置登出',
  'staff/clockIn': '上班打卡',
  'staff/clockOut': '下班打卡',
  'staff/correctTimeEntry': '更正打卡',
  'staff/pinLockout': '員工密碼鎖定',
};

const permissionText = (codes: string | null) =>
  (codes ?? '')
    .split(',')
    .filter(Boolean)
    .map((code) => STAFF_PERMISSION_LABELS[code as StaffPermission] ?? code)
    .join('、');

export default function StaffActivityPage() {
  const storeId = useSession((state) => state.storeId);
  if (storeId === null) return null;
  return <StaffActivity storeId={storeId} />;
}

/** 權限紀錄: who did what at the counter in staff mode, and who approved it. */
function StaffActivity({ storeId }: { storeId: number }) {
  const [startDate, setStartDate] = useState(today());
  const [endDate, setEndDate] = useState(today());
  const [staffId, setStaffId] = useState<string | null>(null);
  const members = useQuery(apiQuery(STAFF_API.list, { storeId }));
  const log = useQuery(apiQuery(STAFF_API.activity, { storeId, startDate, endDate, staffId: staffId ? Number(staffId) : undefined }));
  return (
    <Stack maw={1100}>
      <Title order={3}>權限紀錄</Title>
      <Group>
        <TextInput type="date" label="開始日期" value={startDate} onChange={(event) => setStartDate(event.currentTarget.value)} />
        <TextInput type="date" label="結束日期" value={endDate} onChange={(event) => setEndDate(event.currentTarget.value)} />
        <Select label="員工" clearable placeholder="全部" data={(members.data ?? []).map((member) => ({ value: String(member.id), label: member.name }))} value={staffId} onChange={setStaffId} />
      </Group>
      <Table striped data-testid="staff-activity">
        <Table.Thead>
          <Table.Tr>
            <Table.Th>時間</Table.Th>
            <Table.Th>員工</Table.Th>
            <Table.Th>操作</Table.Th>
            <Table.Th>權限</Table.Th>
            <Table.Th>授權主管</Table.Th>
            <Table.Th>訂單</Table.Th>
            <Table.Th>說明</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {(log.data ?? []).map((row) => (
            <Table.Tr key={row.id}>
              <Table.Td>{shownAt(row.createdAt)}</Table.Td>
              <Table.Td>{row.staffName ?? '—'}</Table.Td>
              <Table.Td>{ACTION_LABELS[row.action] ?? row.action}</Table.Td>
              <Table.Td>{permissionText(row.permission)}</Table.Td>
              <Table.Td>{row.approverName ?? ''}</Table.Td>
              <Table.Td>{row.orderId ?? ''}</Table.Td>
              <Table.Td>
                <Text size="xs">{row.detail ? JSON.stringify(row.detail) : ''}</Text>
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
      {log.data?.length === 0 && <Text c="dimmed">查無資料</Text>}
    </Stack>
  );
}
