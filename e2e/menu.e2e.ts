// The menu journey of issue 4 (store operations sections 2, 4, 5): a store builds a category, a taste group
// (least 1, most 2), items using it, a combo; drags the items into a new order and saves it; marks an item
// sold out; exports the category to .xlsx and imports that very file back.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { Browser, BrowserContext, Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { launchBrowser, newPage, signIn, WIDE } from './support/browser.js';

const CATEGORY = '季節飲品';
const TASTE = '配料';
const FIRST_ITEM = '黑糖鮮奶';
const SECOND_ITEM = '蜂蜜檸檬綠';
const COMBO = '午間套餐';

let browser: Browser;
let context: BrowserContext;
let page: Page;
let downloads: string;

beforeAll(async () => {
  browser = await launchBrowser();
  ({ context, page } = await newPage(browser, WIDE));
  downloads = mkdtempSync(path.join(tmpdir(), 'diancan-menu-e2e-'));
  await signIn(page, 'store');
  await page.waitForURL((url) => url.pathname !== '/login');
});

afterAll(async () => {
  await context?.close();
  await browser?.close();
  rmSync(downloads, { recursive: true, force: true });
});

async function expectToast(text: string | RegExp): Promise<void> {
  await expect.poll(() => page.locator('[data-toast]').filter({ hasText: text }).count()).toBeGreaterThan(0);
}

function dialog(): Locator {
  return page.getByRole('dialog');
}

/** Picks an option of a Mantine Select or MultiSelect by its label. */
async function choose(field: Locator, option: string | RegExp): Promise<void> {
  await field.click();
  await page.getByRole('option', { name: option }).click();
}

function itemTable(): Locator {
  return page.getByRole('table', { name: '餐點列表' });
}

/** The item names in the table, top to bottom (read from each row's checkbox, there in every mode). */
async function itemNames(): Promise<string[]> {
  const labels = await itemTable().locator('tbody tr[data-row-id] input[aria-label^="選取 "]').evaluateAll((boxes) =>
    boxes.map((box) => box.getAttribute('aria-label') ?? ''),
  );
  return labels.map((label) => label.replace(/^選取 /, ''));
}

async function openMenuPage(tab: string, heading: string): Promise<void> {
  await page.goto('/menu-manage/meals');
  await page.getByRole('tab', { name: tab }).click();
  await page.getByRole('heading', { name: heading }).waitFor();
}

async function addItem(name: string, price: string): Promise<void> {
  await page.getByRole('button', { name: '新增餐點' }).click();
  await page.waitForURL('**/menu-manage/meal/editor**');
  // exact names: right after the URL changes the list page (with its 搜尋餐點名稱 box) may still be on screen
  await page.getByRole('textbox', { name: '餐點名稱', exact: true }).fill(name);
  await page.getByRole('textbox', { name: '價格', exact: true }).fill(price);
  await expect.poll(() => page.getByRole('combobox', { name: '分類' }).inputValue()).toBe(CATEGORY);
  await choose(page.getByRole('combobox', { name: '口味' }), new RegExp(`^${TASTE}`));
  await page.getByRole('button', { name: '儲存' }).click();
  await expectToast('新增成功');
  await page.waitForURL('**/menu-manage/meals');
  await itemTable().getByText(name, { exact: true }).waitFor();
}

