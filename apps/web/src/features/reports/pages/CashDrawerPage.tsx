import { Button, NativeSelect, Text } from '@mantine/core';
import { modals } from '@mantine/modals';
import { IconFileSpreadsheet, IconPlus, IconTrash } from '@tabler/icons-react';
import {
  CASH_DRAWER_MSG,
  CASH_DRAWER_RECORD_TYPES,
  CASH_DRAWER_TYPE_LABELS,
  cashDrawerRecordSheet,
  MODAL_WIDTH,
  MSG,
  type CashDrawerRecord,
  type CashDrawerRecordType,
} from '@diancan/core';
import { useState } from 'react';
import { TablePager } from '../../../components/page-size';
import { usePageState } from '../../../components/paged-table';
import { useSession } from '../../../lib/session';
import { showToast } from '../../../lib/toast';
import { fetchAllCashDrawerRecords, fetchCashDrawerSummary, useCashDrawerPage, useCashDrawerSummary, useRemoveCashDrawerRecords } from '../cash-drawer/api/cash-drawer-api';
import { cashDrawerSummarySheet } from '../cash-drawer/cash-drawer-sheet';
import { CashDrawerModal } from '../cash-drawer/CashDrawerModal';
import { CashDrawerSummaryCards } from '../cash-drawer/CashDrawerSummaryCards';
import { CashDrawerTable } from '../cash-drawer/CashDrawerTable';
import { useExport } from '../cash-drawer/use-export';
import { ReportDateRange, useReportRange } from '../components/ReportDateRange';
import { ReportFrame } from '../components/ReportFrame';
import { downloadWorkbook } from '../export/xlsx';
import { useLiveDrawerReports } from '../api/live-drawer-reports';

const TYPE_OPTIONS = [{ value: '', label: '全部' }, ...CASH_DRAWER_RECORD_TYPES.map((type) => ({ value: type, label: CASH_DRAWER_TYPE_LABELS[type] }))];

/**
 * 臨時收支 (/report/cash-drawer-record; store operations sections 2, 3, 5 and 7): money put into or taken out of the
 * drawer outside sales, in the shared report range. Totals of the whole range, the records page by page, add and
 * edit in the 新增臨時收支 / 編輯臨時收支 modal, remove one or the checked ones, export to Excel. Records already
 * handed over in a finished shift are read-only.
 */
export default function CashDrawerPage() {
  const storeId = useSession((state) => state.storeId);
  if (storeId === null) return null;
  return <CashDrawerReport storeId={storeId} />;
}

function CashDrawerReport({ storeId }: { storeId: number }) {
  useLiveDrawerReports(storeId);
  const { range } = useReportRange();
  const [type, setType] = useState<CashDrawerRecordType | null>(null);
  const { page, size, setPage, pager } = usePageState();
  const [selectedIds, setSelectedIds] = useState<number[]>([]);
  const [editing, setEditing] = useState<CashDrawerRecord | 'new' | null>(null);

  // Another range or type is another list: back to its first page, nothing checked.
  const filterKey = `${range?.startDate}|${range?.endDate}|${type}`;
  const [shownFilterKey, setShownFilterKey] = useState(filterKey);
  if (shownFilterKey !== filterKey) {
    setShownFilterKey(filterKey);
    setPage(1);
    setSelectedIds([]);
  }

  const filters = range ? { storeId, ...range, type } : null;
  const list = useCashDrawerPage(filters && { ...filters, page, size });
  const summary = useCashDrawerSummary(filters);
  const removing = useRemoveCashDrawerRecords();
  const exporting = useExport('cash-drawer-export');

  const remove = (idList: number[], question: string) =>
    modals.openConfirmModal({
      title: MSG.CONFIRM_DELETE,
      size: MODAL_WIDTH,
      centered: true,
      children: <Text size="sm">{question}</Text>,
      labels: { confirm: '是', cancel: '否' },
      confirmProps: { color: 'red' },
      onConfirm: () =>
        removing.mutate(
          { storeId, idList },
          {
            onSuccess: () => {
              setSelectedIds((ids) => ids.filter((id) => !idList.includes(id)));
              showToast('刪除成功');
            },
          },
        ),
    });

  const exportExcel = () =>
    exporting.run(async () => {
      if (!filters) return;
      const [records, totals] = await Promise.all([fetchAllCashDrawerRecords(filters), fetchCashDrawerSummary(filters)]);
      await downloadWorkbook(`臨時收支_${filters.startDate}_${filters.endDate}`, [cashDrawerRecordSheet(records), cashDrawerSummarySheet(totals, filters)]);
    });

  return (
    <ReportFrame
      title="臨時收支"
      actions={
        <>
          <Button leftSection={<IconPlus size={16} />} onClick={() => setEditing('new')}>
            {CASH_DRAWER_MSG.ADD_TITLE}
          </Button>
          <Button variant="default" leftSection={<IconFileSpreadsheet size={16} />} disabled={!filters} loading={exporting.busy} onClick={() => void exportExcel()}>
            匯出Excel
          </Button>
        </>
      }
      filters={
        <>
          <ReportDateRange />
          <NativeSelect
            label="類型"
            w={110}
            data={TYPE_OPTIONS}
            value={type ?? ''}
            onChange={(event) => setType((event.currentTarget.value || null) as CashDrawerRecordType | null)}
          />
        </>
      }
    >
      {filters ? (
        <>
          <CashDrawerSummaryCards summary={summary.data} />
          {selectedIds.length > 0 && (
            <Button
              variant="light"
              color="red"
              size="xs"
              w="fit-content"
              leftSection={<IconTrash size={14} />}
              onClick={() => remove(selectedIds, `確定要刪除已選的 ${selectedIds.length} 筆臨時收支嗎？`)}
            >
              批次刪除（{selectedIds.length}）
            </Button>
          )}
          <CashDrawerTable
            rows={list.data?.list ?? []}
            selectedIds={selectedIds}
            onSelectedIdsChange={setSelectedIds}
            onEdit={setEditing}
            onRemove={(record) => remove([record.id], `確定要刪除這筆${CASH_DRAWER_TYPE_LABELS[record.type]}嗎？`)}
            loading={list.isPending}
          />
          {list.data && (
            <TablePager {...pager(list.data.total)} />
          )}
        </>
      ) : (
        <Text c="dimmed">請選擇日期區間</Text>
      )}
      <CashDrawerModal storeId={storeId} editing={editing} onClose={() => setEditing(null)} />
    </ReportFrame>
  );
}
