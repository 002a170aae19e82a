import { QueryClient, QueryClientProvider, useQuery } from '@tanstack/react-query';
import { renderHook, waitFor } from '@testing-library/react';
import { createElement, type ReactNode } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { PAY_METHOD_API, type PayMethod } from '@diancan/core';
import { envelope, fakeApi } from '../test/fake-api';
import { callApi } from './api';
import { apiKey, apiQuery, useStoreMutation } from './api-query';
import { ApiError } from './http';

const cash: PayMethod = { id: 1, name: '現金', statisticKey: 'CASH', enabled: true, sort: 1 } as PayMethod;

afterEach(() => vi.unstubAllGlobals());

describe('callApi', () => {
  it('sends a query call as parameters and reads the answer through the descriptor schema', async () => {
    let query = '';
    fakeApi({
      'GET /api/back/payMethod/getList': (request) => {
        query = request.query.toString();
        return envelope([cash]);
      },
    });
    await expect(callApi(PAY_METHOD_API.getList, { storeId: 7 })).resolves.toEqual([cash]);
    expect(query).toBe('storeId=7');
  });

  it('sends a DELETE by id as parameters and a body call as JSON', async () => {
    const api = fakeApi({
      'DELETE /api/back/payMethod/remove': () => envelope(null),
      'PUT /api/back/payMethod/updateStatus': () => envelope(null),
    });
    await callApi(PAY_METHOD_API.remove, { storeId: 7, id: 3 });
    await callApi(PAY_METHOD_API.updateStatus, { storeId: 7, idList: [3], enabled: false });
    expect(api.calls.map((call) => [call.key, call.body])).toEqual([
      ['DELETE /api/back/payMethod/remove', undefined],
      ['PUT /api/back/payMethod/updateStatus', { storeId: 7, idList: [3], enabled: false }],
    ]);
  });

  it('throws an answer that does not match the contract, and a 200 refusal with its message', async () => {
    fakeApi({
      'GET /api/back/payMethod/getList': () => envelope([{ id: 'x' }]),
      'POST /api/back/payMethod/add': () => envelope(null, '名稱重複', false),
    });
    await expect(callApi(PAY_METHOD_API.getList, { storeId: 7 })).rejects.toThrow();
    await expect(callApi(PAY_METHOD_API.add, { storeId: 7, name: '現金', statisticKey: 'CASH' }, { silent: true })).rejects.toEqual(
      new ApiError(200, '名稱重複', null),
    );
  });
});

describe('query keys and useStoreMutation', () => {
  it('keys a read by area, path and request, so every screen reading it shares one entry', () => {
    expect(apiKey(PAY_METHOD_API.getList, { storeId: 7 })).toEqual(['payMethods', '/api/back/payMethod/getList', { storeId: 7 }]);
    expect(apiQuery(PAY_METHOD_API.getList, { storeId: 7 }).queryKey).toEqual(apiKey(PAY_METHOD_API.getList, { storeId: 7 }));
  });

  it('refreshes the areas a change affects, after success and after a refusal', async () => {
    let lists = 0;
    let refuse = false;
    fakeApi({
      'GET /api/back/payMethod/getList': () => {
        lists += 1;
        return envelope([cash]);
      },
      'PUT /api/back/payMethod/updateStatus': () => (refuse ? { status: 409, body: { status: false, message: '衝突', data: null } } : envelope(null)),
    });
    const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false }, mutations: { retry: false } } });
    const wrapper = ({ children }: { children: ReactNode }) => createElement(QueryClientProvider, { client: queryClient }, children);
    // The list on screen (an active query) and the switch that changes it.
    const { result } = renderHook(
      () => ({ list: useQuery(apiQuery(PAY_METHOD_API.getList, { storeId: 7 })), change: useStoreMutation(PAY_METHOD_API.updateStatus, { silent: true }) }),
      { wrapper },
    );
    await waitFor(() => expect(result.current.list.data).toEqual([cash]));
    await result.current.change.mutateAsync({ storeId: 7, idList: [1], enabled: false });
    await waitFor(() => expect(lists).toBe(2));
    refuse = true;
    await expect(result.current.change.mutateAsync({ storeId: 7, idList: [1], enabled: true })).rejects.toBeInstanceOf(ApiError);
    await waitFor(() => expect(lists).toBe(3));
  });
});
