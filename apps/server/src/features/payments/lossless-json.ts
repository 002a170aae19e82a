/**
 * Parses a provider's JSON answer keeping every integer too long for a double exact: such numbers (16 digits or more,
 * e.g. LINE Pay's 19-digit transactionId) come back as strings. JSON.parse would round 2021121600698709710 to
 * 2021121600698709800. A small scanner quotes them before JSON.parse; strings are skipped with their escapes.
 */
export function parseLossless(text: string): unknown {
  let out = '';
  let index = 0;
  while (index < text.length) {
    const char = text[index]!;
    if (char === '"') {
      const end = stringEnd(text, index);
      out += text.slice(index, end);
      index = end;
      continue;
    }
    if (char === '-' || (char >= '0' && char <= '9')) {
      let end = index + 1;
      while (end < text.length && /[0-9.eE+-]/.test(text[end]!)) end += 1;
      const number = text.slice(index, end);
      out += /^-?\d{16,}$/.test(number) ? `"${number}"` : number;
      index = end;
      continue;
    }
    out += char;
    index += 1;
  }
  return JSON.parse(out) as unknown;
}

/** The index just past the string literal starting at `start` (a quote). */
function stringEnd(text: string, start: number): number {
  let index = start + 1;
  while (index < text.length) {
    const char = text[index];
    if (char === '\\') index += 2;
    else if (char === '"') return index + 1;
    else index += 1;
  }
  return index;
}

/** A provider id as text, whatever JSON type it came in (a lossless string, a small number). */
export function idText(value: unknown): string | null {
  if (typeof value === 'string' && value !== '') return value;
  if (typeof value === 'number' && Number.isSafeInteger(value)) return String(value);
  return null;
}
