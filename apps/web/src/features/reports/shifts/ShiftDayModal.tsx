import '@mantine/dates/styles.css';
import 'dayjs/locale/zh-tw';
import { Button, Center, Group, Loader, Modal, Stack, Table, Text } from '@mantine/core';
import { DateInput, DatesProvider } from '@mantine/dates';
import { formatReportTime, SHIFT_LABELS, type ShiftDayDetail } from '@diancan/core';
import { useState } from 'react';
import { taipeiDate } from '../../../components/date-range';
import { useSession } from '../../../lib/session';
import { formatMoney } from '../format';
import { useShiftDay } from './api/shift-api';
import { DIFFERENCE_COLORS, differenceOf, drawerRows, salesRows, type FigureRow } from './shift-figures';
import { ShiftFigures } from './ShiftFigures';
import { ShiftSlip } from './ShiftSlip';

/** Wider than the default 384: the figures sit in two columns (ours). */
const SHIFT_DAY_WIDTH = 720;

export interface ShiftDayModalProps {
  storeId: number;
  opened: boolean;
  /** The day shown first (the store's today). */
  initialDate?: string;
  onClose: () => void;
}

/** The day's slip rows: how many shifts, then the summed figures as on screen. */
function daySlipRows(day: ShiftDayDetail): { label: string; value: string }[] {
  const rows: FigureRow[] = [{ label: '交班次數', value: String(day.shifts.length) }, ...salesRows(day.totals), ...drawerRows(day.totals)];
  // A full-width space indents the pay method lines on paper, as the server's shift slip does.
  return rows.map((row) => ({ label: row.detail ? `\u3000${row.label}` : row.label, value: row.value }));
}

/** 每日交班彙總 (shift/detailByDate): the shifts finished on one business day and their sum; print the day. */
export function ShiftDayModal({ storeId, opened, initialDate, onClose }: ShiftDayModalProps) {
  return (
    <Modal opened={opened} onClose={onClose} title="每日交班彙總" size={SHIFT_DAY_WIDTH} centered>
      {opened && <ShiftDay storeId={storeId} initialDate={initialDate ?? taipeiDate()} onClose={onClose} />}
    </Modal>
  );
}

function ShiftDay({ storeId, initialDate, onClose }: { storeId: number; initialDate: string; onClose: () => void }) {
  const [date, setDate] = useState<string | null>(initialDate);
  const [printing, setPrinting] = useState<string | null>(null);
  const storeName = useSession((state) => state.storeName) ?? '';
  const day = useShiftDay(storeId, date);
  const data = day.data;

  if (printing && data) {
    return (
      <Stack gap="sm">
        <ShiftSlip storeName={storeName} title={SHIFT_LABELS.title} subtitle={data.date} printedAt={printing} rows={daySlipRows(data)} />
        <Group justify="flex-end" gap="xs">
          <Button variant="default" onClick={() => setPrinting(null)}>
            返回
          </Button>
          <Button onClick={() => window.print()}>列印</Button>
        </Group>
      </Stack>
    );
  }

  return (
    <Stack gap="md">
      <DatesProvider settings={{ locale: 'zh-tw', firstDayOfWeek: 1 }}>
        <DateInput label="營業日" valueFormat="YYYY-MM-DD" placeholder="yyyy-MM-dd" value={date} onChange={setDate} w={170} />
      </DatesProvider>
      {!date ? (
        <Text c="dimmed">請選擇日期</Text>
      ) : !data ? (
        <Center py="lg">{day.isError ? <Text c="dimmed">無法載入每日彙總</Text> : <Loader size="sm" aria-label="載入中" />}</Center>
      ) : data.shifts.length === 0 ? (
        <Text c="dimmed" ta="center" py="lg">
          這天沒有交班紀錄
        </Text>
      ) : (
        <>
          <Table aria-label="當日交班" striped>
            <Table.Thead>
              <Table.Tr>
                <Table.Th>{SHIFT_LABELS.number}</Table.Th>
                <Table.Th>{SHIFT_LABELS.startedAt}</Table.Th>
                <Table.Th>{SHIFT_LABELS.finishedAt}</Table.Th>
                <Table.Th ta="right">{SHIFT_LABELS.salesTotal}</Table.Th>
                <Table.Th ta="right">{SHIFT_LABELS.difference}</Table.Th>
                <Table.Th>{SHIFT_LABELS.finishedBy}</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {data.shifts.map((shift) => {
                const difference = shift.difference === null ? null : differenceOf(shift.difference);
                return (
                  <Table.Tr key={shift.id}>
                    <Table.Td>#{shift.number}</Table.Td>
                    <Table.Td>{formatReportTime(shift.startedAt)}</Table.Td>
                    <Table.Td>{shift.finishedAt ? formatReportTime(shift.finishedAt) : '—'}</Table.Td>
                    <Table.Td ta="right">{formatMoney(shift.salesTotal)}</Table.Td>
                    <Table.Td ta="right" c={difference ? DIFFERENCE_COLORS[difference.tone] : undefined}>
                      {difference?.text ?? '—'}
                    </Table.Td>
                    <Table.Td>{shift.finishedByName ?? '—'}</Table.Td>
                  </Table.Tr>
                );
              })}
            </Table.Tbody>
          </Table>
          <ShiftFigures totals={data.totals} />
        </>
      )}
      <Group justify="flex-end" gap="xs">
        <Button variant="default" onClick={onClose}>
          關閉
        </Button>
        <Button disabled={!data || data.shifts.length === 0} onClick={() => setPrinting(new Date().toISOString())}>
          列印
        </Button>
      </Group>
    </Stack>
  );
}
