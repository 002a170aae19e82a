import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Category, ImportError, ImportResult, Item, ItemPage, UploadedFile } from '@diancan/core/contracts/menu';
import { MENU_PATHS } from '@diancan/core/contracts/menu';
import { files } from '../../src/platform/db/schema/index.js';
import { addCategory, addItem, addOptionGroup, download, type MenuWorld, startMenuWorld, upload } from './menu-fixtures.js';
import { dataOf, withQuery } from '../harness.js';

let world: MenuWorld;
beforeAll(async () => {
  world = await startMenuWorld();
});
afterAll(async () => {
  await world?.close();
});

const PNG = Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), Buffer.alloc(64, 1)]);
const JPEG = Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0]), Buffer.alloc(64, 2)]);
/** "BM", a 14-byte file header and a 40-byte BITMAPINFOHEADER. */
const BMP = (() => {
  const bytes = Buffer.alloc(14 + 40 + 4);
  bytes.write('BM', 0, 'latin1');
  bytes.writeUInt32LE(bytes.length, 2);
  bytes.writeUInt32LE(54, 10);
  bytes.writeUInt32LE(40, 14);
  return bytes;
})();

const uploadPath = (storeId = world.storeId) => withQuery(MENU_PATHS.file.uploadImage.path, { storeId });

describe('platform files', () => {
  it('are read by staff only (a scheme PDF belongs to no store)', async () => {
    const [row] = await world.server.db
      .insert(files)
      .values({ storeId: null, name: 'scheme.pdf', contentType: 'application/pdf', sizeBytes: 5, data: Buffer.from('%PDF-') })
      .returning({ id: files.id });
    const path = `/api/back/file/${row!.id}`;
    expect((await world.owner.get(path)).status).toBe(404);
    const staffRead = await world.staff.get(path);
    expect(staffRead.status).toBe(200);
    expect(staffRead.headers.get('content-type')).toBe('application/pdf');
  });
});

describe('image upload', () => {
  it('keeps PNG, JPEG and BMP decided by their bytes, whatever their names', async () => {
    const cases: [Buffer, string, string][] = [
      [PNG, 'photo.jpg', 'image/png'],
      [JPEG, 'menu.bmp', 'image/jpeg'],
      [BMP, 'no-extension', 'image/bmp'],
    ];
    for (const [bytes, name, type] of cases) {
      const response = await upload(world.owner, uploadPath(), [{ name, bytes, type: 'text/plain' }]);
      const file = dataOf(response as never) as UploadedFile;
      expect(file).toMatchObject({ name, size: bytes.length, contentType: type, url: `/api/back/file/${file.id}` });
      const served = await download(world.owner, file.url);
      expect(served.status).toBe(200);
      expect(served.headers.get('content-type')).toBe(type);
      expect(served.headers.get('x-content-type-options')).toBe('nosniff');
      expect(served.bytes.equals(bytes)).toBe(true);
    }
  });

  it('refuses other bytes even under an image name', async () => {
    const fake = Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"></svg>');
    const gif = Buffer.from('GIF89a....');
    for (const bytes of [fake, gif, Buffer.from('BM not really a bitmap')]) {
      const response = await upload(world.owner, uploadPath(), [{ name: 'picture.png', bytes, type: 'image/png' }]);
      expect([response.status, response.body.message]).toEqual([400, '新增失敗！檔案類型錯誤']);
    }
  });

  it('refuses more than 1048576 bytes with 413, and accepts exactly that much', async () => {
    const limit = 1_048_576;
    const atLimit = Buffer.concat([PNG, Buffer.alloc(limit - PNG.length)]);
    expect((await upload(world.owner, uploadPath(), [{ name: 'max.png', bytes: atLimit }])).status).toBe(200);
    const over = Buffer.concat([atLimit, Buffer.alloc(1)]);
    const response = await upload(world.owner, uploadPath(), [{ name: 'big.png', bytes: over }]);
    expect([response.status, response.body.message]).toEqual([413, '新增失敗！檔案大小超過1MB']);
  });

  it('takes one image only, and needs one', async () => {
    const two = await upload(world.owner, uploadPath(), [
      { name: 'a.png', bytes: PNG },
      { name: 'b.png', bytes: PNG },
    ]);
    expect([two.status, two.body.message]).toEqual([400, '只能上傳1張圖片']);
    const none = await upload(world.owner, uploadPath(), []);
    expect([none.status, none.body.message]).toEqual([400, '請選擇檔案']);
  });

  it('serves a file only to users of its store; items may use only their store images', async () => {
    const { owner, other, storeId, otherStoreId } = world;
    const mine = dataOf((await upload(owner, uploadPath(), [{ name: 'mine.png', bytes: PNG }])) as never) as UploadedFile;
    expect((await download(other, mine.url)).status).toBe(404);
    expect((await download(world.staff, mine.url)).status).toBe(200);
    expect((await download(world.server.client(), mine.url)).status).toBe(401);
    expect((await upload(owner, uploadPath(otherStoreId), [{ name: 'x.png', bytes: PNG }])).status).toBe(403);

    const category = await addCategory(owner, storeId, '有圖');
    const item = await addItem(owner, storeId, category.id, '有圖餐點', 100, { imageFileId: mine.id });
    expect(item.imageFileId).toBe(mine.id);
    const theirs = dataOf((await upload(other, uploadPath(otherStoreId), [{ name: 't.png', bytes: PNG }])) as never) as UploadedFile;
    const refused = await owner.post(MENU_PATHS.item.add.path, { storeId, categoryId: category.id, name: 'x', price: 1, imageFileId: theirs.id });
    expect([refused.status, refused.body.message]).toEqual([404, '圖片不存在']);
  });
});

