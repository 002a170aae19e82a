import { Button, Text, ThemeIcon, Title } from '@mantine/core';
import { IconTool } from '@tabler/icons-react';
import { MAINTENANCE_POLL_MS, MSG } from '@diancan/core';
import { useEffect, useRef } from 'react';
import { http } from '../../lib/http';
import { useOverlayState } from '../../lib/overlay-state';
import { useSession } from '../../lib/session';
import { BlockingPanel } from './BlockingPanel';

/**
 * While the overlay is open: one platform-parameter check every 60 s (access section 4: paramId
 * BACKSTAGE_H5_VERSION). The server answers it 503 while maintenance is on, so an answer means the service is
 * back: the overlay closes (and the page reloads, below).
 */
async function checkServiceBack(): Promise<void> {
  try {
    const answer = await http.get<string>('/back/system/get', { paramId: 'BACKSTAGE_H5_VERSION' }, { silent: true });
    if (answer.status) useOverlayState.getState().closeMaintenance();
  } catch {
    // Unreachable or refused: try again at the next tick.
  }
}

/**
 * The maintenance overlay (access section 4): title and message from the 503 response or START_MAINTENANCE, which
 * reaches every signed-in session. Staff sessions (manager, sales) see it too, but the server keeps answering them
 * (they run the maintenance and switch it off in 系統設定), so they may set it aside and carry on without a reload.
 */
export function MaintenanceOverlay() {
  const { open, title, message } = useOverlayState((state) => state.maintenance);
  const staff = useSession((state) => state.manager);
  const setAside = useRef(false);

  useEffect(() => {
    if (!open) return;
    const timer = setInterval(() => void checkServiceBack(), MAINTENANCE_POLL_MS);
    return () => clearInterval(timer);
  }, [open]);

  // When maintenance ends (the poll, END_MAINTENANCE on the realtime link, or a later non-503 answer), the page
  // reloads so it runs the new version of the app.
  const wasOpen = useRef(open);
  useEffect(() => {
    if (wasOpen.current && !open && !setAside.current) window.location.reload();
    setAside.current = false;
    wasOpen.current = open;
  }, [open]);

  if (!open) return null;
  return (
    <BlockingPanel label={title || MSG.MAINTENANCE} zIndex={4000}>
      <ThemeIcon size={56} radius="xl" variant="light">
        <IconTool size={32} />
      </ThemeIcon>
      <Title order={3}>{title || MSG.MAINTENANCE}</Title>
      {message && <Text style={{ whiteSpace: 'pre-line' }}>{message}</Text>}
      {staff && (
        <Button
          variant="light"
          onClick={() => {
            setAside.current = true;
            useOverlayState.getState().closeMaintenance();
          }}
        >
          平台人員繼續作業
        </Button>
      )}
    </BlockingPanel>
  );
}
