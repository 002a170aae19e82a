import { Button, Grid, Input, SegmentedControl, Select, Stack } from '@mantine/core';
import { IconFileSpreadsheet, IconMail } from '@tabler/icons-react';
import {
  categorySalesSheet,
  DEFAULT_PAGE_SIZE,
  MSG,
  reportFileName,
  salesRankingSheet,
  staffSalesSheet,
  type PageSize,
  type SalesRankingInput,
  type SalesRankingSort,
} from '@diancan/core';
import { useState } from 'react';
import { TablePager } from '../../../components/page-size';
import { showErrorToast } from '../../../lib/toast';
import { SearchBar } from '../../../components/search-bar';
import { useCategories, useCategorySales, useSalesRanking, useStaffSales } from '../api/report-api';
import { useStoreId } from '../api/keys';
import { useLiveReports } from '../api/live-reports';
import { MailReportModal } from '../components/MailReportModal';
import { ReportDateRange, useReportRange } from '../components/ReportDateRange';
import { ReportFrame } from '../components/ReportFrame';
import { downloadWorkbook } from '../export/xlsx';
import { formatCount, formatMoney } from '../format';
import { CategorySalesTable } from '../ranking/CategorySalesTable';
import { chartSlices } from '../ranking/chart-data';
import { RankingTable } from '../ranking/RankingTable';
import { StaffSalesTable } from '../ranking/StaffSalesTable';
import { SalesRankingChart } from '../ranking/SalesRankingChart';

const SORT_OPTIONS = [
  { value: 'COUNT', label: '依數量' },
  { value: 'AMOUNT', label: '依金額' },
];

/**
 * 銷售排行 (/report/sales-ranking, store operations sections 2, 4, 7 and 9): items ranked by quantity or amount
 * in a range, with search and a category filter; a chart of the top ranks (the rest as 其他); sales per category and
 * per staff member (員工銷售, issue 33); Excel export (every table, a sheet each) and mail.
 */
export function SalesRankingPage() {
  const storeId = useStoreId();
  const { range } = useReportRange();
  const [keyword, setKeyword] = useState('');
  const [categoryId, setCategoryId] = useState<number | null>(null);
  const [sortBy, setSortBy] = useState<SalesRankingSort>('COUNT');
  const [size, setSize] = useState<PageSize>(DEFAULT_PAGE_SIZE);
  // The table pages through the ranking on screen; another query starts again at page 1.
  const scope = JSON.stringify([range, keyword, categoryId, sortBy, size]);
  const [paging, setPaging] = useState({ scope, page: 1 });
  const page = paging.scope === scope ? paging.page : 1;
  const [mailOpen, setMailOpen] = useState(false);
  const [exporting, setExporting] = useState(false);

  const request: (SalesRankingInput & { startDate: string; endDate: string }) | null =
    storeId === null || range === null ? null : { storeId, ...range, keyword, categoryId, sortBy };
  const ranking = useSalesRanking(request);
  const categorySales = useCategorySales(storeId === null || range === null ? null : { storeId, ...range });
  const staffSales = useStaffSales(storeId === null || range === null ? null : { storeId, ...range });
  const categories = useCategories(storeId);
  useLiveReports(storeId);

  if (storeId === null) return null;

  const rows = ranking.data?.list ?? [];
  const metric = sortBy === 'COUNT' ? 'count' : 'amount';
  const slices = chartSlices(rows, metric);
  const pageRows = rows.slice((page - 1) * size, page * size);

  const runExport = async () => {
    if (!request || !ranking.data) return;
    setExporting(true);
    try {
      const sheets = [salesRankingSheet(ranking.data.list)];
      if (categorySales.data) sheets.push(categorySalesSheet(categorySales.data));
      if (staffSales.data) sheets.push(staffSalesSheet(staffSales.data));
      await downloadWorkbook(reportFileName('銷售排行', request.startDate, request.endDate), sheets);
    } catch {
      showErrorToast(MSG.DEFAULT_ERROR);
    } finally {
      setExporting(false);
    }
  };

  return (
    <ReportFrame
      title="銷售排行"
      actions={
        <>
          <Button
            variant="default"
            leftSection={<IconFileSpreadsheet size={16} />}
            disabled={rows.length === 0}
            loading={exporting}
            onClick={() => void runExport()}
          >
            匯出Excel
          </Button>
          <Button variant="default" leftSection={<IconMail size={16} />} disabled={rows.length === 0} onClick={() => setMailOpen(true)}>
            寄送報表
          </Button>
        </>
      }
      filters={
        <>
          <ReportDateRange />
          <Select
            label="分類"
            placeholder="全部分類"
            data={(categories.data ?? []).map((category) => ({ value: String(category.id), label: category.name }))}
            value={categoryId === null ? null : String(categoryId)}
            onChange={(next) => setCategoryId(next === null ? null : Number(next))}
            clearable
            searchable
            nothingFoundMessage="暫無數據"
            w={160}
          />
          <Input.Wrapper label="搜尋">
            <SearchBar placeholder="搜尋餐點名稱" label="搜尋餐點" onSearch={setKeyword} maw={240} />
          </Input.Wrapper>
          <Input.Wrapper label="排序方式">
            <div>
              <SegmentedControl aria-label="排序方式" data={SORT_OPTIONS} value={sortBy} onChange={(next) => setSortBy(next as SalesRankingSort)} />
            </div>
          </Input.Wrapper>
        </>
      }
    >
      <Grid gap="md">
        <Grid.Col span={{ base: 12, lg: 7 }}>
          <SalesRankingChart
            slices={slices}
            loading={ranking.isPending && request !== null}
            unavailable={request === null || ranking.isError}
            centerLabel={sortBy === 'COUNT' ? '總銷售數量' : '總銷售金額'}
            centerValue={sortBy === 'COUNT' ? formatCount(ranking.data?.totalCount ?? 0) : formatMoney(ranking.data?.totalPrice ?? 0)}
            formatValue={sortBy === 'COUNT' ? formatCount : formatMoney}
          />
        </Grid.Col>
        <Grid.Col span={{ base: 12, lg: 5 }}>
          <CategorySalesTable rows={categorySales.data ?? []} loading={categorySales.isFetching} />
        </Grid.Col>
      </Grid>
      <Stack gap={0}>
        <RankingTable rows={pageRows} loading={ranking.isFetching} />
        {rows.length > 0 && (
          <TablePager page={page} size={size} total={rows.length} onPageChange={(next) => setPaging({ scope, page: next })} onSizeChange={setSize} />
        )}
      </Stack>
      <StaffSalesTable rows={staffSales.data ?? []} loading={staffSales.isFetching} />
      <MailReportModal
        opened={mailOpen}
        onClose={() => setMailOpen(false)}
        storeId={storeId}
        request={request && { report: 'SALES_RANKING', ...request }}
        subject={range ? `銷售排行 ${range.startDate} ~ ${range.endDate}` : '銷售排行'}
      />
    </ReportFrame>
  );
}

export default SalesRankingPage;
