/**
 * The first script index.html runs (a separate entry, loaded `async` ahead of the app's files): on a cold load of the
 * counter it sends the reads the counter's last start sent, so their answers are under way while the app's
 * JavaScript is still downloading (lib/boot-reads.ts), and draws the counter's first screen from the menu head's
 * answer, on which items can be tapped before the app has arrived (features/pos/boot-screen; issue 15).
 */
import { showBootScreen } from './features/pos/boot-screen/boot-screen';
import { POS_MENU_HEAD_READ, type PosBootHints } from './features/pos/boot-screen/handover';
import { sendBootReads } from './lib/boot-reads';

const sent = sendBootReads<Partial<PosBootHints>>();
const menuHead = sent?.labelled.get(POS_MENU_HEAD_READ);
if (menuHead) showBootScreen(menuHead, sent?.hints);
