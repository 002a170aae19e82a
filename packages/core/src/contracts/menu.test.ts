import { describe, expect, it } from 'vitest';
import {
  batchUpdateItemStockRequestSchema,
  categoryAddRequestSchema,
  categoryUpdateRequestSchema,
  copyMenuRequestSchema,
  fileUrl,
  imageSizeError,
  itemAddRequestSchema,
  itemPageRequestSchema,
  itemSortRequestSchema,
  MENU_PATHS,
  menuRecordQuerySchema,
  optionGroupAddRequestSchema,
  sortRequestSchema,
  updateItemStockRequestSchema,
  upgradeAddRequestSchema,
} from './menu.js';

function firstMessage(result: { success: boolean; error?: { issues: { message: string }[] } }) {
  return result.success ? null : result.error?.issues[0]?.message;
}

describe('MENU_PATHS', () => {
  const calls = Object.values(MENU_PATHS).flatMap((resource) => Object.values(resource));

  it('puts every call under /api/back/ and names each path once', () => {
    for (const call of calls) expect(call.path).toMatch(/^\/api\/back\/[a-zA-Z]+\/(:id|[a-zA-Z]+)$/);
    expect(new Set(calls.map((call) => `${call.method} ${call.path}`)).size).toBe(calls.length);
  });

  it('uses the spec names of the POS and sort calls', () => {
    expect(MENU_PATHS.pos.getItemStock).toEqual({ method: 'GET', path: '/api/back/pos/getItemStock' });
    expect(MENU_PATHS.pos.updateItemStock).toEqual({ method: 'PUT', path: '/api/back/pos/updateItemStock' });
    expect(MENU_PATHS.item.updateSort.path).toBe('/api/back/item/updateSort');
    expect(MENU_PATHS.category.sort.path).toBe('/api/back/category/sort');
    expect(MENU_PATHS.store.copyMenu).toEqual({ method: 'POST', path: '/api/back/store/copyMenu' });
  });

  it('serves files at /api/back/file/{id}', () => {
    expect(fileUrl(12)).toBe('/api/back/file/12');
  });
});

describe('categories', () => {
  it('fills the defaults of a new category', () => {
    expect(categoryAddRequestSchema.parse({ storeId: 1, name: ' 主食 ' })).toEqual({
      storeId: 1,
      name: '主食',
      enabled: true,
      printTag: false,
      kitchenAreaId: null,
      printAreaIds: [],
    });
  });
  it('names the wrong field in zh-TW', () => {
    expect(firstMessage(categoryAddRequestSchema.safeParse({ storeId: 1, name: ' ' }))).toBe('分類名稱為必填');
    expect(firstMessage(categoryAddRequestSchema.safeParse({ name: '主食' }))).toBe('商店編號為必填');
    expect(firstMessage(categoryAddRequestSchema.safeParse({ storeId: 1, name: 'x'.repeat(51) }))).toBe('分類名稱不可超過50字');
    expect(firstMessage(categoryAddRequestSchema.safeParse({ storeId: 1, name: 'a', printAreaIds: [2, 2] }))).toBe(
      '清單內不可有重複項目',
    );
  });
  it('checks the optimistic lock time when sent', () => {
    const base = { storeId: 1, id: 3, name: '主食' };
    expect(categoryUpdateRequestSchema.safeParse({ ...base, lastUpdateTime: '2026-01-01T00:00:00.000Z' }).success).toBe(true);
    expect(firstMessage(categoryUpdateRequestSchema.safeParse({ ...base, lastUpdateTime: 'yesterday' }))).toBe(
      '更新時間格式不正確',
    );
  });
});

describe('sorting', () => {
  it('takes storeId, categoryId and sortedIdList', () => {
    expect(itemSortRequestSchema.parse({ storeId: 1, categoryId: 2, sortedIdList: [5, 4, 3] }).sortedIdList).toEqual([5, 4, 3]);
    expect(sortRequestSchema.parse({ storeId: 1, categoryId: null, sortedIdList: [] }).sortedIdList).toEqual([]);
  });
  it('refuses an id twice and an item sort without its category', () => {
    expect(firstMessage(itemSortRequestSchema.safeParse({ storeId: 1, categoryId: 2, sortedIdList: [5, 5] }))).toBe(
      '清單內不可有重複項目',
    );
    expect(firstMessage(itemSortRequestSchema.safeParse({ storeId: 1, sortedIdList: [5] }))).toBe('分類編號為必填');
  });
});

