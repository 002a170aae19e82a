/**
 * The hand-over between the counter's first screen, drawn by boot.ts before the app (boot-screen.ts), and the app:
 * the taps kept on it and the closing. Apart from the drawing so the app's files carry neither its code nor its styles.
 */

/** The label pos-boot gives the menu head read (lib/boot-reads.ts), by which boot.ts finds its answer. */
export const POS_MENU_HEAD_READ = 'pos-menu-head';

/** What the counter's start writes down beside its reads for this screen (app/pos-boot.ts). */
export interface PosBootHints {
  /** The body text size in px (the store's font scale). */
  fontPx: number;
  storeName: string | null;
}

/** Shared by boot.ts and the app, two separate scripts: a global. */
const STATE = '__diancanBootScreen';
export interface BootScreenState {
  closed: boolean;
  /** Item ids in the order they were tapped. */
  taps: number[];
  /**
   * The last tap was an item with something to choose: the app opens its detail dialog for it, so nothing more is
   * tapped on the first screen (a second dialog would have to wait behind the first).
   */
  choosing: boolean;
}
type WithState = typeof globalThis & { [STATE]?: BootScreenState };

export const SCREEN_ID = 'diancan-boot-screen';

export function bootScreenState(): BootScreenState {
  const scope = globalThis as WithState;
  scope[STATE] ??= { closed: false, taps: [], choosing: false };
  return scope[STATE];
}

/**
 * The app: closes the first screen (if it is up) and hands over the items tapped on it, once. Called in the commit
 * that paints the app's own screen, so the two are never on the page together.
 */
export function closeBootScreen(): number[] {
  const current = bootScreenState();
  current.closed = true;
  document.getElementById(SCREEN_ID)?.remove();
  const taps = current.taps;
  current.taps = [];
  return taps;
}

