import { Box } from '@mantine/core';
import type { ReactNode } from 'react';
import classes from './print-area.module.css';

/** The part of the screen `window.print()` puts on paper; everything else is hidden while printing. */
export function PrintArea({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Box className={classes.area} role="document" aria-label={label}>
      {children}
    </Box>
  );
}
