import { useMutation } from '@tanstack/react-query';
import { CLIENT_VERSION, MAIL_PATHS, MSG } from '@diancan/core';
import { API_BASE, ApiError } from '../../../lib/http';
import { useSession } from '../../../lib/session';
import { showErrorToast } from '../../../lib/toast';

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

function saveBlob(blob: Blob, fileName: string): void {
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

/**
 * Downloads one mail as an .eml file (opens in any mail program). The answer is a file, not the JSON envelope, so
 * this call uses fetch itself with the client's headers; a refusal still carries the envelope and its message.
 */
export async function downloadMail(id: number): Promise<void> {
  const url = `${API_BASE}${MAIL_PATHS.download.path.replace(/^\/api/, '')}?id=${id}`;
  let response: Response;
  try {
    response = await fetch(url, { credentials: 'same-origin', headers: { 'X-Back-Stage-Version': CLIENT_VERSION } });
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
  saveBlob(await response.blob(), attachmentName(response.headers.get('Content-Disposition'), `mail-${id}.eml`));
}

export function useDownloadMail() {
  return useMutation({ mutationFn: downloadMail });
}
