/**
 * The first script index.html runs (a separate entry, written into the page by vite.config.ts, so it runs while the
 * page is parsed, ahead of the app's files): on a cold load of the
 * counter it sends the reads the counter's last start sent, so their answers are under way while the app's
 * JavaScript is still downloading (lib/boot-reads.ts), and draws the counter's first screen from the menu head's
 * answer, on which items can be tapped before the app has arrived (features/pos/boot-screen; issue 15). Then it
 * starts the app (vite.config.ts takes the app's module script out of the page and names it here).
 */
import { showBootScreen } from './features/pos/boot-screen/boot-screen';
import { POS_MENU_HEAD_READ, type PosBootHints } from './features/pos/boot-screen/handover';
import { sendBootReads } from './lib/boot-reads';

/**
 * The app's code is downloaded and compiled meanwhile (modulepreload), but runs only once the first screen is drawn:
 * its evaluation holds the page's one thread for a second on a slow counter PC, and the first screen would wait
 * behind it. The app needs the same answer for its own first screen, so it loses only the overlap, never more than
 * this.
 */
const MOST_APP_WAIT_MS = 1_000;

const appSource = (document.currentScript as HTMLScriptElement | null)?.dataset.app;

function startApp(): void {
  if (!appSource || document.querySelector(`script[src="${appSource}"]`)) return;
  const app = document.createElement('script');
  app.type = 'module';
  app.crossOrigin = '';
  app.src = appSource;
  document.head.append(app);
}

let firstScreen: Promise<void> = Promise.resolve();
try {
  const sent = sendBootReads<Partial<PosBootHints>>();
  const menuHead = sent?.labelled.get(POS_MENU_HEAD_READ);
  if (menuHead) firstScreen = showBootScreen(menuHead, sent?.hints);
} finally {
  // Whatever happened above, the app starts.
  void Promise.race([firstScreen, new Promise((resolve) => setTimeout(resolve, MOST_APP_WAIT_MS))]).finally(startApp);
}
