import { MIN_VIEWPORT_HEIGHT_PX } from '@diancan/core';

/**
 * Keeps the CSS variable --vh at 1% of the visible height, which mobile browsers report differently from
 * 100vh. Heights under 500 px (an on-screen keyboard is open) are ignored so the layout does not jump.
 */
export function trackViewportHeight(): () => void {
  const update = () => {
    if (window.innerHeight >= MIN_VIEWPORT_HEIGHT_PX) {
      document.documentElement.style.setProperty('--vh', `${window.innerHeight / 100}px`);
    }
  };
  update();
  window.addEventListener('resize', update);
  return () => window.removeEventListener('resize', update);
}
