/**
 * Remarks (備註) are free text; the preset remarks of the menu are tapped in and out of it as 、-separated parts,
 * so a cashier can combine presets with words of their own.
 */

export const REMARK_SEPARATOR = '、';

export function remarkParts(text: string): string[] {
  return text
    .split(REMARK_SEPARATOR)
    .map((part) => part.trim())
    .filter((part) => part !== '');
}

export function hasRemarkPart(text: string, preset: string): boolean {
  return remarkParts(text).includes(preset.trim());
}

/** Adds the preset at the end, or takes it out when it is there. */
export function toggleRemarkPart(text: string, preset: string): string {
  const parts = remarkParts(text);
  const wanted = preset.trim();
  const next = parts.includes(wanted) ? parts.filter((part) => part !== wanted) : [...parts, wanted];
  return next.join(REMARK_SEPARATOR);
}
