import { MSG, type Envelope } from '@diancan/core';
import { ApiError } from '../../../lib/http';
import { showErrorToast } from '../../../lib/toast';

/**
 * Glue between the back-office contracts and the app's http client: the contracts name full paths
 * (`/api/back/...`), the client adds the `/api` base itself.
 */
export function clientPath(call: { path: string }): string {
  return call.path.replace(/^\/api(?=\/)/, '');
}

/** The data of a successful envelope; a `status: false` answer is shown (unless silent) and thrown, never ignored. */
export async function dataOf<T>(reply: Promise<Envelope<T>>, { silent = false }: { silent?: boolean } = {}): Promise<T> {
  const envelope = await reply;
  if (!envelope.status) {
    const message = envelope.message ?? MSG.DEFAULT_ERROR;
    if (!silent) showErrorToast(message);
    throw new ApiError(200, message, envelope.data);
  }
  return envelope.data as T;
}