async function sheetRows(bytes: Buffer): Promise<{ worksheet: ExcelJS.Worksheet; values: unknown[][] }> {
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load(bytes as unknown as ExcelJS.Buffer);
  const worksheet = workbook.worksheets[0] as ExcelJS.Worksheet;
  const values: unknown[][] = [];
  worksheet.eachRow((row) => values.push((row.values as unknown[]).slice(1)));
  return { worksheet, values };
}

async function workbookOf(rows: unknown[][]): Promise<Buffer> {
  const workbook = new ExcelJS.Workbook();
  const sheet = workbook.addWorksheet('餐點');
  for (const row of rows) sheet.addRow(row);
  return Buffer.from(await workbook.xlsx.writeBuffer());
}

const HEADER = ['編號', '分類', '餐點名稱', '價格', '描述', '上架', '手機點餐', '口味', '庫存數量', '供應狀態'];
const importPath = () => withQuery(MENU_PATHS.item.import.path, { storeId: world.secondStoreId });
const exportPath = () => withQuery(MENU_PATHS.item.export.path, { storeId: world.secondStoreId });
const pageOf = async () =>
  dataOf(await world.owner.post<ItemPage>(MENU_PATHS.item.getPage.path, { storeId: world.secondStoreId, size: 50 }));

describe('item export', () => {
  it('writes the items as .xlsx: 14pt bold header on grey, widths from content', async () => {
    const { owner, secondStoreId: storeId } = world;
    const group = await addOptionGroup(owner, storeId, '匯出甜度');
    const category = dataOf(await owner.get<Category[]>(withQuery(MENU_PATHS.category.list.path, { storeId })))[0] as Category;
    const item = await addItem(owner, storeId, category.id, '一個名字非常非常長的招牌餐點', 12350, { optionGroupIds: [group.id] });
    dataOf(await owner.put(MENU_PATHS.pos.updateItemStock.path, { storeId, itemId: item.id, availableQuantity: 8, availableForSale: false }));

    const response = await download(owner, exportPath());
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('application/vnd.openxmlformats-officedocument.spreadsheetml.sheet');
    expect(response.headers.get('content-disposition')).toMatch(/^attachment; filename\*=UTF-8''/);
    const { worksheet, values } = await sheetRows(response.bytes);
    expect(values[0]).toEqual(HEADER);
    const header = worksheet.getRow(1).getCell(1);
    expect(header.font).toMatchObject({ bold: true, size: 14 });
    expect(header.fill).toMatchObject({ type: 'pattern', pattern: 'solid', fgColor: { argb: 'FFD9D9D9' } });
    const row = values.find((cells) => cells[0] === item.id);
    expect(row).toEqual([item.id, category.name, item.name, 123.5, undefined, '是', '是', '匯出甜度', 8, '售完']);
    const nameWidth = worksheet.getColumn(3).width ?? 0;
    expect(nameWidth).toBeGreaterThanOrEqual(28);
    expect(nameWidth).toBeGreaterThan(worksheet.getColumn(6).width ?? 0);
  });
});

