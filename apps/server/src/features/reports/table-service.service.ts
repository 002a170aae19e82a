import type { TableServiceArea, TableServiceDay, TableServiceReport, TableServiceRequest } from '@diancan/core';
import type { Database } from '../../platform/db/database.js';
import { tableServiceRepository, type TableServiceDayRow } from './table-service.repository.js';

const per = (amount: number, count: number) => (count > 0 ? Math.round(amount / count) : 0);
const minutes = (diningSeconds: number | null, done: number) => (diningSeconds === null || done === 0 ? null : Math.round(diningSeconds / done / 60));

function figures(row: Omit<TableServiceDayRow, 'businessDate'>): Omit<TableServiceDay, 'businessDate'> {
  return {
    orderCount: row.orderCount,
    revenue: row.revenue,
    perOrder: per(row.revenue, row.orderCount),
    sittings: row.sittings,
    guests: row.guests,
    tableRevenue: row.tableRevenue,
    perGuest: per(row.tableRevenue, row.guests),
    serviceCharge: row.serviceCharge,
    averageMinutes: minutes(row.diningSeconds, row.doneCount),
  };
}

/**
 * 來客數, 客單價 (per guest and per order) per day, 翻桌率 and 用餐時間 per area, 服務費 (docs/tables.md). Read from
 * `reads` (a read replica when REPORTS_DATABASE_URL is set).
 */
export class TableServiceReportService {
  constructor(private readonly reads: Database) {}

  async report(request: TableServiceRequest): Promise<TableServiceReport> {
    const [days, areas] = await Promise.all([tableServiceRepository.days(this.reads, request), tableServiceRepository.areas(this.reads, request)]);
    const sum = (pick: (row: TableServiceDayRow) => number) => days.reduce((total, row) => total + pick(row), 0);
    const diningSeconds = days.some((row) => row.diningSeconds !== null) ? sum((row) => row.diningSeconds ?? 0) : null;
    const totals = figures({
      orderCount: sum((row) => row.orderCount),
      revenue: sum((row) => row.revenue),
      tableRevenue: sum((row) => row.tableRevenue),
      serviceCharge: sum((row) => row.serviceCharge),
      sittings: sum((row) => row.sittings),
      guests: sum((row) => row.guests),
      diningSeconds,
      doneCount: sum((row) => row.doneCount),
    });
    // 翻桌率 counts the days the store had orders: closed days and days still ahead do not dilute it.
    const businessDays = days.length;
    const areaRows: TableServiceArea[] = areas.map((area) => ({
      areaId: area.areaId,
      name: area.name,
      tables: area.tables,
      sittings: area.sittings,
      turnoverRate: area.tables > 0 && businessDays > 0 ? Math.round((area.sittings / (area.tables * businessDays)) * 100) / 100 : 0,
      averageMinutes: minutes(area.diningSeconds, area.doneCount),
    }));
    return { days: days.map(({ businessDate, ...row }) => ({ businessDate, ...figures(row) })), businessDays, totals, areas: areaRows };
  }
}
