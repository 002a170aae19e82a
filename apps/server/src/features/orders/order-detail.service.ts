import { ORDER_BOARD_MSG, type OrderDetail } from '@diancan/core';
import type { Database, Executor } from '../../platform/db/database.js';
import { notFound } from '../../platform/errors/app-error.js';
import { presentOrderDetail } from './order-detail.presenter.js';
import { readOrderDetailJson } from './order-detail.repository.js';

/** The order in full, or null when the store has no such order. */
export async function readOrderDetail(db: Executor, storeId: number, orderId: number): Promise<OrderDetail | null> {
  const json = await readOrderDetailJson(db, storeId, orderId);
  return json.order === null ? null : presentOrderDetail({ ...json, order: json.order });
}

/** The order detail for the API: 404 訂單不存在 for an order of another store or none. */
export class OrderDetailService {
  constructor(private readonly db: Database) {}

  async get(storeId: number, orderId: number): Promise<OrderDetail> {
    const detail = await readOrderDetail(this.db, storeId, orderId);
    if (detail === null) throw notFound(ORDER_BOARD_MSG.NOT_FOUND);
    return detail;
  }
}
