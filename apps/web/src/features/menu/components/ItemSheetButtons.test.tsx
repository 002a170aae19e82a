import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { importFailedMessage } from '@diancan/core/contracts/menu';
import { expectToast, httpError, ok, renderWithProviders, stubApi } from '../../../test/render';
import { importErrorText, ItemSheetButtons } from './ItemSheetButtons';

const xlsx = () => new File([new Uint8Array([0x50, 0x4b, 3, 4])], '餐點.xlsx');

function chooseFile(file: File) {
  fireEvent.change(document.querySelector('input[type="file"]') as HTMLInputElement, { target: { files: [file] } });
}

describe('spreadsheet export and import', () => {
  it('writes a row error with its row number and column', () => {
    expect(importErrorText({ row: 3, column: '價格', message: '餐點價格不可小於0' })).toBe('第 3 列（價格）：餐點價格不可小於0');
    expect(importErrorText({ row: 1, column: null, message: '檔案標題列不正確' })).toBe('第 1 列：檔案標題列不正確');
  });

  it('uploads the file and reports what was imported', async () => {
    const api = stubApi({ 'POST /api/back/item/import': () => ok({ created: 2, updated: 3 }) });
    renderWithProviders(<ItemSheetButtons storeId={1} categoryId={null} />);
    chooseFile(xlsx());
    await expectToast('匯入成功：新增 2 筆，更新 3 筆');
    const [call] = api.callsTo('POST', '/back/item/import');
    expect(call?.query.get('storeId')).toBe('1');
    expect((call?.body as FormData).get('file')).toBeInstanceOf(File);
  });

  it('lists every row error of a refused file', async () => {
    const errors = [
      { row: 2, column: '價格', message: '餐點價格須為數字' },
      { row: 5, column: '分類', message: '分類不存在' },
    ];
    stubApi({ 'POST /api/back/item/import': () => ({ ...httpError(400, importFailedMessage(2)), envelope: { status: false, message: importFailedMessage(2), data: errors } }) });
    renderWithProviders(<ItemSheetButtons storeId={1} categoryId={null} />);
    chooseFile(xlsx());
    const list = await screen.findByRole('list', { name: '匯入錯誤' });
    expect(list.textContent).toContain('第 2 列（價格）：餐點價格須為數字');
    expect(list.textContent).toContain('第 5 列（分類）：分類不存在');
    expect(screen.getByText(`${importFailedMessage(2)}，檔案未匯入，請修正後重新匯入。`)).toBeTruthy();
  });

  it('downloads the export of the chosen category', async () => {
    const requested: string[] = [];
    const clicked: string[] = [];
    const original = HTMLAnchorElement.prototype.click;
    HTMLAnchorElement.prototype.click = function (this: HTMLAnchorElement) {
      clicked.push(this.download);
    };
    globalThis.fetch = (async (input: RequestInfo | URL) => {
      requested.push(String(input));
      return new Response(new Blob(['xlsx']), { headers: { 'Content-Disposition': 'attachment; filename="menu.xlsx"' } });
    }) as typeof fetch;
    try {
      renderWithProviders(<ItemSheetButtons storeId={1} categoryId={10} />);
      fireEvent.click(screen.getByRole('button', { name: '匯出' }));
      await waitFor(() => expect(clicked).toEqual(['menu.xlsx']));
      expect(requested).toEqual(['/api/back/item/export?storeId=1&categoryId=10']);
    } finally {
      HTMLAnchorElement.prototype.click = original;
    }
  });
});
