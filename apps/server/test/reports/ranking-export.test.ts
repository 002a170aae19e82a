import { eq } from 'drizzle-orm';
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  type CategorySalesRow,
  REPORT_MSG,
  REPORT_PATHS,
  type ReportMailResult,
  type SalesRanking,
} from '@diancan/core';
import { mailLog } from '../../src/platform/db/schema/index.js';
import { startSmtpSink } from '../smtp-sink.js';
import { dataOf, withQuery } from '../harness.js';
import { finishOrder, placeOrder, postForBytes, type ReportWorld, startReportWorld } from './report-fixtures.js';

let world: ReportWorld;
let sink: Awaited<ReturnType<typeof startSmtpSink>>;
const range = () => ({ storeId: world.storeId, startDate: '2026-11-01', endDate: '2026-11-30' });

beforeAll(async () => {
  sink = await startSmtpSink();
  world = await startReportWorld('2026-11-10', { smtpUrl: `smtp://127.0.0.1:${sink.port}`, mailFrom: 'noreply@diancan.test' });
  const [tea, green, chicken, stew] = world.items as [(typeof world.items)[0], (typeof world.items)[0], (typeof world.items)[0], (typeof world.items)[0]];
  await placeOrder(world, [{ itemId: tea.id, count: 3, unitPrice: 3_000 }, { itemId: chicken.id, count: 1, unitPrice: 7_000 }]);
  await placeOrder(world, [{ itemId: tea.id, count: 2, unitPrice: 3_000, entertain: true }, { itemId: green.id, count: 1.5, unitPrice: 3_500 }]);
  await placeOrder(world, [{ itemId: stew.id, count: 1, unitPrice: 12_000 }], { entertain: true, payMethod: undefined });
  const cancelled = await placeOrder(world, [{ itemId: chicken.id, count: 10, unitPrice: 7_000 }]);
  await finishOrder(world.db, cancelled.orderId, 'CANCELLED');
});
afterAll(async () => {
  await world?.close();
  await sink?.close();
});

describe('report/getSalesRanking and getCategorySalesDetail', () => {
  it('ranks by quantity: entertained units counted, not charged; cancelled orders left out', async () => {
    const ranking = dataOf(await world.owner.post<SalesRanking>(REPORT_PATHS.salesRanking.path, range()));
    expect(ranking.list.map((row) => [row.rank, row.name, row.totalCount, row.totalPrice, row.price])).toEqual([
      [1, '紅茶', 5, 9_000, 1_800],
      [2, '綠茶', 1.5, 5_250, 3_500],
      // A tie on quantity goes to the larger amount.
      [3, '雞排', 1, 7_000, 7_000],
      [4, '滷味', 1, 0, 0],
    ]);
    expect(ranking).toMatchObject({ totalCount: 8.5, totalPrice: 21_250 });
  });

  it('ranks by amount, keeps ranks while searching, and ranks one category', async () => {
    const byAmount = dataOf(await world.owner.post<SalesRanking>(REPORT_PATHS.salesRanking.path, { ...range(), sortBy: 'AMOUNT' }));
    expect(byAmount.list.map((row) => row.name)).toEqual(['紅茶', '雞排', '綠茶', '滷味']);
    const searched = dataOf(await world.owner.post<SalesRanking>(REPORT_PATHS.salesRanking.path, { ...range(), keyword: '綠' }));
    expect(searched.list.map((row) => [row.rank, row.name])).toEqual([[2, '綠茶']]);
    expect(searched.totalPrice).toBe(21_250);
    const categoryId = world.items[0]!.categoryId;
    const inCategory = dataOf(await world.owner.post<SalesRanking>(REPORT_PATHS.salesRanking.path, { ...range(), categoryId }));
    expect(inCategory.list).toHaveLength(4);
    const none = dataOf(await world.owner.post<SalesRanking>(REPORT_PATHS.salesRanking.path, { ...range(), categoryId: 999_999 }));
    expect(none).toEqual({ list: [], totalCount: 0, totalPrice: 0 });
  });

  it('sums per category', async () => {
    const rows = dataOf(await world.owner.post<CategorySalesRow[]>(REPORT_PATHS.categorySalesDetail.path, range()));
    expect(rows).toEqual([{ categoryId: world.items[0]!.categoryId, categoryName: '報表測試', itemCount: 4, totalCount: 8.5, totalPrice: 21_250 }]);
  });
});