it('a store builds, sorts, sells out, exports and re-imports its menu', async () => {
  // ---- a category -------------------------------------------------------------------------
  await openMenuPage('分類', '分類');
  await page.getByRole('button', { name: '新增分類' }).click();
  await dialog().getByLabel('分類名稱').fill(CATEGORY);
  await dialog().getByRole('button', { name: '確認' }).click();
  await expectToast('新增成功');
  await page.getByRole('table', { name: '分類列表' }).getByText(CATEGORY, { exact: true }).waitFor();

  // ---- a taste group: least 1, most 2 ------------------------------------------------------
  await page.getByRole('tab', { name: '口味' }).click();
  await page.getByRole('button', { name: '新增口味' }).click();
  await dialog().getByLabel('口味名稱').fill(TASTE);
  await dialog().getByLabel('選項 1 名稱').fill('珍珠');
  await dialog().getByLabel('選項 1 價格').fill('10');
  await dialog().getByRole('button', { name: '新增選項' }).click();
  await dialog().getByLabel('選項 2 名稱').fill('椰果');
  await dialog().getByLabel('選項 2 價格').fill('5');
  await dialog().getByRole('button', { name: '新增選項' }).click();
  await dialog().getByLabel('選項 3 名稱').fill('仙草');
  await dialog().getByRole('checkbox', { name: '不限' }).click();
  await dialog().getByRole('button', { name: '增加最多可選項' }).click();
  await dialog().getByRole('button', { name: '確認' }).click();
  await expectToast('新增成功');
  const tasteRow = page.getByRole('table', { name: '口味列表' }).locator('tr', { hasText: TASTE });
  await expect.poll(() => tasteRow.textContent()).toContain('最少 1 ／ 最多 2');

  // ---- two items with it, in the new category ----------------------------------------------
  await page.getByRole('tab', { name: '餐點' }).click();
  await choose(page.getByRole('combobox', { name: '分類' }), CATEGORY);
  await addItem(FIRST_ITEM, '55');
  await addItem(SECOND_ITEM, '45');
  expect(await itemNames()).toEqual([FIRST_ITEM, SECOND_ITEM]);

  // ---- a combo of one drink, then offered on the first item ---------------------------------
  await page.getByRole('tab', { name: '升級' }).click();
  await page.getByRole('button', { name: '新增套餐' }).click();
  await dialog().getByLabel('套餐名稱').fill(COMBO);
  await dialog().getByLabel('套餐價格').fill('39');
  await dialog().getByLabel('群組 1 名稱').fill('飲料');
  await choose(dialog().getByRole('combobox', { name: '群組 1 餐點' }), new RegExp(`^${SECOND_ITEM}`));
  await page.keyboard.press('Escape');
  await dialog().getByLabel(`${SECOND_ITEM} 加價`).fill('10');
  await dialog().getByRole('button', { name: '確認' }).click();
  await expectToast('新增成功');
  await page.getByRole('table', { name: '套餐列表' }).getByText(COMBO, { exact: true }).waitFor();

  await page.getByRole('tab', { name: '餐點' }).click();
  await page.getByRole('button', { name: `編輯 ${FIRST_ITEM}` }).click();
  await page.waitForURL('**/menu-manage/meal/editor?id=*');
  await choose(page.getByRole('combobox', { name: '套餐' }), new RegExp(`^${COMBO}`));
  await page.getByRole('button', { name: '儲存' }).click();
  await expectToast('編輯成功');
  await page.getByRole('button', { name: `展開 ${FIRST_ITEM}` }).click();
  await page.getByText(`口味：${TASTE}`).waitFor();
  await page.getByText(`套餐：${COMBO}`).waitFor();

  // ---- drag the second item above the first, save, and find the order after a reload ----------
  await page.getByRole('button', { name: '排序', exact: true }).click();
  const handle = page.getByRole('button', { name: `拖曳排序 ${SECOND_ITEM}` });
  const target = page.getByRole('button', { name: `拖曳排序 ${FIRST_ITEM}` });
  const from = await handle.boundingBox();
  const to = await target.boundingBox();
  if (!from || !to) throw new Error('drag handles are not on screen');
  await page.mouse.move(from.x + from.width / 2, from.y + from.height / 2);
  await page.mouse.down();
  await page.mouse.move(from.x + from.width / 2, from.y + from.height / 2 - 8, { steps: 4 });
  await page.mouse.move(to.x + to.width / 2, to.y + to.height / 2 - 6, { steps: 12 });
  await page.mouse.up();
  await expect.poll(itemNames).toEqual([SECOND_ITEM, FIRST_ITEM]);
  // dnd-kit stops every click for 50 ms after a drop (so the dropped row is not clicked as well): no person clicks
  // that fast, a script does. Press 儲存排序 until the sort mode ends (saving the same order twice is harmless).
  const saveSort = page.getByRole('button', { name: '儲存排序' });
  await expect
    .poll(
      async () => {
        if (await saveSort.isVisible()) await saveSort.click({ timeout: 1_000 }).catch(() => undefined);
        return saveSort.isVisible();
      },
      { timeout: 30_000, interval: 500 },
    )
    .toBe(false);
  await expectToast('排序操作成功');
  await page.reload();
  await itemTable().getByText(FIRST_ITEM, { exact: true }).waitFor();
  expect(await itemNames()).toEqual([SECOND_ITEM, FIRST_ITEM]);

  // ---- sold out --------------------------------------------------------------------------
  await page.getByRole('button', { name: `調整庫存 ${FIRST_ITEM}` }).click();
  const forSale = dialog().getByRole('switch', { name: '供應狀態' });
  await expect.poll(() => forSale.isChecked()).toBe(true);
  await dialog().getByText('正常供應', { exact: true }).waitFor();
  // Not forced: the click waits for the modal to stand still (a forced click takes its point at once, maybe mid-transition).
  await forSale.click();
  await dialog().getByText('售完', { exact: true }).waitFor();
  await dialog().getByRole('button', { name: '確認' }).click();
  await expectToast('編輯庫存成功');
  await page.getByRole('button', { name: `調整庫存 ${FIRST_ITEM}` }).getByText('售完').waitFor();

  // ---- export the category, then import that very file back --------------------------------
  const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: '匯出' }).click()]);
  expect(download.suggestedFilename()).toMatch(/\.xlsx$/);
  const file = path.join(downloads, download.suggestedFilename());
  await download.saveAs(file);
  const [chooser] = await Promise.all([page.waitForEvent('filechooser'), page.getByRole('button', { name: '匯入' }).click()]);
  await chooser.setFiles(file);
  // the file names its rows by id: importing it back updates them and adds nothing
  await expectToast(/^匯入成功：新增 0 筆，更新 2 筆$/);
  await page.reload();
  await itemTable().getByText(FIRST_ITEM, { exact: true }).waitFor();
  expect(await itemNames()).toEqual([SECOND_ITEM, FIRST_ITEM]);
  await page.getByRole('button', { name: `調整庫存 ${FIRST_ITEM}` }).getByText('售完').waitFor();
});
