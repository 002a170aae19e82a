/**
 * The counter's first reads, sent before the app's code has arrived (issue 15, bench:web, docs/counter-speed.md).
 *
 * Opened cold, the POS cannot ask for anything until its ~1 MB of JavaScript is downloaded and evaluated (~300 ms on
 * top of HTML on a counter PC), and the menu's answer then arrives ~300 ms after the page was ready for it. So the
 * reads the counter's start sent (app/pos-boot.ts: the session check, the store config, the menu head) are written
 * down here, URL and headers, and the next cold load of the same page sends them again from `boot.ts`, a tiny script
 * index.html loads first, while the app's files are still on the way. The app's HTTP client takes such an answer
 * instead of asking again when it would send the very same request (same URL, same headers: same session, same
 * store); anything else it asks for afresh, and an answer nobody took is dropped.
 *
 * Nothing here knows an API path: the list is what the app itself asked for last time, so it cannot drift from the
 * app. No imports: `boot.ts` must be tiny and must not wait for any other file.
 */

/** localStorage: the reads the counter's last cold start sent. */
export const BOOT_READS_KEY = 'diancan-boot-reads';
/** An answer sent ahead that the app has not taken by then is dropped (the app then asks for itself). */
const UNCLAIMED_MS = 30_000;
/** Only a handful of reads is ever replayed. */
const MAX_READS = 6;

interface BootRead {
  url: string;
  headers: [string, string][];
  /** What the page's start called this read (`labelBootReads`), for a first screen drawn from its answer. */
  label?: string;
}

interface BootReads<Hints = unknown> {
  /** The page whose start sent them (its path). */
  page: string;
  reads: BootRead[];
  /** What the page's start wrote down beside them for its first screen (features/pos/boot-screen). */
  hints?: Hints;
}

/** What `sendBootReads` sent: the list's hints, and each labelled read's answer (a clone: the app reads its own). */
export interface SentBootReads<Hints = unknown> {
  hints: Hints | undefined;
  labelled: Map<string, Promise<Response>>;
}

/** Where `boot.ts` leaves the answers it asked for, for the HTTP client (a global: the two are separate scripts). */
const SENT_AHEAD = '__diancanBootReads';
type SentAhead = Map<string, Promise<Response>>;
type WithSentAhead = typeof globalThis & { [SENT_AHEAD]?: SentAhead };

/** The request's identity: method GET, its URL and every header it sends. */
function signature(url: string, headers: Iterable<[string, string]>): string {
  const sorted = [...headers].map(([name, value]) => `${name.toLowerCase()}:${value}`).sort();
  return `${url}\n${sorted.join('\n')}`;
}

function readList(): BootReads | null {
  try {
    const raw = localStorage.getItem(BOOT_READS_KEY);
    const list = raw ? (JSON.parse(raw) as BootReads) : null;
    return list && typeof list.page === 'string' && Array.isArray(list.reads) ? list : null;
  } catch {
    return null;
  }
}

/** boot.ts: on a cold load of the page the list was written for, sends its reads at once. */
export function sendBootReads<Hints>(): SentBootReads<Hints> | null {
  const list = readList() as BootReads<Hints> | null;
  if (!list || list.page !== location.pathname) return null;
  const sent: SentAhead = new Map();
  const labelled = new Map<string, Promise<Response>>();
  for (const read of list.reads.slice(0, MAX_READS)) {
    if (typeof read.url !== 'string' || !read.url.startsWith('/api/')) continue;
    const answer = fetch(read.url, { method: 'GET', headers: read.headers, credentials: 'same-origin' });
    // Whoever takes it handles a failure; one nobody takes is not an unhandled rejection.
    answer.catch(() => undefined);
    sent.set(signature(read.url, read.headers), answer);
    // The clone is taken before the app can read the body; its failure is the first screen's to handle.
    if (typeof read.label === 'string') labelled.set(read.label, answer.then((response) => response.clone()));
  }
  (globalThis as WithSentAhead)[SENT_AHEAD] = sent;
  setTimeout(() => sent.clear(), UNCLAIMED_MS);
  return { hints: list.hints, labelled };
}

/** The HTTP client: the answer sent ahead for exactly this GET, once; otherwise null. */
export function takeBootRead(url: string, headers: Headers): Promise<Response> | null {
  const sent = (globalThis as WithSentAhead)[SENT_AHEAD];
  if (!sent || sent.size === 0) return null;
  const key = signature(url, headers.entries());
  const answer = sent.get(key) ?? null;
  sent.delete(key);
  return answer;
}

let recording: BootReads | null = null;
let recordingLabel: string | undefined;

/** The HTTP client: notes a GET sent while the counter's start is being recorded. */
export function noteBootRead(url: string, headers: Headers): void {
  if (!recording || recording.reads.length >= MAX_READS) return;
  recording.reads.push({ url, headers: [...headers.entries()], ...(recordingLabel ? { label: recordingLabel } : {}) });
}

/** Inside `recordBootReads`: the GETs `send` sends are labelled `label` (the next start finds their answer by it). */
export function labelBootReads(label: string, send: () => void): void {
  recordingLabel = label;
  try {
    send();
  } finally {
    recordingLabel = undefined;
  }
}

/**
 * Records the GETs `start` sends synchronously as the reads of `page`'s cold start, for the next one, with `hints`
 * for its first screen. (The reads start before their first await; pos-boot.test.tsx checks that all of the
 * counter's are caught.)
 */
export function recordBootReads(page: string, start: () => void, hints?: unknown): void {
  recording = { page, reads: [], ...(hints === undefined ? {} : { hints }) };
  try {
    start();
  } finally {
    const list = recording;
    recording = null;
    try {
      if (list.reads.length > 0) localStorage.setItem(BOOT_READS_KEY, JSON.stringify(list));
      else localStorage.removeItem(BOOT_READS_KEY);
    } catch {
      // Storage full or blocked: the next start simply sends its reads itself.
    }
  }
}

/** Logout: the list holds the session's headers; nothing is sent ahead for the next user. */
export function forgetBootReads(): void {
  try {
    localStorage.removeItem(BOOT_READS_KEY);
  } catch {
    // Blocked storage holds nothing to forget.
  }
  (globalThis as WithSentAhead)[SENT_AHEAD]?.clear();
}
