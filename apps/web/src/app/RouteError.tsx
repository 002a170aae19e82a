import { Button, Stack, Text } from '@mantine/core';
import { useEffect, useLayoutEffect } from 'react';
import { useRouteError } from 'react-router';
import { closeBootScreen } from '../features/pos';
import { reportError } from '../lib/report-error';
import { isChunkLoadError, promptChunkReload } from './overlays/chunk-errors';

/**
 * The error element of the area routes: a page chunk that failed to load asks to refresh (the chunk-load
 * dialog); any other error is logged (access section 8) and the page offers a reload instead of a blank screen.
 */
export function RouteError() {
  const error = useRouteError();
  const chunkFailure = isChunkLoadError(error);
  // The counter's first screen (drawn before the app) must not hide the error.
  useLayoutEffect(() => void closeBootScreen(), []);

  useEffect(() => {
    if (chunkFailure) promptChunkReload(error);
    else reportError('route', error);
  }, [chunkFailure, error]);

  return (
    <Stack p="xl" align="center" gap="md">
      <Text c="dimmed">頁面載入失敗</Text>
      <Button variant="light" onClick={() => window.location.reload()}>
        重新整理
      </Button>
    </Stack>
  );
}
