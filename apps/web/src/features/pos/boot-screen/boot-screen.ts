/**
 * The counter's first screen before the app (issue 15, docs/counter-speed.md, decision 0007).
 *
 * On a cold load of /store-pos the app's JavaScript takes a second or more of a slow counter PC's main thread
 * before React paints, while the menu head that boot.ts sent ahead (lib/boot-reads.ts) is in after a few hundred
 * milliseconds. So boot.ts draws the first category's items from that answer at once, with the POS's own card styles
 * and layout, over the app being built underneath: the cashier can tap items from the first moment. Each tap is kept
 * here, in order; when the app's POS screen is ready it closes this screen in the same commit that paints its own
 * grid and puts the taps in the cart through the same handler as a tap on its grid (stock and sold-out checks
 * included). Anything else the app shows first (the login page, another page, an error, a narrow screen) closes it
 * and drops the taps: there is no cart to put them in.
 *
 * An item with something to choose (taste groups, upgrades) opens the app's detail dialog once the app is there, as a
 * tap on its grid does; the first screen then takes no more taps. Nothing else on this screen is a control: the
 * header, categories and cart are drawn as frames and come alive with the app.
 * This module is bundled into boot.ts (vite.config.ts): it imports no React, no Mantine and no schema.
 */
import type { PosItem, PosMenu } from '@diancan/core/contracts/pos-menu';
import { WIDE_SCREEN_PX } from '@diancan/core/constants';
import { MSG } from '@diancan/core/messages';
import { formatCents } from '@diancan/core/money';
import { BRAND_COLORS, fontSizeSteps, STORE_HEADER_HEIGHT } from '../../../lib/look';
import posClasses from '../components/pos.module.css';
import { indexMenu, isSoldOut, itemCardLabel, LOW_STOCK_LEFT, needsDetail, stockLeft } from '../menu-index';
import classes from './boot-screen.module.css';
import { bootScreenState, closeBootScreen, SCREEN_ID, type PosBootHints } from './handover';

/** If the app has not taken over by then, something failed to load: the screen must not hide what the app shows. */
const GIVE_UP_MS = 30_000;

/**
 * boot.ts: draws the screen when the menu head's answer is in (nothing when it failed or the app came first). Settles
 * once it is drawn or will not be.
 */
export async function showBootScreen(answer: Promise<Response>, hints: Partial<PosBootHints> | undefined): Promise<void> {
  if (window.innerWidth <= WIDE_SCREEN_PX) return;
  try {
    const response = await answer;
    const menu = menuOf(response.ok ? await response.json() : null);
    if (!menu) return;
    // boot.ts runs from the page's head: the body may still be on its way.
    await bodyParsed();
    if (bootScreenState().closed) return;
    document.body.append(drawScreen(menu, hints ?? {}));
    setTimeout(closeBootScreen, GIVE_UP_MS);
  } catch {
    // No answer (offline, server down): the app starts as it would without this screen.
  }
}

function bodyParsed(): Promise<void> {
  if (document.body) return Promise.resolve();
  return new Promise((resolve) => document.addEventListener('DOMContentLoaded', () => resolve(), { once: true }));
}

/**
 * The menu out of the answer's envelope, checked for the fields this screen reads. By hand, not with the contract's
 * zod schema: loading zod here would cost what this screen saves. The app checks the same answer with the schema.
 */
function menuOf(body: unknown): PosMenu | null {
  const data = (body as { status?: unknown; data?: Partial<PosMenu> } | null)?.data;
  if ((body as { status?: unknown } | null)?.status !== true || !data) return null;
  const { categories, optionGroups, upgrades, remarks } = data;
  if (!Array.isArray(categories) || !Array.isArray(optionGroups) || !Array.isArray(upgrades) || !Array.isArray(remarks)) return null;
  const wellFormed = categories.every(
    (category) => typeof category?.id === 'number' && typeof category.name === 'string' && Array.isArray(category.items) && category.items.every(isItem),
  );
  return wellFormed && categories.length > 0 ? (data as PosMenu) : null;
}

function isItem(item: PosItem | undefined): boolean {
  return (
    typeof item?.id === 'number' &&
    typeof item.name === 'string' &&
    typeof item.price === 'number' &&
    typeof item.availableForSale === 'boolean' &&
    (item.availableQuantity === null || typeof item.availableQuantity === 'number') &&
    Array.isArray(item.optionGroupIds) &&
    Array.isArray(item.upgradeIds)
  );
}

