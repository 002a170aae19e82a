import type { BrandRankingRow, BrandTurnover } from '../contracts/chains.js';
import type { ReportSheet } from './sheet.js';

/** The cross-store report's sheets (docs/chains.md): the server's brand exportExcel and a browser export write these. */

export const BRAND_REPORT_TITLE = '品牌跨店報表';
/** The total row's name in the store column. */
export const BRAND_TOTAL_LABEL = '合計';

/** One row per store with the figures its own 營業額 shows, then the total row. */
export function brandTurnoverSheet(turnover: BrandTurnover): ReportSheet {
  return {
    title: '各店營業額',
    columns: [
      { key: 'storeName', name: '商店' },
      { key: 'orders', name: '訂單數', kind: 'count' },
      { key: 'gross', name: '營業總額', kind: 'money' },
      { key: 'discounts', name: '折扣', kind: 'money' },
      { key: 'entertain', name: '招待', kind: 'money' },
      { key: 'payable', name: '實收金額', kind: 'money' },
      { key: 'cancelledCount', name: '取消筆數', kind: 'count' },
      { key: 'unpaidAmount', name: '未付款', kind: 'money' },
    ],
    rows: [
      ...turnover.rows.map(({ storeId: _storeId, ...row }) => ({ ...row })),
      { storeName: BRAND_TOTAL_LABEL, ...turnover.total },
    ],
  };
}

/** Items ranked across the brand's stores. */
export function brandRankingSheet(rows: readonly BrandRankingRow[]): ReportSheet {
  return {
    title: '跨店銷售排行',
    columns: [
      { key: 'rank', name: '排名', kind: 'count' },
      { key: 'name', name: '餐點名稱' },
      { key: 'categoryName', name: '分類' },
      { key: 'storeCount', name: '販售店數', kind: 'count' },
      { key: 'totalCount', name: '銷售數量', kind: 'count' },
      { key: 'price', name: '平均單價', kind: 'money' },
      { key: 'totalPrice', name: '銷售金額', kind: 'money' },
    ],
    rows: rows.map((row) => ({
      rank: row.rank,
      name: row.name,
      categoryName: row.categoryName,
      storeCount: row.stores.length,
      totalCount: row.totalCount,
      price: row.price,
      totalPrice: row.totalPrice,
    })),
  };
}
