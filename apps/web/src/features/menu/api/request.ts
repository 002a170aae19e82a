import { MSG, type Envelope } from '@diancan/core';
import { ApiError } from '../../../lib/http';
import { showErrorToast } from '../../../lib/toast';

/**
 * Small glue between the menu contracts and the app's http client: MENU_PATHS name the full path
 * (`/api/back/...`), while the client adds the `/api` base itself.
 */
export function clientPath(call: { path: string }): string {
  return call.path.replace(/^\/api(?=\/)/, '');
}

/**
 * The data of a successful envelope. A 200 with `status: false` is not expected from the menu calls (their
 * refusals are HTTP errors the client already showed), but if one comes it is shown and thrown, never ignored.
 */
export async function dataOf<T>(reply: Promise<Envelope<T>>, { silent = false }: { silent?: boolean } = {}): Promise<T> {
  const envelope = await reply;
  if (!envelope.status) {
    const message = envelope.message ?? MSG.DEFAULT_ERROR;
    if (!silent) showErrorToast(message);
    throw new ApiError(200, message, envelope.data);
  }
  return envelope.data as T;
}
