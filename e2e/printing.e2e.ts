// Printing from the browser (issue 16): 出單設定 names a Bluetooth printer, the header shows its dot and the
// connection modal, the printer connects through a stubbed navigator.bluetooth (no radio here) that records each
// GATT write, and the settings' test page arrives as Big5 ESC/POS bytes in writes of at most 48 bytes.
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { launchBrowser, newPage, signIn, WIDE } from './support/browser.js';

let browser: Browser;
let context: BrowserContext;
let page: Page;

/** A BLE printer as Web Bluetooth shows it: service 0x18F0, characteristic 0x2AF1; `__failNextConnect` refuses once. */
function stubBluetooth(): void {
  const win = window as unknown as { __printerWrites: number[][]; __bluetoothAsked: unknown[]; __failNextConnect: boolean };
  win.__printerWrites = [];
  win.__bluetoothAsked = [];
  win.__failNextConnect = false;
  const characteristic = {
    properties: { write: true, writeWithoutResponse: false },
    writeValueWithResponse: async (value: ArrayBuffer | ArrayBufferView) => {
      const view = ArrayBuffer.isView(value) ? new Uint8Array(value.buffer, value.byteOffset, value.byteLength) : new Uint8Array(value);
      win.__printerWrites.push([...view]);
    },
  };
  const bluetooth = {
    requestDevice: async (options: unknown) => {
      win.__bluetoothAsked.push(options);
      if (win.__failNextConnect) {
        win.__failNextConnect = false;
        throw new DOMException('User cancelled the requestDevice() chooser.', 'NotFoundError');
      }
      const device = Object.assign(new EventTarget(), { id: 'stub-printer', name: 'BlueTooth Printer', gatt: null as unknown });
      const server = {
        connected: true,
        connect: async () => server,
        disconnect: () => {
          server.connected = false;
          device.dispatchEvent(new Event('gattserverdisconnected'));
        },
        getPrimaryService: async (service: number) => {
          if (service !== 0x18f0) throw new DOMException('No Services matching UUID found', 'NotFoundError');
          return {
            getCharacteristic: async (id: number) => {
              if (id !== 0x2af1) throw new DOMException('No Characteristics matching UUID found', 'NotFoundError');
              return characteristic;
            },
          };
        },
      };
      device.gatt = server;
      return device;
    },
  };
  Object.defineProperty(Navigator.prototype, 'bluetooth', { configurable: true, get: () => bluetooth });
}

beforeAll(async () => {
  browser = await launchBrowser();
  ({ context, page } = await newPage(browser, WIDE));
  await context.addInitScript(stubBluetooth);
  await signIn(page, 'store');
  await page.waitForURL('**/store-pos');
}, 60_000);

afterAll(async () => {
  await context?.close();
  await browser?.close();
});

const toast = (text: string) => page.locator('[data-toast]').filter({ hasText: text }).first();
const dot = (slot: string) => page.getByRole('banner').locator(`[data-printer="${slot}"]`);

it('pairs a Bluetooth printer from the header and prints the test page in 48-byte Big5 writes', async () => {
  // The demo stores print through a printer box: this store moves to a Bluetooth printer in the browser.
  await page.goto('/account-manage/print-set');
  await page.getByRole('heading', { name: '出單設定' }).waitFor();
  await page.getByText('藍芽出單機（瀏覽器）').click();
  await page.getByLabel('出單機 1 名稱').fill('BlueTooth Printer');
  await page.getByRole('button', { name: '儲存' }).click();
  await toast('出單設定已儲存').waitFor();
  await dot('POS').waitFor();
  expect(await dot('POS').getAttribute('data-status')).toBe('OFFLINE');

  // The modal: a refused chooser says 藍芽連接失敗 and locks the retry for 10 s.
  await page.getByRole('button', { name: '出單機連線' }).click();
  const modal = page.getByRole('dialog', { name: '出單機連線' });
  await modal.waitFor();
  await expect(modal.getByText('網頁版藍芽不支援標籤機列印').count()).resolves.toBe(1);
  await page.evaluate(() => ((window as unknown as { __failNextConnect: boolean }).__failNextConnect = true));
  await modal.getByRole('button', { name: '連接出單機 2' }).click();
  await toast('藍芽連接失敗').waitFor();
  await modal.getByText(/請稍候 \d+ 秒/).waitFor();
  expect(await modal.getByRole('button', { name: '連接出單機 2' }).isDisabled()).toBe(true);

  await modal.getByRole('button', { name: '連接出單機 1' }).click();
  await toast('出單機 1 出單機連結成功').waitFor();
  await page.waitForFunction(() => document.querySelector('header [data-printer="POS"]')?.getAttribute('data-status') === 'ONLINE');
  const asked = await page.evaluate(() => (window as unknown as { __bluetoothAsked: unknown[] }).__bluetoothAsked);
  expect(asked.at(-1)).toEqual({ filters: [{ services: [6384] }], optionalServices: [6384] });
  await page.keyboard.press('Escape');

  await page.getByRole('button', { name: '列印測試頁' }).first().click();
  await page.getByRole('dialog', { name: '列印預覽' }).getByRole('document').waitFor();
  await page.waitForFunction(() => (window as unknown as { __printerWrites: number[][] }).__printerWrites.length > 0);
  const writes = await page.evaluate(() => (window as unknown as { __printerWrites: number[][] }).__printerWrites);
  expect(writes.every((write) => write.length <= 48)).toBe(true);
  expect(writes.slice(0, -1).every((write) => write.length === 48)).toBe(true);
  const text = new TextDecoder('big5').decode(Uint8Array.from(writes.flat()));
  expect(text).toContain('出單機 1 BlueTooth Printer');
  expect(text).toContain('滷肉飯');
  const preview = await page.getByRole('dialog', { name: '列印預覽' }).getByRole('document').innerText();
  expect(preview.replace(/\s+/g, '')).toContain('出單機1BlueToothPrinter'.replace(/\s+/g, ''));
}, 60_000);
