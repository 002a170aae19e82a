import type { AddOrderRequest, AddOrderResult } from '@diancan/core';
import { describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../../lib/http';
import { isDefiniteRefusal, isNetworkFailure, submitOrder } from './submit-order';

const request = { storeId: 1 } as AddOrderRequest;
const result = { orderId: 1, orderNo: '001' } as AddOrderResult;
const noSleep = () => Promise.resolve();

describe('submitOrder', () => {
  it('retries network failures with the same key, then answers the first result', async () => {
    const send = vi
      .fn<(request: AddOrderRequest, key: string) => Promise<AddOrderResult>>()
      .mockRejectedValueOnce(new ApiError(0, '網絡問題，請檢查您的網絡連接'))
      .mockRejectedValueOnce(new ApiError(504, '無法獲取伺服器回應'))
      .mockResolvedValueOnce(result);
    const onRetry = vi.fn();
    await expect(submitOrder(request, 'key-1', { send, sleep: noSleep, onRetry })).resolves.toBe(result);
    expect(send.mock.calls.map(([, key]) => key)).toEqual(['key-1', 'key-1', 'key-1']);
    expect(onRetry.mock.calls).toEqual([[1], [2]]);
  });

  it('gives up after the last delay and rethrows', async () => {
    const send = vi.fn().mockRejectedValue(new ApiError(0, 'offline'));
    await expect(submitOrder(request, 'k', { send, sleep: noSleep, delaysMs: [1, 1] })).rejects.toThrow('offline');
    expect(send).toHaveBeenCalledTimes(3);
  });

  it('never retries an answer of the server', async () => {
    const send = vi.fn().mockRejectedValue(new ApiError(409, '紅茶已售完'));
    await expect(submitOrder(request, 'k', { send, sleep: noSleep })).rejects.toThrow('紅茶已售完');
    expect(send).toHaveBeenCalledTimes(1);
  });
});

describe('classifying failures', () => {
  it('network failures leave the order unknown', () => {
    expect(isNetworkFailure(new ApiError(0, ''))).toBe(true);
    expect(isNetworkFailure(new ApiError(502, ''))).toBe(true);
    expect(isNetworkFailure(new ApiError(500, ''))).toBe(false);
    expect(isNetworkFailure(new Error('x'))).toBe(false);
  });
  it('a refusal means no order, except an idempotency conflict', () => {
    expect(isDefiniteRefusal(new ApiError(409, '紅茶已售完'))).toBe(true);
    expect(isDefiniteRefusal(new ApiError(400, '付款方式已被關閉請重新選擇'))).toBe(true);
    expect(isDefiniteRefusal(new ApiError(409, '重複的請求內容不一致'))).toBe(false);
    expect(isDefiniteRefusal(new ApiError(500, ''))).toBe(false);
    expect(isDefiniteRefusal(new ApiError(0, ''))).toBe(false);
  });
});

describe('newIdempotencyKey', () => {
  it('makes distinct v4 UUIDs the addOrder header accepts', async () => {
    const { newIdempotencyKey } = await import('./idempotency-key');
    const { idempotencyKeySchema } = await import('@diancan/core');
    const keys = new Set(Array.from({ length: 100 }, () => newIdempotencyKey()));
    expect(keys.size).toBe(100);
    for (const key of keys) {
      expect(key).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
      expect(idempotencyKeySchema.safeParse(key).success).toBe(true);
    }
  });
});