function element<K extends keyof HTMLElementTagNameMap>(tag: K, className: string, text?: string): HTMLElementTagNameMap[K] {
  const node = document.createElement(tag);
  node.className = className;
  if (text !== undefined) node.textContent = text;
  return node;
}

function drawScreen(menu: PosMenu, hints: Partial<PosBootHints>): HTMLElement {
  const screen = element('div', classes.screen ?? '');
  screen.id = SCREEN_ID;
  screen.setAttribute('aria-busy', 'true');
  // The theme's values, which Mantine sets only once it runs (set through the CSSOM: the CSP allows no inline style).
  BRAND_COLORS.forEach((color, shade) => screen.style.setProperty(`--mantine-color-brand-${shade}`, color));
  if (typeof hints.fontPx === 'number') {
    for (const [step, size] of Object.entries(fontSizeSteps(hints.fontPx))) screen.style.setProperty(`--mantine-font-size-${step}`, `${size}px`);
  }

  const header = element('div', classes.header ?? '', typeof hints.storeName === 'string' ? hints.storeName : '');
  header.style.height = `${STORE_HEADER_HEIGHT}px`;

  const categories = element('div', `${posClasses.column} ${posClasses.scroll}`);
  menu.categories.forEach((category, position) => {
    const label = element('div', posClasses.categoryButton ?? '', category.name);
    if (position === 0) label.dataset.active = '';
    categories.append(label);
  });

  const grid = element('div', posClasses.itemGrid ?? '');
  grid.setAttribute('role', 'list');
  grid.setAttribute('aria-label', '餐點');
  const index = indexMenu(menu);
  for (const item of menu.categories[0]?.items ?? []) {
    const cell = element('div', '');
    cell.setAttribute('role', 'listitem');
    cell.style.display = 'contents';
    cell.append(drawCard(item, needsDetail(index, item)));
    grid.append(cell);
  }
  const gridScroll = element('div', posClasses.scroll ?? '');
  gridScroll.append(grid);
  const items = element('div', `${posClasses.column} ${classes.items}`);
  items.append(element('div', classes.searchRow ?? ''), gridScroll);

  const layout = element('div', posClasses.layout ?? '');
  layout.append(categories, items, element('div', posClasses.cartPanel ?? ''));
  const main = element('div', classes.main ?? '');
  main.append(layout);
  screen.append(header, main);
  return screen;
}

/** One card as ItemCard draws it; a tap is kept for the app and counted on the card. */
function drawCard(item: PosItem, hasChoices: boolean): HTMLButtonElement {
  const soldOut = isSoldOut(item);
  const card = element('button', posClasses.itemCard ?? '');
  card.type = 'button';
  card.disabled = soldOut;
  if (soldOut) card.dataset.soldOut = '';
  card.setAttribute('aria-label', itemCardLabel(item));
  const footer = element('div', posClasses.itemFooter ?? '');
  const left = element('span', classes.left ?? '');
  const count = element('span', classes.badge ?? '');
  count.hidden = true;
  if (soldOut) {
    const badge = element('span', classes.badge ?? '', MSG.STOCK_OFF);
    badge.dataset.soldOut = '';
    footer.append(badge);
  } else footer.append(left, count);
  card.append(element('span', classes.name ?? '', item.name), element('span', classes.price ?? '', formatCents(item.price)), footer);

  let tapped = 0;
  const showStock = () => {
    const remaining = stockLeft(item, tapped);
    if (remaining === null) return;
    left.textContent = `剩 ${remaining}`;
    left.toggleAttribute('data-low', remaining <= LOW_STOCK_LEFT);
    // No more than the stock: the app would refuse the extra taps anyway.
    if (remaining === 0) card.disabled = true;
  };
  showStock();
  card.addEventListener('click', () => {
    const current = bootScreenState();
    if (card.disabled || current.closed || current.choosing) return;
    current.taps.push(item.id);
    if (hasChoices) {
      // Its dialog opens with the app: the screen waits for it, the tapped card marked.
      current.choosing = true;
      card.dataset.inCart = '';
      card.setAttribute('aria-busy', 'true');
      card.closest(`#${SCREEN_ID}`)?.classList.add(classes.choosing ?? '');
      return;
    }
    tapped += 1;
    count.hidden = false;
    count.textContent = String(tapped);
    count.setAttribute('aria-label', `已點 ${tapped}`);
    card.dataset.inCart = '';
    showStock();
  });
  return card;
}
