import { Box } from '@mantine/core';
import type { ReactNode } from 'react';
import { createPortal } from 'react-dom';
import classes from './print-area.module.css';

/**
 * What `window.print()` puts on paper: a preview where it is placed (usually in a modal), and a copy placed directly
 * in <body> that is the only thing shown when printing. Printing the preview itself would not do: the modal's
 * scrolling box clips it and its transform moves it.
 */
export function PrintArea({ label, children }: { label: string; children: ReactNode }) {
  return (
    <>
      <Box role="document" aria-label={label}>
        {children}
      </Box>
      {createPortal(
        <div className={classes.paper} data-print-paper aria-hidden>
          {children}
        </div>,
        document.body,
      )}
    </>
  );
}
