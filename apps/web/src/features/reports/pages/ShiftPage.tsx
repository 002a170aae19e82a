import { Button, Group, Stack, Text, Title } from '@mantine/core';
import { IconCalendarStats, IconFileSpreadsheet, IconTrash } from '@tabler/icons-react';
import { MSG, SHIFT_REMARK_MAX, shiftListSheet, type Shift } from '@diancan/core';
import { useState } from 'react';
import { TablePager } from '../../../components/page-size';
import { usePageState } from '../../../components/paged-table';
import { useSession } from '../../../lib/session';
import { showToast } from '../../../lib/toast';
import { useExport } from '../cash-drawer/use-export';
import { ReportDateRange, useReportRange } from '../components/ReportDateRange';
import { RemoveWithReasonModal } from '../components/RemoveWithReasonModal';
import { ReportFrame } from '../components/ReportFrame';
import { downloadWorkbook } from '../export/xlsx';
import { fetchAllShifts, useRecalculateShift, useRemoveShifts, useShiftPage } from '../shifts/api/shift-api';
import { FinishShiftModal } from '../shifts/FinishShiftModal';
import { OpenShiftCard } from '../shifts/OpenShiftCard';
import { ShiftDayModal } from '../shifts/ShiftDayModal';
import { ShiftDetailModal } from '../shifts/ShiftDetailModal';
import { ShiftPrintModal } from '../shifts/ShiftPrintModal';
import { ShiftTable } from '../shifts/ShiftTable';
import { useLiveDrawerReports } from '../api/live-drawer-reports';

/**
 * 交班表 (/report/business-statement; store operations sections 2 and 7): the open shift's running figures and its
 * 交班 (count the drawer, see the difference, leave the next float); the finished shifts of the shared report range
 * with page sizes, each one's detail, recalculation and printed slip; the day's summary; removal; Excel export.
 */
export default function ShiftPage() {
  const storeId = useSession((state) => state.storeId);
  if (storeId === null) return null;
  return <ShiftReport storeId={storeId} />;
}

function ShiftReport({ storeId }: { storeId: number }) {
  useLiveDrawerReports(storeId);
  const { range } = useReportRange();
  const { page, size, setPage, pager } = usePageState();
  const [selectedIds, setSelectedIds] = useState<number[]>([]);
  const [finishing, setFinishing] = useState<Shift | null>(null);
  const [detailId, setDetailId] = useState<number | null>(null);
  const [printId, setPrintId] = useState<number | null>(null);
  const [dayOpened, setDayOpened] = useState(false);
  const [removingCount, setRemovingCount] = useState<number | null>(null);

  // Another range is another list: back to its first page, nothing checked.
  const rangeKey = `${range?.startDate}|${range?.endDate}`;
  const [shownRangeKey, setShownRangeKey] = useState(rangeKey);
  if (shownRangeKey !== rangeKey) {
    setShownRangeKey(rangeKey);
    setPage(1);
    setSelectedIds([]);
  }

  const filters = range ? { storeId, ...range } : null;
  const list = useShiftPage(filters && { ...filters, page, size });
  const recalculating = useRecalculateShift();
  const removing = useRemoveShifts();
  const exporting = useExport('shift-export');

  const recalculate = (shift: Shift) =>
    recalculating.mutate({ storeId, id: shift.id }, { onSuccess: () => showToast(`班別 #${shift.number} 已重新計算`) });
  const recalculatingId = recalculating.isPending ? (recalculating.variables?.id ?? null) : null;

  const remove = (reason: string) =>
    removing.mutate(
      { storeId, idList: selectedIds, reason },
      {
        onSuccess: () => {
          setRemovingCount(null);
          setSelectedIds([]);
          showToast('刪除成功');
        },
      },
    );

  const exportExcel = () =>
    exporting.run(async () => {
      if (!filters) return;
      const shifts = await fetchAllShifts(filters);
      await downloadWorkbook(`交班表_${filters.startDate}_${filters.endDate}`, [shiftListSheet(shifts)]);
    });

  return (
    <ReportFrame
      title="交班表"
      actions={
        <>
          <Button variant="default" leftSection={<IconCalendarStats size={16} />} onClick={() => setDayOpened(true)}>
            每日彙總
          </Button>
          <Button variant="default" leftSection={<IconFileSpreadsheet size={16} />} disabled={!filters} loading={exporting.busy} onClick={() => void exportExcel()}>
            匯出Excel
          </Button>
        </>
      }
    >
      <OpenShiftCard storeId={storeId} onFinish={setFinishing} />
      <Stack gap="sm" component="section" aria-label="交班紀錄">
        <Group justify="space-between" align="flex-end" wrap="wrap" gap="sm">
          <Title order={4}>交班紀錄</Title>
          {selectedIds.length > 0 && (
            <Button variant="light" color="red" size="xs" leftSection={<IconTrash size={14} />} onClick={() => setRemovingCount(selectedIds.length)}>
              批次刪除（{selectedIds.length}）
            </Button>
          )}
        </Group>
        <ReportDateRange />
        {filters ? (
          <ShiftTable
            rows={list.data?.list ?? []}
            selectedIds={selectedIds}
            onSelectedIdsChange={setSelectedIds}
            onDetail={(shift) => setDetailId(shift.id)}
            onPrint={(shift) => setPrintId(shift.id)}
            onRecalculate={recalculate}
            recalculatingId={recalculatingId}
            loading={list.isPending}
          />
        ) : (
          <Text c="dimmed">請選擇日期區間</Text>
        )}
        {list.data && (
          <TablePager {...pager(list.data.total)} />
        )}
      </Stack>
      <FinishShiftModal
        storeId={storeId}
        shift={finishing}
        onClose={() => setFinishing(null)}
        onFinished={(result) => {
          setFinishing(null);
          setDetailId(result.shift.id);
        }}
      />
      <ShiftDetailModal
        storeId={storeId}
        shiftId={detailId}
        onClose={() => setDetailId(null)}
        onPrint={(shift) => setPrintId(shift.id)}
        onRecalculate={recalculate}
        recalculating={recalculatingId !== null && recalculatingId === detailId}
      />
      <ShiftPrintModal storeId={storeId} shiftId={printId} onClose={() => setPrintId(null)} />
      <ShiftDayModal storeId={storeId} opened={dayOpened} onClose={() => setDayOpened(false)} />
      {/* Removed shifts' orders and drawer records stay in the shift they were counted in: no other shift's count changes. */}
      <RemoveWithReasonModal
        count={removingCount}
        title={MSG.CONFIRM_DELETE}
        question={(count) => `確定要刪除已選的 ${count} 筆交班紀錄嗎？其訂單與臨時收支仍屬於原班別，不會移到其他班別。`}
        maxLength={SHIFT_REMARK_MAX}
        removing={removing.isPending}
        onCancel={() => setRemovingCount(null)}
        onConfirm={remove}
      />
    </ReportFrame>
  );
}
