import { createTheme, Modal, type MantineColorsTuple, type MantineThemeOverride } from '@mantine/core';
import { fontSizePx, MODAL_WIDTH } from '@diancan/core';

/** The fixed colour theme (access section 1): a warm kitchen orange, light scheme only. */
const brand: MantineColorsTuple = [
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
];

const px = (value: number) => `${value}px`;

/**
 * The theme for a font scale: body text is 12 + 4 x scale px (access section 9);
 * the other steps keep their distance from it so headings and captions scale together.
 */
export function buildTheme(fontScale: number): MantineThemeOverride {
  const base = fontSizePx(fontScale);
  return createTheme({
    primaryColor: 'brand',
    primaryShade: 7,
    colors: { brand },
    fontFamily: '"Noto Sans TC", "PingFang TC", "Microsoft JhengHei", system-ui, sans-serif',
    fontSizes: {
      xs: px(base - 4),
      sm: px(base - 2),
      md: px(base),
      lg: px(base + 2),
      xl: px(base + 4),
    },
    defaultRadius: 'md',
    cursorType: 'pointer',
    // Store operations section 9: a modal is 384 wide unless the spec names another width (cash 742, checkout 800);
    // confirmations opened through `modals` (logout, clear cart, ...) and dialogs that name no size get it too.
    components: { Modal: Modal.extend({ defaultProps: { size: MODAL_WIDTH } }) },
  });
}
