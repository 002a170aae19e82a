import { Button, Group, Modal, Stack, Table, Text, TextInput, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { STAFF_API, STAFF_PATHS, type StaffTimeEntry } from '@diancan/core';
import { useState } from 'react';
import { apiQuery, useStoreMutation } from '../../lib/api-query';
import { fetchFile, saveFile } from '../../lib/download';
import { useSession } from '../../lib/session';
import { hoursOf, shownAt, today } from './staff-dates';

export default function StaffTimesheetPage() {
  const storeId = useSession((state) => state.storeId);
  if (storeId === null) return null;
  return <StaffTimesheet storeId={storeId} />;
}

/** 工時表: each person's shifts and minutes, overtime past 8 hours a day, corrections, the Excel copy. */
function StaffTimesheet({ storeId }: { storeId: number }) {
  const [startDate, setStartDate] = useState(today().slice(0, 8) + '01');
  const [endDate, setEndDate] = useState(today());
  const [fixing, setFixing] = useState<StaffTimeEntry | null>(null);
  const sheet = useQuery(apiQuery(STAFF_API.timesheet, { storeId, startDate, endDate }));
  const exportSheet = async () => {
    const { blob, fileName } = await fetchFile({ path: STAFF_PATHS.timesheetExport.path, query: { storeId, startDate, endDate }, fallbackName: '工時表.xlsx' });
    saveFile(blob, fileName);
  };
  return (
    <Stack maw={1000}>
      <Title order={3}>工時表</Title>
      <Group align="flex-end">
        <TextInput type="date" label="開始日期" value={startDate} onChange={(event) => setStartDate(event.currentTarget.value)} />
        <TextInput type="date" label="結束日期" value={endDate} onChange={(event) => setEndDate(event.currentTarget.value)} />
        <Button variant="default" onClick={() => void exportSheet()}>
          匯出Excel
        </Button>
      </Group>
      {(sheet.data ?? []).map((person) => (
        <Stack key={person.staffId} gap={4}>
          <Group>
            <Title order={5}>{person.name}</Title>
            <Text size="sm">工時 {hoursOf(person.minutes)}</Text>
            <Text size="sm" c={person.overtimeMinutes > 0 ? 'orange' : 'dimmed'}>
              加班 {hoursOf(person.overtimeMinutes)}
            </Text>
          </Group>
          <Table>
            <Table.Tbody>
              {person.entries.map((entry) => (
                <Table.Tr key={entry.id}>
                  <Table.Td>{shownAt(entry.clockInAt)}</Table.Td>
                  <Table.Td>{entry.clockOutAt ? shownAt(entry.clockOutAt) : '未打下班卡'}</Table.Td>
                  <Table.Td>{hoursOf(entry.minutes)}</Table.Td>
                  <Table.Td>{entry.correctionReason ? `更正：${entry.correctionReason}` : ''}</Table.Td>
                  <Table.Td>
                    <Button size="xs" variant="default" onClick={() => setFixing(entry)}>
                      更正
                    </Button>
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Stack>
      ))}
      {sheet.data?.length === 0 && <Text c="dimmed">查無資料</Text>}
      {fixing && <CorrectionModal storeId={storeId} entry={fixing} onClose={() => setFixing(null)} />}
    </Stack>
  );
}

function CorrectionModal({ storeId, entry, onClose }: { storeId: number; entry: StaffTimeEntry; onClose(): void }) {
  const [clockOut, setClockOut] = useState(shownAt(entry.clockOutAt ?? entry.clockInAt).replace(' ', 'T'));
  const [reason, setReason] = useState('');
  const correct = useStoreMutation(STAFF_API.correctTimeEntry, { success: '已更正' });
  return (
    <Modal opened onClose={onClose} title={`更正 ${entry.name} 的下班時間`}>
      <Stack>
        <TextInput type="datetime-local" label="下班時間" value={clockOut} onChange={(event) => setClockOut(event.currentTarget.value)} />
        <TextInput label="更正原因" value={reason} onChange={(event) => setReason(event.currentTarget.value)} maxLength={100} />
        <Button
          loading={correct.isPending}
          onClick={() => correct.mutate({ storeId, entryId: entry.id, clockOutAt: `${clockOut}:00+08:00`, reason }, { onSuccess: onClose })}
        >
          儲存
        </Button>
      </Stack>
    </Modal>
  );
}
