import { ActionIcon, Tooltip } from '@mantine/core';
import { useFullscreenDocument } from '@mantine/hooks';
import { IconMaximize, IconMinimize } from '@tabler/icons-react';

export function FullscreenToggle() {
  const { toggle, fullscreen } = useFullscreenDocument();
  // Some browsers (iOS Safari) have no fullscreen for documents: no button that cannot work.
  if (typeof document === 'undefined' || !document.fullscreenEnabled) return null;
  const label = fullscreen ? '離開全螢幕' : '全螢幕';
  return (
    <Tooltip label={label}>
      <ActionIcon variant="subtle" color="gray" size="lg" aria-label={label} onClick={() => void toggle()}>
        {fullscreen ? <IconMinimize size={22} stroke={1.6} /> : <IconMaximize size={22} stroke={1.6} />}
      </ActionIcon>
    </Tooltip>
  );
}
