import { CLIENT_VERSION, MSG } from '@diancan/core';
import { API_BASE, ApiError } from './http';
import { useSession } from './session';
import { showErrorToast } from './toast';

/** The file name the server gives (RFC 6266 `filename*` first), else the fallback. */
export function attachmentName(contentDisposition: string | null, fallback: string): string {
  const encoded = contentDisposition?.match(/filename\*=UTF-8''([^;]+)/i)?.[1];
  if (encoded) {
    try {
      return decodeURIComponent(encoded);
    } catch {
      // a malformed name falls through to the plain one
    }
  }
  return contentDisposition?.match(/filename="?([^";]+)"?/i)?.[1] ?? fallback;
}

/** Hands a file to the browser as a download. */
export function saveFile(data: Blob | Uint8Array, fileName: string, type = 'application/octet-stream'): void {
  const blob = data instanceof Blob ? data : new Blob([data as BlobPart], { type });
  const href = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = href;
  link.download = fileName;
  document.body.append(link);
  link.click();
  link.remove();
  // Give the browser a moment to start the download before the URL goes away.
  setTimeout(() => URL.revokeObjectURL(href), 1_000);
}

export interface FileRequest {
  /** The contract's path (`/api/...`). */
  path: string;
  query?: Record<string, string | number | undefined>;
  /** A JSON body makes it a POST. */
  body?: unknown;
  /** Used when the answer names no file. */
  fallbackName: string;
}

/**
 * Fetches a file from the API. The answer is a file, not the JSON envelope, so this uses fetch itself with the
 * client's headers (version, CSRF, store); a refusal still carries the envelope, whose message is shown as the http
 * client would, and a 401 ends the session the same way.
 */
export async function fetchFile(request: FileRequest): Promise<{ blob: Blob; fileName: string }> {
  const session = useSession.getState();
  const headers: Record<string, string> = { 'X-Back-Stage-Version': CLIENT_VERSION };
  if (session.xsrfToken) headers['X-CSRF-TOKEN'] = session.xsrfToken;
  if (session.storeId !== null) headers['X-SID'] = String(session.storeId);
  if (request.body !== undefined) headers['Content-Type'] = 'application/json';
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(request.query ?? {})) if (value !== undefined) params.set(key, String(value));
  const search = params.size > 0 ? `?${params.toString()}` : '';
  let response: Response;
  try {
    response = await fetch(`${API_BASE}${request.path.replace(/^\/api/, '')}${search}`, {
      method: request.body === undefined ? 'GET' : 'POST',
      credentials: 'same-origin',
      headers,
      body: request.body === undefined ? undefined : JSON.stringify(request.body),
    });
  } catch {
    showErrorToast(MSG.NETWORK);
    throw new ApiError(0, MSG.NETWORK);
  }
  if (response.status === 401) {
    useSession.getState().logout({ silent: true });
    throw new ApiError(401, MSG.UNAUTHORIZED);
  }
  if (!response.ok) {
    const body = (await response.json().catch(() => null)) as { message?: string | null } | null;
    const message = body?.message?.trim() || MSG.SERVER;
    showErrorToast(message);
    throw new ApiError(response.status, message);
  }
  return { blob: await response.blob(), fileName: attachmentName(response.headers.get('Content-Disposition'), request.fallbackName) };
}
