import { CLIENT_VERSION, RECORD_ERROR_MESSAGE_MAX, RECORD_ERROR_SOURCE_MAX } from '@diancan/core';
import { useSession } from './session';

/**
 * Errors the app could not handle are logged (access section 8 "logged only") and sent to POST /api/op/recordError,
 * so failures on store devices reach the platform. Uses fetch directly: reporting must never toast, log out
 * or open an overlay, and must never loop on its own failure.
 */
export function reportError(source: string, error: unknown): void {
  console.error(`[${source}]`, error);
  const message = error instanceof Error ? `${error.name}: ${error.message}\n${error.stack ?? ''}` : String(error);
  const body = JSON.stringify({
    source: source.slice(0, RECORD_ERROR_SOURCE_MAX),
    message: message.slice(0, RECORD_ERROR_MESSAGE_MAX) || 'unknown',
  });
  const { xsrfToken } = useSession.getState();
  void fetch('/api/op/recordError', {
    method: 'POST',
    headers: {
      'Content-Type': 'application/json',
      'X-Back-Stage-Version': CLIENT_VERSION,
      ...(xsrfToken ? { 'X-CSRF-TOKEN': xsrfToken } : {}),
    },
    body,
    keepalive: true,
  }).catch(() => {
    // Nothing more to do: the console already has it.
  });
}
