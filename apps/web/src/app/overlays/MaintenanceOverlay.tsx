import { Text, ThemeIcon, Title } from '@mantine/core';
import { IconTool } from '@tabler/icons-react';
import { MAINTENANCE_POLL_MS, MSG } from '@diancan/core';
import { useEffect } from 'react';
import { http } from '../../lib/http';
import { useOverlayState } from '../../lib/overlay-state';
import { BlockingPanel } from './BlockingPanel';

/** After a 503: one platform-parameter check every 60 s; an answer other than 503 ends the overlay and reloads. */
async function checkServiceBack(): Promise<void> {
  try {
    await http.get('/back/system/get', { paramId: 'BACKSTAGE_H5_VERSION' }, { silent: true });
  } catch {
    // Still under maintenance (the client reopened the overlay with the new title) or unreachable: try again later.
    return;
  }
  useOverlayState.getState().closeMaintenance();
  window.location.reload();
}

/** The maintenance overlay (access section 4): title and message from the 503 response. */
export function MaintenanceOverlay() {
  const { open, title, message } = useOverlayState((state) => state.maintenance);

  useEffect(() => {
    if (!open) return;
    const timer = setInterval(() => void checkServiceBack(), MAINTENANCE_POLL_MS);
    return () => clearInterval(timer);
  }, [open]);

  if (!open) return null;
  return (
    <BlockingPanel label={title || MSG.MAINTENANCE} zIndex={4000}>
      <ThemeIcon size={56} radius="xl" variant="light">
        <IconTool size={32} />
      </ThemeIcon>
      <Title order={3}>{title || MSG.MAINTENANCE}</Title>
      {message && <Text style={{ whiteSpace: 'pre-line' }}>{message}</Text>}
    </BlockingPanel>
  );
}
