import { Badge, Button, Center, Group, Loader, Modal, SimpleGrid, Stack, Text } from '@mantine/core';
import { formatReportTime, SHIFT_LABELS, SHIFT_STATUS_LABELS, type Shift } from '@diancan/core';
import { useShiftDetail } from './api/shift-api';
import { ShiftFigures } from './ShiftFigures';

/** Wider than the default 384: the figures sit in two columns (ours; the spec fixes no width for this dialog). */
const SHIFT_DETAIL_WIDTH = 720;

export interface ShiftDetailModalProps {
  storeId: number;
  /** The shift shown, null when closed. */
  shiftId: number | null;
  onClose: () => void;
  onPrint: (shift: Shift) => void;
  onRecalculate: (shift: Shift) => void;
  recalculating: boolean;
}

function Fact({ label, value }: { label: string; value: string }) {
  return (
    <div>
      <Text size="xs" c="dimmed">
        {label}
      </Text>
      <Text size="sm">{value}</Text>
    </div>
  );
}

/** One shift's handover (shift/detail): when, who, the sales and the drawer count; recalculate or print it from here. */
export function ShiftDetailModal({ storeId, shiftId, onClose, onPrint, onRecalculate, recalculating }: ShiftDetailModalProps) {
  const detail = useShiftDetail(storeId, shiftId);
  const shift = detail.data;
  const L = SHIFT_LABELS;
  return (
    <Modal opened={shiftId !== null} onClose={onClose} title="交班明細" size={SHIFT_DETAIL_WIDTH} centered>
      {shift ? (
        <Stack gap="md">
          <Group gap="xs">
            <Text fw={700}>
              {L.number} #{shift.number}
            </Text>
            <Badge variant="light" color={shift.status === 'FINISHED' ? 'gray' : 'blue'}>
              {SHIFT_STATUS_LABELS[shift.status]}
            </Badge>
          </Group>
          <SimpleGrid cols={{ base: 2, sm: 3 }} spacing="xs">
            <Fact label={L.businessDate} value={shift.businessDate ?? '—'} />
            <Fact label={L.startedAt} value={formatReportTime(shift.startedAt)} />
            <Fact label={L.finishedAt} value={shift.finishedAt ? formatReportTime(shift.finishedAt) : '—'} />
            <Fact label={L.finishedBy} value={shift.finishedByName ?? '—'} />
            <Fact label="計算時間" value={formatReportTime(shift.calculatedAt)} />
            <Fact label={L.remark} value={shift.remark || '—'} />
          </SimpleGrid>
          <ShiftFigures totals={shift} />
          <Group justify="flex-end" gap="xs">
            <Button variant="default" onClick={onClose}>
              關閉
            </Button>
            {shift.status === 'FINISHED' && (
              <>
                <Button variant="light" loading={recalculating} onClick={() => onRecalculate(shift)}>
                  重新計算
                </Button>
                <Button onClick={() => onPrint(shift)}>列印</Button>
              </>
            )}
          </Group>
        </Stack>
      ) : (
        <Center py="xl">{detail.isError ? <Text c="dimmed">無法載入交班明細</Text> : <Loader size="sm" aria-label="載入中" />}</Center>
      )}
    </Modal>
  );
}
