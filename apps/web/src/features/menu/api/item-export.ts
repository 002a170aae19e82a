import { useMutation } from '@tanstack/react-query';
import { CLIENT_VERSION, MSG } from '@diancan/core';
import { ITEM_SHEET_NAME, MENU_PATHS, type ItemExportQuery } from '@diancan/core/contracts/menu';
import { API_BASE, ApiError } from '../../../lib/http';
import { useSession } from '../../../lib/session';
import { showErrorToast } from '../../../lib/toast';

/** The file name the server gives (RFC 6266 `filename*` first), else 餐點.xlsx. */
export function exportFileName(contentDisposition: string | null): string {
  const encoded = contentDisposition?.match(/filename\*=UTF-8''([^;]+)/i)?.[1];
  if (encoded) {
    try {
      return decodeURIComponent(encoded);
    } catch {
      // a malformed name falls through to the plain one
    }
  }
  const plain = contentDisposition?.match(/filename="?([^";]+)"?/i)?.[1];
  return plain ?? `${ITEM_SHEET_NAME}.xlsx`;
}

/**
 * Downloads the store's items as .xlsx. The answer is a file, not the JSON envelope, so this one call uses
 * fetch itself with the client's headers; a refusal still carries the envelope and its message.
 */
export async function exportItems(query: ItemExportQuery): Promise<{ blob: Blob; fileName: string }> {
  const params = new URLSearchParams({ storeId: String(query.storeId) });
  if (query.categoryId !== undefined) params.set('categoryId', String(query.categoryId));
  const url = `${API_BASE}${MENU_PATHS.item.export.path.replace(/^\/api/, '')}?${params.toString()}`;
  let response: Response;
  try {
    response = await fetch(url, {
      credentials: 'same-origin',
      headers: { 'X-Back-Stage-Version': CLIENT_VERSION, 'X-SID': String(query.storeId) },
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
  return { blob: await response.blob(), fileName: exportFileName(response.headers.get('Content-Disposition')) };
}

/** Hands a file to the browser as a download (files are produced on the client side of the link). */
export function saveBlob(blob: Blob, fileName: string): void {
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

export function useExportItems() {
  return useMutation({
    mutationFn: exportItems,
    onSuccess: ({ blob, fileName }) => saveBlob(blob, fileName),
  });
}
