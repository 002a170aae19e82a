import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { showBootScreen } from './boot-screen';
import { bootScreenState, closeBootScreen, SCREEN_ID } from './handover';

/** The counter's first screen, drawn from the menu head before the app (boot.ts), and its hand-over to the app. */

const item = (id: number, name: string, extra: Record<string, unknown> = {}) => ({
  id, categoryId: 1, name, price: 4_000, imageFileId: null, description: '', mobileEnabled: true, printAreaIds: [],
  optionGroupIds: [], upgradeIds: [], availableForSale: true, availableQuantity: null, ...extra,
});
const HEAD = {
  categories: [
    { id: 1, name: '主食', printTag: false, kitchenAreaId: null, printAreaIds: [], items: [item(10, '滷肉飯'), item(11, '牛肉麵', { optionGroupIds: [5] }), item(12, '炒飯', { availableForSale: false }), item(13, '雞腿便當', { availableQuantity: 2 })] },
    { id: 2, name: '飲料', printTag: true, kitchenAreaId: null, printAreaIds: [], items: [] },
  ],
  optionGroups: [{ id: 5, name: '辣度' }],
  upgrades: [],
  remarks: [],
  kitchenAreas: [],
  printAreas: [],
  complete: false,
};

const answer = (body: unknown, status = 200) => Promise.resolve(new Response(JSON.stringify(body), { status }));
const screen = () => document.getElementById(SCREEN_ID);
const card = (name: string) => [...document.querySelectorAll<HTMLButtonElement>(`#${SCREEN_ID} [role="list"] button`)].find((button) => button.getAttribute('aria-label')?.startsWith(`${name} `));

async function drawn(): Promise<void> {
  for (let tries = 0; tries < 50 && !screen(); tries++) await new Promise((resolve) => setTimeout(resolve, 5));
}

beforeEach(() => {
  closeBootScreen();
  Object.assign(bootScreenState(), { closed: false, taps: [], choosing: false });
});

afterEach(() => closeBootScreen());

describe('the counter’s first screen', () => {
  it('draws the first category’s items with the store header and takes taps in order, up to the stock', async () => {
    showBootScreen(answer({ status: true, message: null, data: HEAD }), { fontPx: 20, storeName: '示範餐廳 信義店' });
    await drawn();
    expect(screen()?.textContent).toContain('示範餐廳 信義店');
    expect(screen()?.style.getPropertyValue('--mantine-font-size-md')).toBe('20px');
    expect(document.querySelectorAll(`#${SCREEN_ID} [role="listitem"]`)).toHaveLength(4);
    expect(card('炒飯')?.disabled).toBe(true);
    expect(card('炒飯')?.getAttribute('aria-label')).toBe('炒飯 NT$40 售完');

    card('滷肉飯')?.click();
    card('雞腿便當')?.click();
    card('滷肉飯')?.click();
    expect(card('滷肉飯')?.querySelector('[aria-label="已點 2"]')).not.toBeNull();
    card('雞腿便當')?.click();
    expect(card('雞腿便當')?.disabled).toBe(true);
    card('雞腿便當')?.click();
    expect(card('雞腿便當')?.textContent).toContain('剩 0');

    expect(closeBootScreen()).toEqual([10, 13, 10, 13]);
    expect(screen()).toBeNull();
    expect(closeBootScreen()).toEqual([]);
  });

  it('takes no tap after an item with something to choose (its dialog opens with the app)', async () => {
    showBootScreen(answer({ status: true, message: null, data: HEAD }), {});
    await drawn();
    card('滷肉飯')?.click();
    card('牛肉麵')?.click();
    card('滷肉飯')?.click();
    expect(card('牛肉麵')?.getAttribute('aria-busy')).toBe('true');
    expect(closeBootScreen()).toEqual([10, 11]);
  });

  it('draws nothing for a failed or malformed answer, or when the app closed it first', async () => {
    showBootScreen(answer({ status: false, message: '請先登入', data: null }, 401), {});
    showBootScreen(answer({ status: true, message: null, data: { ...HEAD, categories: [{ id: 1, name: '主食', items: [{ id: '10' }] }] } }), {});
    showBootScreen(Promise.reject(new TypeError('Failed to fetch')), {});
    await new Promise((resolve) => setTimeout(resolve, 30));
    expect(screen()).toBeNull();

    closeBootScreen();
    showBootScreen(answer({ status: true, message: null, data: HEAD }), {});
    await new Promise((resolve) => setTimeout(resolve, 30));
    expect(screen()).toBeNull();
  });
});
