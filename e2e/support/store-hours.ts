import type { Page } from 'playwright-core';

/**
 * Opens the signed-in store around the clock (every weekday 00:00-00:00, no breaks, no closed days) through
 * updateStoreBusinessAndRestTime. The demo stores keep an eatery's hours (README), so a journey that needs
 * 營業中 (self-ordering takes orders only then) sets it first instead of depending on the hour CI runs at.
 */
export async function openAroundTheClock(page: Page): Promise<void> {
  const { storeId, xsrfToken } = await page.evaluate(() => {
    const stored = JSON.parse(localStorage.getItem('diancan-session') ?? '{}') as { state?: { storeId: number; xsrfToken: string } };
    return { storeId: stored.state?.storeId ?? 0, xsrfToken: stored.state?.xsrfToken ?? '' };
  });
  const weekly = [1, 2, 3, 4, 5, 6, 7].map((weekday) => ({ weekday, open: true, start: '00:00', end: '00:00', rests: [] }));
  const reply = await page.request.put('/api/back/account/updateStoreBusinessAndRestTime', {
    headers: { 'X-CSRF-TOKEN': xsrfToken, 'X-SID': String(storeId) },
    data: { storeId, businessSwitch: true, weekly, closedDays: [] },
  });
  if (!reply.ok()) throw new Error(`opening the store failed: ${reply.status()} ${await reply.text()}`);
}
