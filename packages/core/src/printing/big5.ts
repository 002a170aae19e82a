/**
 * Big5 (code page 950) text for Taiwanese receipt printers.
 *
 * Written by hand, and why: the npm encoders either lack cp950 (@point-of-sale/receipt-printer-encoder writes
 * '???') or need Node's Buffer in the browser (iconv-lite), and the web prints over Bluetooth from the browser.
 * Every browser and Node (full ICU) ships the WHATWG Big5 *decoder*; the encoding table is that decoder run once
 * over every cp950 byte pair, so the bytes we write are by construction the ones an independent decoder reads
 * back. Only leads 0xA1-0xF9 are used (cp950 proper): the HKSCS rows below 0xA1 are not in a Taiwanese printer's
 * font. Where two pairs decode to the same character the first wins, except the six the WHATWG encoder takes
 * from the last pair.
 */

/** What a character outside Big5 prints as: a visible box (Big5 a1 bc), never a failed job. */
export const REPLACEMENT_CHARACTER = '□';

const LAST_POINTER_WINS = new Set([0x2550, 0x255e, 0x2561, 0x256a, 0x5341, 0x5345]);

let table: Map<number, number> | undefined;

function isTrail(byte: number): boolean {
  return (byte >= 0x40 && byte <= 0x7e) || (byte >= 0xa1 && byte <= 0xfe);
}

function buildTable(): Map<number, number> {
  const pairs: number[] = [];
  const bytes: number[] = [];
  for (let lead = 0xa1; lead <= 0xf9; lead++) {
    for (let trail = 0x40; trail <= 0xfe; trail++) {
      if (!isTrail(trail)) continue;
      pairs.push((lead << 8) | trail);
      bytes.push(lead, trail, 0x0a);
    }
  }
  // One decode call with a newline after each pair: an unmapped pair shows as more than one character.
  const decoded = new TextDecoder('big5').decode(new Uint8Array(bytes)).split('\n');
  const map = new Map<number, number>();
  pairs.forEach((pair, index) => {
    const text = decoded[index] ?? '';
    const codePoint = text.codePointAt(0);
    if (codePoint === undefined || codePoint === 0xfffd || String.fromCodePoint(codePoint) !== text) return;
    if (!map.has(codePoint) || LAST_POINTER_WINS.has(codePoint)) map.set(codePoint, pair);
  });
  return map;
}

function big5Table(): Map<number, number> {
  table ??= buildTable();
  return table;
}

/** True for a character the printer can print: printable ASCII or a cp950 double-byte character. */
export function isBig5(character: string): boolean {
  const codePoint = character.codePointAt(0) ?? 0;
  if (codePoint >= 0x20 && codePoint < 0x7f) return true;
  return big5Table().has(codePoint);
}

/**
 * The text as the printer will print it: control characters dropped (tabs become a space), anything outside
 * Big5 (emoji, rare or simplified-only characters, unpaired surrogates) replaced by □.
 */
export function printableText(text: string): string {
  let out = '';
  for (const character of text) {
    const codePoint = character.codePointAt(0) ?? 0;
    if (codePoint === 0x09) out += ' ';
    else if (codePoint < 0x20 || (codePoint >= 0x7f && codePoint < 0xa0)) continue;
    else out += isBig5(character) ? character : REPLACEMENT_CHARACTER;
  }
  return out;
}

/** Columns a printable character takes: 1 for ASCII, 2 for a double-byte character. */
export function charWidth(character: string): number {
  const codePoint = character.codePointAt(0) ?? 0;
  return codePoint < 0x80 ? 1 : 2;
}

/** Columns the text takes once printable (Chinese counts as two). */
export function textWidth(text: string): number {
  let width = 0;
  for (const character of printableText(text)) width += charWidth(character);
  return width;
}

/** The Big5 bytes of the text; characters outside Big5 come out as □. */
export function encodeBig5(text: string): Uint8Array {
  const map = big5Table();
  const out: number[] = [];
  for (const character of printableText(text)) {
    const codePoint = character.codePointAt(0) ?? 0;
    if (codePoint < 0x80) {
      out.push(codePoint);
      continue;
    }
    const pair = map.get(codePoint) ?? map.get(REPLACEMENT_CHARACTER.codePointAt(0) ?? 0) ?? 0x3f3f;
    out.push(pair >> 8, pair & 0xff);
  }
  return Uint8Array.from(out);
}
