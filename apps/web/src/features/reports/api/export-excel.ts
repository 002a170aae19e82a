import { CLIENT_VERSION, MSG, REPORT_PATHS, type ReportExportInput } from '@diancan/core';
import { clientPath } from '../../../lib/api';
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

/**
 * report/exportExcel: the server writes the same sheet (core's layout) for a report too large to gather page by
 * page in the browser. The answer is the file, not the envelope, so this uses fetch with the client's headers; a
 * refusal still carries the envelope and its message.
 */
export async function fetchServerExport(request: ReportExportInput, fallbackName: string): Promise<{ blob: Blob; fileName: string }> {
  const session = useSession.getState();
  const headers: Record<string, string> = { 'Content-Type': 'application/json', 'X-Back-Stage-Version': CLIENT_VERSION };
  if (session.xsrfToken) headers['X-CSRF-TOKEN'] = session.xsrfToken;
  if (session.storeId !== null) headers['X-SID'] = String(session.storeId);
  let response: Response;
  try {
    response = await fetch(`${API_BASE}${clientPath(REPORT_PATHS.exportExcel)}`, {
      method: 'POST',
      credentials: 'same-origin',
      headers,
      body: JSON.stringify(request),
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
  return { blob: await response.blob(), fileName: attachmentName(response.headers.get('Content-Disposition'), fallbackName) };
}
