import { useCallback, useEffect } from 'react';
import { useOverlayState } from '../../lib/overlay-state';
import { reportError } from '../../lib/report-error';
import { ChunkErrorDialog } from './ChunkErrorDialog';
import { installScriptErrorListener } from './chunk-errors';
import { EnvironmentTag } from './EnvironmentTag';
import { MaintenanceOverlay } from './MaintenanceOverlay';
import { OfflineOverlay } from './OfflineOverlay';
import { PageLoadingOverlay } from './PageLoadingOverlay';

/** The overlays of access section 2 that sit above every page (toasts come from <Notifications>). */
export function GlobalOverlays() {
  const loading = useOverlayState((state) => state.loadingCount > 0);
  const resetLoading = useCallback(() => {
    reportError('loading-overlay', new Error('page loading took longer than 15 s'));
    useOverlayState.setState({ loadingCount: 0 });
  }, []);

  useEffect(() => installScriptErrorListener(), []);

  return (
    <>
      <PageLoadingOverlay visible={loading} onTimeout={resetLoading} />
      <OfflineOverlay />
      <MaintenanceOverlay />
      <ChunkErrorDialog />
      <EnvironmentTag />
    </>
  );
}
