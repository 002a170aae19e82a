import { randomUUID } from 'node:crypto';
import {
  type DiningTable,
  FRONT_PATHS,
  type FrontMenu,
  type FrontOrderRequestInput,
  type FrontOrderResult,
  type FrontOrderStatus,
} from '@diancan/core';
import type { TestClient } from '../harness.js';
import { dataOf, withQuery } from '../menu/menu-fixtures.js';

/** Helpers of the self-ordering tests: a customer is a client without a session that holds a token. */

export async function addTable(owner: TestClient, storeId: number, name: string): Promise<DiningTable> {
  return dataOf(await owner.post<DiningTable>(FRONT_PATHS.diningTable.add.path, { storeId, name }));
}

export function frontMenu(customer: TestClient, token: string) {
  return customer.get<FrontMenu>(withQuery(FRONT_PATHS.menu.path, { token }));
}

export function submit(customer: TestClient, body: FrontOrderRequestInput | Record<string, unknown>, key: string = randomUUID()) {
  return customer.post<FrontOrderResult>(FRONT_PATHS.order.path, body, { 'idempotency-key': key });
}

export function orderStatus(customer: TestClient, statusToken: string) {
  return customer.get<FrontOrderStatus>(withQuery(FRONT_PATHS.status.path, { statusToken }));
}
