import type { ReactElement } from 'react';
import { PATHS } from '@diancan/core';
import { renderWithProviders } from '../../../test/render';

export { expectToast } from '../../../test/render';

/** The board with what the app shell gives it, at its own route. */
export function renderBoard(ui: ReactElement) {
  return renderWithProviders(ui, { route: PATHS.ORDER_SOCKET });
}
