import { Button, Group } from '@mantine/core';
import { IconFileSpreadsheet, IconMail, IconPrinter, IconTrash } from '@tabler/icons-react';
import { DEFAULT_PAGE_SIZE, MSG, REPORT_REMOVE_REASON_MAX, type PageSize, type ReportOrderFilterInput, type TurnoverPrint } from '@diancan/core';
import { useState } from 'react';
import { TablePager } from '../../../components/page-size';
import { ApiError } from '../../../lib/http';
import { showErrorToast, showToast } from '../../../lib/toast';
import { useBatchRemoveOrders, usePayMethodTotals, useRevenue, useTableService, useTurnoverPage, useTurnoverPrint } from '../api/report-api';
import { TableServiceReport } from '../components/TableServiceReport';
import { useStoreId } from '../api/keys';
import { useLiveReports } from '../api/live-reports';
import { usePayMethods } from '../api/pay-methods';
import { MailReportModal } from '../components/MailReportModal';
import { ReportDateRange, useReportRange } from '../components/ReportDateRange';
import { RemoveWithReasonModal } from '../components/RemoveWithReasonModal';
import { ReportFrame } from '../components/ReportFrame';
import { exportTurnover } from '../export/turnover-export';
import { NO_FILTER, TurnoverFilters, type TurnoverFilter } from '../order-list/TurnoverFilters';
import { RevenueCards } from '../order-list/RevenueCards';
import { TurnoverPrintModal } from '../order-list/TurnoverPrintModal';
import { TurnoverTable } from '../order-list/TurnoverTable';

/**
 * 營業額 (/report/order-list, store operations sections 2, 7 and 9): the orders of a date range, filtered by pay
 * method, status and order type; the totals of the same filter; remove orders from the reports with a reason;
 * print the summary; export to Excel; mail the report.
 */
export function OrderListPage() {
  const storeId = useStoreId();
  const { range } = useReportRange();
  const [filter, setFilter] = useState<TurnoverFilter>(NO_FILTER);
  const [size, setSize] = useState<PageSize>(DEFAULT_PAGE_SIZE);
  // The page and the picked orders belong to one range and filter: another range starts again at page 1, none picked.
  const scope = JSON.stringify([range, filter, size]);
  const [paging, setPaging] = useState({ scope, page: 1, selectedIds: [] as number[] });
  const current = paging.scope === scope ? paging : { scope, page: 1, selectedIds: [] as number[] };
  const { page, selectedIds } = current;
  const setPage = (next: number) => setPaging({ ...current, page: next });
  const setSelectedIds = (next: number[]) => setPaging({ ...current, selectedIds: next });
  const [removeOpen, setRemoveOpen] = useState(false);
  const [printSummary, setPrintSummary] = useState<TurnoverPrint | null>(null);
  const [mailOpen, setMailOpen] = useState(false);
  const [exporting, setExporting] = useState(false);

  const reportFilter: (ReportOrderFilterInput & { startDate: string; endDate: string }) | null =
    storeId === null || range === null ? null : { storeId, ...range, ...filter };
  const list = useTurnoverPage(reportFilter && { ...reportFilter, page, size });
  const revenue = useRevenue(reportFilter);
  const payMethodTotals = usePayMethodTotals(reportFilter);
  const tableService = useTableService(storeId === null || range === null ? null : { storeId, ...range });
  const payMethods = usePayMethods(storeId);
  const printing = useTurnoverPrint();
  const removing = useBatchRemoveOrders();
  useLiveReports(storeId);

  if (storeId === null) return null;

  const runExport = async () => {
    if (!reportFilter) return;
    setExporting(true);
    try {
      await exportTurnover({
        filter: reportFilter,
        total: list.data?.total ?? 0,
        revenue: revenue.data,
        payMethods: payMethodTotals.data,
        tableService: tableService.data,
      });
    } catch (error) {
      // A failed call was already shown by the http client; anything else (writing the file) is said here.
      if (!(error instanceof ApiError)) showErrorToast(MSG.DEFAULT_ERROR);
    } finally {
      setExporting(false);
    }
  };

  const remove = (reason: string) =>
    removing.mutate(
      { storeId, idList: selectedIds, reason },
      {
        onSuccess: ({ removedCount }) => {
          showToast(`已刪除 ${removedCount} 筆訂單`);
          setSelectedIds([]);
          setRemoveOpen(false);
        },
      },
    );

  const noRows = !list.data || list.data.total === 0;
  return (
    <ReportFrame
      title="營業額"
      actions={
        <>
          <Button
            variant="default"
            leftSection={<IconPrinter size={16} />}
            disabled={!reportFilter}
            loading={printing.isPending}
            onClick={() => reportFilter && printing.mutate(reportFilter, { onSuccess: setPrintSummary })}
          >
            列印
          </Button>
          <Button variant="default" leftSection={<IconFileSpreadsheet size={16} />} disabled={noRows} loading={exporting} onClick={() => void runExport()}>
            匯出Excel
          </Button>
          <Button variant="default" leftSection={<IconMail size={16} />} disabled={noRows} onClick={() => setMailOpen(true)}>
            寄送報表
          </Button>
        </>
      }
      filters={
        <>
          <ReportDateRange />
          <TurnoverFilters value={filter} onChange={setFilter} payMethods={payMethods.data ?? []} />
        </>
      }
    >
      <RevenueCards revenue={revenue.data} payMethods={payMethodTotals.data} loading={revenue.isFetching} />
      <TableServiceReport report={tableService.data} loading={tableService.isFetching} />
      {selectedIds.length > 0 && (
        <Group gap="xs">
          <Button color="red" variant="light" size="xs" leftSection={<IconTrash size={14} />} onClick={() => setRemoveOpen(true)}>
            批次刪除（{selectedIds.length}）
          </Button>
          <Button variant="subtle" size="xs" onClick={() => setSelectedIds([])}>
            取消選取
          </Button>
        </Group>
      )}
      <TurnoverTable rows={list.data?.list ?? []} selectedIds={selectedIds} onSelectedIdsChange={setSelectedIds} loading={list.isFetching} />
      {list.data && (
        <TablePager
          page={page}
          size={size}
          total={list.data.total}
          onPageChange={setPage}
          onSizeChange={setSize}
        />
      )}
      {/* 刪除訂單 is a soft removal: the orders leave every report, kept with who, when and why for the audit log. */}
      <RemoveWithReasonModal
        count={removeOpen ? selectedIds.length : null}
        title="刪除訂單"
        question={(count) => `確定要將選取的 ${count} 筆訂單從報表中刪除嗎？刪除後不再計入任何統計。`}
        maxLength={REPORT_REMOVE_REASON_MAX}
        removing={removing.isPending}
        onCancel={() => setRemoveOpen(false)}
        onConfirm={remove}
      />
      <TurnoverPrintModal summary={printSummary} onClose={() => setPrintSummary(null)} />
      <MailReportModal
        opened={mailOpen}
        onClose={() => setMailOpen(false)}
        storeId={storeId}
        request={reportFilter && { report: 'TURNOVER', ...reportFilter }}
        subject={range ? `營業額報表 ${range.startDate} ~ ${range.endDate}` : '營業額報表'}
      />
    </ReportFrame>
  );
}

export default OrderListPage;
