import { Loader, Overlay, Stack, Text } from '@mantine/core';
import { LOADING_TIMEOUT_MS, MSG } from '@diancan/core';
import { useEffect } from 'react';

/**
 * The full-screen loading overlay (頁面載入中...). After 15 s of showing it reports a timeout, so its owner can
 * take the screen back instead of blocking it forever.
 */
export function PageLoadingOverlay({ visible, onTimeout }: { visible: boolean; onTimeout(): void }) {
  useEffect(() => {
    if (!visible) return;
    const timer = setTimeout(onTimeout, LOADING_TIMEOUT_MS);
    return () => clearTimeout(timer);
  }, [visible, onTimeout]);

  if (!visible) return null;
  return (
    <Overlay fixed zIndex={3800} color="#fff" backgroundOpacity={0.75} center>
      <Stack align="center" gap="sm" role="status" aria-live="polite">
        <Loader />
        <Text>{MSG.PAGE_LOADING}</Text>
      </Stack>
    </Overlay>
  );
}