describe('items', () => {
  it('takes prices in whole cents', () => {
    const item = itemAddRequestSchema.parse({ storeId: 1, categoryId: 2, name: '滷肉飯', price: 4000 });
    expect(item).toMatchObject({ price: 4000, description: '', enabled: true, mobileEnabled: true, optionGroupIds: [] });
    expect(firstMessage(itemAddRequestSchema.safeParse({ storeId: 1, categoryId: 2, name: 'a', price: 40.5 }))).toBe(
      '餐點價格須為整數(以分為單位)',
    );
    expect(firstMessage(itemAddRequestSchema.safeParse({ storeId: 1, categoryId: 2, name: 'a', price: -1 }))).toBe(
      '餐點價格不可小於0',
    );
    expect(firstMessage(itemAddRequestSchema.safeParse({ storeId: 1, categoryId: 2, name: 'a' }))).toBe('餐點價格為必填');
  });
  it('pages with the table sizes and trims the keyword', () => {
    expect(itemPageRequestSchema.parse({ storeId: 1, keyword: '  飯 ' })).toMatchObject({ page: 1, size: 10, keyword: '飯' });
    expect(firstMessage(itemPageRequestSchema.safeParse({ storeId: 1, size: 15 }))).toBe('每頁行數須為10、20、30、40或50');
  });
  it('reads ids from the query string', () => {
    expect(menuRecordQuerySchema.parse({ storeId: '1', id: '9' })).toEqual({ storeId: 1, id: 9 });
    expect(firstMessage(menuRecordQuerySchema.safeParse({ storeId: '1', id: 'x' }))).toBe('編號不正確');
  });
});

describe('taste groups', () => {
  const group = { storeId: 1, name: '甜度', options: [{ name: '正常' }, { name: '半糖', price: -500 }] };

  it('defaults least to 1 and accepts 不限 as most', () => {
    const parsed = optionGroupAddRequestSchema.parse({ ...group, mostSelectable: null });
    expect(parsed).toMatchObject({ leastSelectable: 1, mostSelectable: null });
    expect(parsed.options[0]).toEqual({ name: '正常', price: 0 });
  });
  it('applies the counter rules', () => {
    expect(firstMessage(optionGroupAddRequestSchema.safeParse({ ...group, leastSelectable: 2, mostSelectable: 1 }))).toBe(
      '最多可選項不可小於最少可選項!',
    );
    expect(firstMessage(optionGroupAddRequestSchema.safeParse({ ...group, leastSelectable: -1, mostSelectable: null }))).toBe(
      '最少可選項不可小於0',
    );
    expect(firstMessage(optionGroupAddRequestSchema.safeParse({ ...group, leastSelectable: 0, mostSelectable: 0 }))).toBe(
      '最多可選項不可小於1',
    );
    expect(firstMessage(optionGroupAddRequestSchema.safeParse({ ...group, leastSelectable: 3, mostSelectable: null }))).toBe(
      '最少可選項不可大於選項數量',
    );
  });
  it('needs at least one option', () => {
    expect(firstMessage(optionGroupAddRequestSchema.safeParse({ ...group, options: [], mostSelectable: 1 }))).toBe(
      '請至少新增1個選項',
    );
  });
});

describe('upgrades', () => {
  it('takes combo and combo item prices', () => {
    const parsed = upgradeAddRequestSchema.parse({
      storeId: 1,
      name: '升級套餐',
      comboPrice: 5000,
      groups: [{ name: '飲料', leastSelectable: 1, mostSelectable: 1, items: [{ itemId: 8 }, { itemId: 9, comboItemPrice: 1000 }] }],
    });
    expect(parsed.groups[0]?.items).toEqual([
      { itemId: 8, comboItemPrice: 0 },
      { itemId: 9, comboItemPrice: 1000 },
    ]);
  });
  it('refuses a slot whose least exceeds its items', () => {
    const request = {
      storeId: 1,
      name: '套餐',
      comboPrice: 0,
      groups: [{ name: '主餐', leastSelectable: 2, mostSelectable: null, items: [{ itemId: 8 }] }],
    };
    expect(firstMessage(upgradeAddRequestSchema.safeParse(request))).toBe('最少可選項不可大於餐點數量');
  });
});

describe('stock', () => {
  it('reads 0 and null as unlimited', () => {
    const base = { storeId: 1, itemId: 2, availableForSale: true };
    expect(updateItemStockRequestSchema.parse({ ...base, availableQuantity: 0 }).availableQuantity).toBeNull();
    expect(updateItemStockRequestSchema.parse({ ...base, availableQuantity: null }).availableQuantity).toBeNull();
    expect(updateItemStockRequestSchema.parse({ ...base, availableQuantity: 7 }).availableQuantity).toBe(7);
    expect(firstMessage(updateItemStockRequestSchema.safeParse({ ...base, availableQuantity: 1.5 }))).toBe('庫存數量須為整數');
  });
  it('refuses an item twice in a batch', () => {
    const change = { itemId: 2, availableQuantity: null, availableForSale: false };
    expect(firstMessage(batchUpdateItemStockRequestSchema.safeParse({ storeId: 1, list: [change, change] }))).toBe(
      '清單內不可有重複項目',
    );
  });
});

describe('copyMenu and images', () => {
  it('refuses copying a store onto itself', () => {
    expect(firstMessage(copyMenuRequestSchema.safeParse({ sourceStoreId: 1, targetStoreId: 1 }))).toBe('來源與目標商店不可相同');
    expect(copyMenuRequestSchema.parse({ sourceStoreId: 1, targetStoreId: 2 }).overwrite).toBe(false);
  });
  it('limits images to 1 MB', () => {
    expect(imageSizeError(1_048_576)).toBeNull();
    expect(imageSizeError(1_048_577)).toBe('新增失敗！檔案大小超過1MB');
  });
});