describe('item import', () => {
  it('imports the exported file back unchanged', async () => {
    const before = await pageOf();
    const exported = await download(world.owner, exportPath());
    const result = dataOf((await upload(world.owner, importPath(), [{ name: 'items.xlsx', bytes: exported.bytes }])) as never) as ImportResult;
    expect(result).toEqual({ created: 0, updated: before.total });
    const after = await pageOf();
    const strip = (page: ItemPage) => page.list.map(({ lastUpdateTime: _time, ...item }) => item);
    expect(strip(after)).toEqual(strip(before));
  });

  it('adds rows without 編號, updates rows with one, creates a missing category', async () => {
    const { owner, secondStoreId: storeId } = world;
    const existing = (await pageOf()).list[0] as Item;
    const bytes = await workbookOf([
      HEADER,
      [existing.id, existing.categoryName, '改名的餐點', 99.5, '新描述', '否', '是', '', '', '正常供應'],
      ['', '新分類', '新餐點', 60, '', '', '', '匯出甜度', 3, ''],
      [],
    ]);
    const result = dataOf((await upload(owner, importPath(), [{ name: 'x.xlsx', bytes }])) as never) as ImportResult;
    expect(result).toEqual({ created: 1, updated: 1 });
    const updated = dataOf(await owner.get<Item>(withQuery(MENU_PATHS.item.get.path, { storeId, id: existing.id })));
    expect(updated).toMatchObject({ name: '改名的餐點', price: 9950, description: '新描述', enabled: false, optionGroupIds: [] });
    const created = (await pageOf()).list.find((row) => row.name === '新餐點');
    expect(created).toMatchObject({ categoryName: '新分類', price: 6000, availableQuantity: 3, availableForSale: true });
    expect(created?.optionGroupIds).toHaveLength(1);
  });

  it('reports every bad row with its number and imports nothing', async () => {
    const { owner } = world;
    const before = await pageOf();
    const bytes = await workbookOf([
      HEADER,
      ['', '主食', '好的一列', 50, '', '', '', '', '', ''],
      ['', '', '沒有分類', 50, '', '', '', '', '', ''],
      ['', '主食', '壞價格', 'abc', '', '', '', '', '', ''],
      ['', '主食', '三位小數', 1.234, '', '', '', '', '', ''],
      [999_999, '主食', '不存在的編號', 10, '', '', '', '', '', ''],
      ['', '主食', '沒這口味', 10, '', '', '', '不存在的口味', '', ''],
      ['', '主食', '壞狀態', 10, '', '也許', '', '', '-1', '賣完了'],
    ]);
    const response = await upload(owner, importPath(), [{ name: 'bad.xlsx', bytes }]);
    expect(response.status).toBe(400);
    const errors = response.body.data as ImportError[];
    expect(response.body.message).toBe(`匯入失敗，共${errors.length}筆錯誤`);
    expect(errors).toEqual([
      { row: 3, column: '分類', message: '分類為必填' },
      { row: 4, column: '價格', message: '價格須為數字' },
      { row: 5, column: '價格', message: '價格最多2位小數' },
      { row: 6, column: '編號', message: '餐點不存在' },
      { row: 7, column: '口味', message: '口味「不存在的口味」不存在' },
      { row: 8, column: '上架', message: '上架須為是或否' },
      { row: 8, column: '庫存數量', message: '庫存數量須為0以上的整數' },
      { row: 8, column: '供應狀態', message: '供應狀態須為正常供應或售完' },
    ]);
    const after = await pageOf();
    expect(after.total).toBe(before.total);
    expect(after.list.some((row) => row.name === '好的一列')).toBe(false);
  });

  it('refuses a file that is not a workbook or lacks the header', async () => {
    const notXlsx = await upload(world.owner, importPath(), [{ name: 'items.xlsx', bytes: Buffer.from('name,price\n') }]);
    expect([notXlsx.status, notXlsx.body.message]).toEqual([400, '檔案格式錯誤，請上傳.xlsx檔案']);
    const noHeader = await upload(world.owner, importPath(), [{ name: 'x.xlsx', bytes: await workbookOf([['a', 'b'], [1, 2]]) }]);
    expect([noHeader.status, noHeader.body.message]).toEqual([400, '檔案標題列不正確，請使用匯出的檔案格式']);
    const onlyHeader = await upload(world.owner, importPath(), [{ name: 'x.xlsx', bytes: await workbookOf([HEADER]) }]);
    expect([onlyHeader.status, onlyHeader.body.message]).toEqual([400, '匯入失敗，共1筆錯誤']);
  });

  it('only imports into the caller stores', async () => {
    const bytes = await workbookOf([HEADER, ['', '主食', '越界', 10]]);
    const response = await upload(world.owner, withQuery(MENU_PATHS.item.import.path, { storeId: world.otherStoreId }), [{ name: 'x.xlsx', bytes }]);
    expect(response.status).toBe(403);
    expect((await download(world.owner, withQuery(MENU_PATHS.item.export.path, { storeId: world.otherStoreId }))).status).toBe(403);
  });
});
