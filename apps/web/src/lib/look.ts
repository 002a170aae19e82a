/**
 * The app's fixed look as plain values (access sections 1 and 9): the theme (app/theme.ts) is built from them, and
 * the counter's first screen (features/pos/boot-screen), drawn before Mantine has loaded, sets the same ones.
 */

/** A warm kitchen orange, light scheme only; shade 7 is the primary. */
export const BRAND_COLORS = [
  '#fff4e6',
  '#ffe8cc',
  '#ffd0a0',
  '#feb46f',
  '#fd9c45',
  '#fc8c2a',
  '#f7821b',
  '#dc700e',
  '#c46305',
  '#ab5400',
] as const;

export const FONT_FAMILY = '"Noto Sans TC", "PingFang TC", "Microsoft JhengHei", system-ui, sans-serif';

/** The store header's height (StoreShell). */
export const STORE_HEADER_HEIGHT = 60;

/** The text sizes around the body size: headings and captions keep their distance from it as the scale changes. */
export function fontSizeSteps(base: number): Record<'xs' | 'sm' | 'md' | 'lg' | 'xl', number> {
  return { xs: base - 4, sm: base - 2, md: base, lg: base + 2, xl: base + 4 };
}
