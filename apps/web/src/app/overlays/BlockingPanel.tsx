import { Overlay, Paper, Stack } from '@mantine/core';
import type { ReactNode } from 'react';

/** A full-screen layer that blocks the page, with a centred panel (maintenance, offline). */
export function BlockingPanel({ label, zIndex, children }: { label: string; zIndex: number; children: ReactNode }) {
  return (
    <Overlay fixed zIndex={zIndex} color="#000" backgroundOpacity={0.55} center role="alertdialog" aria-modal="true" aria-label={label}>
      <Paper shadow="lg" radius="lg" p="xl" w="min(92vw, 440px)">
        <Stack align="center" gap="md" ta="center">
          {children}
        </Stack>
      </Paper>
    </Overlay>
  );
}
