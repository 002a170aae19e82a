import { Button, Text, ThemeIcon } from '@mantine/core';
import { IconWifiOff } from '@tabler/icons-react';
import { MSG, OFFLINE_RETRY_MS } from '@diancan/core';
import { useEffect, useState } from 'react';
import { useOverlayState } from '../../lib/overlay-state';
import { serverReachable } from '../../lib/offline/server-reachable';
import { requestReconnect } from '../../lib/realtime-hooks';
import { BlockingPanel } from './BlockingPanel';

const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * The network-offline overlay (access section 4): opens on the browser's offline event or a network error
 * while offline; the 重試 button waits 1 s, asks the realtime link to reconnect, and closes the overlay once
 * the server answers again.
 */
export function OfflineOverlay() {
  const offline = useOverlayState((state) => state.offline);
  const setOffline = useOverlayState((state) => state.setOffline);
  const posSells = useOverlayState((state) => state.offlineSelling);
  const [retrying, setRetrying] = useState(false);

  useEffect(() => {
    const goOffline = () => setOffline(true);
    window.addEventListener('offline', goOffline);
    return () => window.removeEventListener('offline', goOffline);
  }, [setOffline]);

  async function retry() {
    setRetrying(true);
    await wait(OFFLINE_RETRY_MS);
    requestReconnect();
    const back = await serverReachable();
    setRetrying(false);
    if (back) setOffline(false);
  }

  // The POS shows its own banner and keeps selling (docs/offline.md).
  if (!offline || posSells) return null;
  return (
    <BlockingPanel label="網絡離線" zIndex={3900}>
      <ThemeIcon size={56} radius="xl" variant="light" color="gray">
        <IconWifiOff size={32} />
      </ThemeIcon>
      <Text fw={500}>{MSG.NETWORK}</Text>
      <Button onClick={() => void retry()} loading={retrying} miw={120}>
        重試
      </Button>
    </BlockingPanel>
  );
}
