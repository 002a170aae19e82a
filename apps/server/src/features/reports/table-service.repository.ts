import type { Executor } from '../../platform/db/database.js';
import { queryRows } from '../../platform/db/raw-rows.js';
import { type SalesRange, tableServiceStatements } from './report-statements.sql.js';

/** The table-service report's rows (statements in report-statements.sql.ts); sums as the database gives them. */

const int = (value: unknown): number => (value === null || value === undefined ? 0 : Number(value));
const seconds = (value: unknown): number | null => (value === null || value === undefined ? null : Number(value));

export interface TableServiceDayRow {
  businessDate: string;
  orderCount: number;
  revenue: number;
  tableRevenue: number;
  serviceCharge: number;
  sittings: number;
  guests: number;
  diningSeconds: number | null;
  doneCount: number;
}

export interface TableServiceAreaRow {
  areaId: number | null;
  name: string;
  tables: number;
  sittings: number;
  diningSeconds: number | null;
  doneCount: number;
}

export const tableServiceRepository = {
  async days(db: Executor, range: SalesRange): Promise<TableServiceDayRow[]> {
    const rows = await queryRows<Record<string, unknown>>(db, tableServiceStatements.days(range));
    return rows.map((row) => ({
      businessDate: String(row.business_date),
      orderCount: int(row.order_count),
      revenue: int(row.revenue),
      tableRevenue: int(row.table_revenue),
      serviceCharge: int(row.service_charge),
      sittings: int(row.sittings),
      guests: int(row.guests),
      diningSeconds: seconds(row.dining_seconds),
      doneCount: int(row.done_count),
    }));
  },

  async areas(db: Executor, range: SalesRange): Promise<TableServiceAreaRow[]> {
    const rows = await queryRows<Record<string, unknown>>(db, tableServiceStatements.areas(range));
    return rows.map((row) => ({
      areaId: row.area_id === null ? null : int(row.area_id),
      name: String(row.name),
      tables: int(row.tables),
      sittings: int(row.sittings),
      diningSeconds: seconds(row.dining_seconds),
      doneCount: int(row.done_count),
    }));
  },
};
