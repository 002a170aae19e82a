import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type AddOrderResult, type Page, REPORT_PATHS, type RevenueTotals, type TurnoverRow } from '@diancan/core';
import { loadConfig } from '../../src/platform/config.js';
import { orders } from '../../src/platform/db/schema/index.js';
import { dataOf } from '../harness.js';
import { finishOrder, placeOrder, removeOrders, type ReportWorld, startReportWorld } from './report-fixtures.js';

/**
 * Reports on a read replica (REPORTS_DATABASE_URL, issue 38; docs/deploy.md). Two databases stand for a primary and
 * its replica, built by the same steps so their stores, menus and users share ids; an order sold on the "replica"
 * only must show in the reports of the app whose primary never saw it, and a removal still lands on the primary.
 * Runs when TEST_DATABASE_URL is set (a replica is a PostgreSQL server's).
 */
if (!process.env.TEST_DATABASE_URL?.trim()) throw new Error('*.pg.test.ts files run only with TEST_DATABASE_URL set (see vitest.config.ts)');

const DAY = '2026-11-02';
let replica: ReportWorld;
let primary: ReportWorld;
let soldOnReplica: AddOrderResult;
let soldOnPrimary: AddOrderResult;

beforeAll(async () => {
  replica = await startReportWorld(DAY);
  const replicaUrl = replica.server.database.url;
  if (!replicaUrl) throw new Error('the replica world has no PostgreSQL URL');
  primary = await startReportWorld(DAY, { reportsDatabaseUrl: replicaUrl });
  expect(primary.storeId).toBe(replica.storeId);
  soldOnReplica = await placeOrder(replica, [{ itemId: replica.items[0]!.id, count: 2, unitPrice: 3_000 }]);
  soldOnPrimary = await placeOrder(primary, [{ itemId: primary.items[2]!.id, count: 1, unitPrice: 7_000 }]);
}, 120_000);

afterAll(async () => {
  await primary?.close();
  await replica?.close();
});

describe('the reports read from REPORTS_DATABASE_URL', () => {
  const range = () => ({ storeId: primary.storeId, startDate: DAY, endDate: DAY });

  it('lists and totals what the replica holds, not the primary', async () => {
    const page = dataOf(await primary.owner.post<Page<TurnoverRow>>(REPORT_PATHS.orderPage.path, range()));
    expect(page.list.map((row) => row.payable)).toEqual([6_000]);
    expect(page.list[0]?.orderNo).toBe(soldOnReplica.orderNo);
    const revenue = dataOf(await primary.owner.post<RevenueTotals>(REPORT_PATHS.revenue.path, range()));
    expect(revenue).toMatchObject({ orderCount: 1, net: 6_000 });
    const [onPrimary] = await primary.db.select({ payable: orders.payableCents }).from(orders).where(eq(orders.id, soldOnPrimary.orderId));
    expect(onPrimary?.payable).toBe(7_000);
  });

  it('writes a removal to the primary (the replica connection is read-only)', async () => {
    await finishOrder(primary.db, soldOnPrimary.orderId, 'COMPLETED');
    const removed = await removeOrders(primary.owner, primary.storeId, [soldOnPrimary.orderId]);
    expect(removed.status, JSON.stringify(removed.body)).toBe(200);
    const [row] = await primary.db.select({ removedAt: orders.removedAt }).from(orders).where(eq(orders.id, soldOnPrimary.orderId));
    expect(row?.removedAt).toBeInstanceOf(Date);
  });
});

describe('REPORTS_DATABASE_URL', () => {
  it('needs DATABASE_URL: the embedded database has no replica', () => {
    expect(() => loadConfig({ REPORTS_DATABASE_URL: 'postgres://replica/db' })).toThrow(/DATABASE_URL/);
    expect(loadConfig({ DATABASE_URL: 'postgres://primary/db', REPORTS_DATABASE_URL: 'postgres://replica/db' }).reportsDatabaseUrl).toBe(
      'postgres://replica/db',
    );
  });
});
