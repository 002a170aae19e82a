import { createTheme, Modal, type MantineColorsTuple, type MantineThemeOverride } from '@mantine/core';
import { fontSizePx, MODAL_WIDTH } from '@diancan/core';
import { BRAND_COLORS, FONT_FAMILY, fontSizeSteps } from '../lib/look';

/** The fixed colour theme (access section 1): a warm kitchen orange, light scheme only (lib/look.ts). */
const brand: MantineColorsTuple = [...BRAND_COLORS];

const px = (value: number) => `${value}px`;

/**
 * The theme for a font scale: body text is 12 + 4 x scale px (access section 9);
 * the other steps keep their distance from it so headings and captions scale together.
 */
export function buildTheme(fontScale: number): MantineThemeOverride {
  const steps = Object.entries(fontSizeSteps(fontSizePx(fontScale))).map(([step, size]) => [step, px(size)]);
  return createTheme({
    primaryColor: 'brand',
    primaryShade: 7,
    colors: { brand },
    fontFamily: FONT_FAMILY,
    fontSizes: Object.fromEntries(steps),
    defaultRadius: 'md',
    cursorType: 'pointer',
    // Store operations section 9: a modal is 384 wide unless the spec names another width (cash 742, checkout 800);
    // confirmations opened through `modals` (logout, clear cart, ...) and dialogs that name no size get it too.
    components: { Modal: Modal.extend({ defaultProps: { size: MODAL_WIDTH } }) },
  });
}