describe('report/exportExcel', () => {
  it('answers the turnover file: 14pt bold header on grey, money in dollars, a totals sheet', async () => {
    const file = await postForBytes(world.owner, REPORT_PATHS.exportExcel.path, { ...range(), report: 'TURNOVER' });
    expect(file.status).toBe(200);
    expect(file.headers.get('content-type')).toContain('spreadsheetml');
    expect(decodeURIComponent(file.headers.get('content-disposition') ?? '')).toContain('營業額報表_2026-11-01_2026-11-30.xlsx');
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(file.bytes as unknown as ExcelJS.Buffer);
    const [orders, totals] = workbook.worksheets;
    expect(orders?.name).toBe('營業額報表');
    const header = orders!.getRow(1);
    expect(header.getCell(1).value).toBe('營業日');
    expect(header.font).toMatchObject({ bold: true, size: 14 });
    expect(header.getCell(1).fill).toMatchObject({ type: 'pattern', pattern: 'solid', fgColor: { argb: 'FFD9D9D9' } });
    expect(orders!.rowCount).toBe(5);
    const payable = orders!.getRow(2).getCell(12);
    expect(payable.value).toBe(700); // the cancelled order, newest: NT$700 in dollars
    expect(payable.numFmt).toBe('#,##0');
    expect(orders!.getColumn(3).width).toBeGreaterThanOrEqual('2026-11-10 12:00'.length + 2);
    expect(totals?.name).toBe('營收統計');
    // The second order's 1.5 x 35 = 52.5 is charged as 53: an order rounds once to whole dollars.
    expect(totals!.getRow(6).values).toEqual([undefined, '實收金額', 3, 90 + 70 + 53 + 0]);
  });

  it('answers the ranking and category files', async () => {
    const ranking = await postForBytes(world.owner, REPORT_PATHS.exportExcel.path, { ...range(), report: 'SALES_RANKING' });
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(ranking.bytes as unknown as ExcelJS.Buffer);
    expect(workbook.worksheets[0]!.getRow(2).values).toEqual([undefined, 1, '紅茶', '報表測試', 5, 18, 90]);
    const categories = await postForBytes(world.owner, REPORT_PATHS.exportExcel.path, { ...range(), report: 'CATEGORY_SALES' });
    expect(categories.status).toBe(200);
  });

  it('answers the shift handover and cash drawer files from their areas’ sheets', async () => {
    for (const [report, title] of [['SHIFTS', '交班表'], ['CASH_DRAWER', '臨時收支']] as const) {
      const file = await postForBytes(world.owner, REPORT_PATHS.exportExcel.path, { ...range(), report });
      expect(file.status, report).toBe(200);
      expect(decodeURIComponent(file.headers.get('content-disposition') ?? '')).toContain(`${title}_2026-11-01_2026-11-30.xlsx`);
      const workbook = new ExcelJS.Workbook();
      await workbook.xlsx.load(file.bytes as unknown as ExcelJS.Buffer);
      expect(workbook.worksheets[0]!.getRow(1).font, report).toMatchObject({ bold: true, size: 14 });
    }
  });

  it('refuses a bad request with the envelope', async () => {
    const response = await world.owner.post(REPORT_PATHS.exportExcel.path, { ...range(), report: 'TURNOVER', startDate: '2026-12-01' });
    expect([response.status, response.body.message]).toEqual([400, '開始時間晚於結束時間!']);
  });
});

describe('report/mailList and sendMail', () => {
  it('lists the addresses of the store’s own users', async () => {
    const list = dataOf(await world.owner.get<string[]>(withQuery(REPORT_PATHS.mailList.path, { storeId: world.storeId })));
    expect(list).toEqual(['store@demo.diancan.tw']);
  });

  it('mails the file to the list and logs it; refuses addresses outside the list', async () => {
    const outside = await world.owner.post(REPORT_PATHS.sendMail.path, { ...range(), report: 'SALES_RANKING', recipients: ['x@example.com'] });
    expect([outside.status, outside.body.message]).toEqual([400, REPORT_MSG.RECIPIENT_NOT_ALLOWED]);

    const sent = await world.owner.post<ReportMailResult>(REPORT_PATHS.sendMail.path, { ...range(), report: 'SALES_RANKING' });
    expect(sent.body).toMatchObject({
      status: true,
      message: REPORT_MSG.MAIL_SENT,
      data: { recipients: ['store@demo.diancan.tw'], delivery: 'SENT', fileName: '銷售排行_2026-11-01_2026-11-30.xlsx' },
    });
    const mail = sink.mails.at(-1);
    expect(mail?.to).toEqual(['store@demo.diancan.tw']);
    expect(mail?.data).toMatch(/Content-Type:\s+application\/vnd\.openxmlformats-officedocument\.spreadsheetml\.sheet/);
    expect(mail?.data).toMatch(/Content-Disposition: attachment/);
    const logged = await world.db.select().from(mailLog).where(eq(mailLog.kind, 'REPORT'));
    expect(logged).toEqual([expect.objectContaining({ recipient: 'store@demo.diancan.tw', status: 'SENT', storeId: world.storeId })]);
  });
});
