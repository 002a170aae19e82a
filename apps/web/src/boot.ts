/**
 * The first script index.html runs (a separate entry, loaded `async` ahead of the app's files): on a cold load of the
 * counter it sends the reads the counter's last start sent, so their answers are under way while the app's
 * JavaScript is still downloading (lib/boot-reads.ts, issue 15).
 */
import { sendBootReads } from './lib/boot-reads';

sendBootReads();
